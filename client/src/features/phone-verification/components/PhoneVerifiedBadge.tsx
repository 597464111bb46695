import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import { useTranslation } from '../../../app/i18n/use-translation';

/**
 * "Phone verified": the number was confirmed with a code sent to it by SMS. A plain inline pill
 * with the browser's own tooltip, as listing cards on the first page show it.
 */
export function PhoneVerifiedBadge({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const small = size === 'small';
  return (
    <Box
      component="span"
      title={t('phone.badgeTitle')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        maxWidth: '100%',
        px: small ? 0.75 : 1,
        py: small ? 0.125 : 0.25,
        border: 1,
        borderColor: 'success.main',
        borderRadius: 4,
        color: 'success.dark',
        fontSize: small ? '0.8125rem' : '0.875rem',
        fontWeight: 600,
        lineHeight: 1.5,
        verticalAlign: 'middle',
        whiteSpace: 'nowrap',
      }}
    >
      <VerifiedIcon sx={{ fontSize: small ? 16 : 18 }} aria-hidden />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {t('phone.badge')}
      </Box>
    </Box>
  );
}
