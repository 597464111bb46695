import VerifiedIcon from '@mui/icons-material/Verified';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** "Phone verified": the number was confirmed with a code sent to it by SMS. */
export function PhoneVerifiedBadge({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('phone.badgeTitle')}>
      <Chip
        // Inline, so it may stand inside a line of text.
        component="span"
        icon={<VerifiedIcon />}
        label={t('phone.badge')}
        color="success"
        variant="outlined"
        size={size}
        sx={{ fontWeight: 600, maxWidth: '100%' }}
      />
    </Tooltip>
  );
}
