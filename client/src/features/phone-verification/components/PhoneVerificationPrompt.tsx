import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { useAuth } from '../../../app/auth/AuthProvider';
import { usePhoneStatus } from '../hooks/use-phone-status';
import '../i18n';
import { PHONE_VERIFICATION_PATH } from '../phone-paths';

/** Asks a seller or buyer whose number is not verified yet to verify it; nothing otherwise. */
export function PhoneVerificationPrompt() {
  const { t } = useTranslation();
  const auth = useAuth();
  const status = usePhoneStatus();
  if (!status.data || status.data.phoneVerified) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to={PHONE_VERIFICATION_PATH} color="inherit" size="small">
          {t('phone.promptAction')}
        </Button>
      }
    >
      {t(auth.isSeller ? 'phone.promptSeller' : 'phone.promptBuyer')}
    </Alert>
  );
}
