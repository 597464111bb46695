// The assistant finds pages by name in both languages, so it needs the texts of every area; the
// areas themselves load theirs with their pages.
import '../../auth/i18n';
import '../../history/i18n';
import '../../moderation/i18n';
import '../../payment/i18n';
import '../../phone-verification/i18n';
import '../../renewal/i18n';
import '../../saved/i18n';
import '../../seller/i18n';
import '../../seller-profile/i18n';
import '../../staff/i18n';
import '../../subscription/i18n';
