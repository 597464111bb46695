import StorefrontIcon from '@mui/icons-material/Storefront';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { PhoneVerifiedBadge } from '../../phone-verification/components/PhoneVerifiedBadge';
import { sellerProfilePath } from '../api/seller-profile-api';
import '../i18n';

/** Beside a listing or a contact card: the seller's verified phone, and a link to their profile. */
export function SellerProfileLink({
  sellerHash,
  phoneVerified,
}: {
  sellerHash: string | null;
  phoneVerified: boolean;
}) {
  const { t } = useTranslation();
  if (!sellerHash && !phoneVerified) return null;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {phoneVerified && <PhoneVerifiedBadge />}
      {sellerHash && (
        <Link
          component={RouterLink}
          to={sellerProfilePath(sellerHash)}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <StorefrontIcon fontSize="small" aria-hidden />
          {t('sellerProfile.link')}
        </Link>
      )}
    </Stack>
  );
}
