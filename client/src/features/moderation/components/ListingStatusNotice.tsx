import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../app/i18n/use-translation';
import type { ListingView } from '../../listings/listing-types';
import '../i18n';

const CHIP_COLOR = {
  active: 'success',
  pending: 'info',
  hidden: 'error',
  expired: 'warning',
} as const;

/**
 * Where a listing stands, for its seller (and staff): a status chip and, when a moderator hid
 * it, the reason. Nothing for a public listing unless `always`.
 */
export function ListingStatusNotice({
  listing,
  always = false,
  compact = false,
}: {
  listing: Pick<ListingView, 'status' | 'statusReason'>;
  always?: boolean;
  /** On a card: the chip and the reason only, no help text. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (listing.status === 'active' && !always) return null;
  const chip = (
    <Chip
      size="small"
      color={CHIP_COLOR[listing.status]}
      label={t(`moderation.status.${listing.status}`)}
      sx={{ alignSelf: 'flex-start', fontWeight: 600, maxWidth: '100%' }}
    />
  );
  const help =
    listing.status === 'hidden'
      ? t('moderation.status.hiddenHelp')
      : listing.status === 'pending'
        ? t('moderation.status.pendingHelp')
        : null;
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }} data-testid="listing-status">
      {chip}
      {listing.statusReason && (
        <Alert
          severity="warning"
          icon={false}
          sx={{
            py: compact ? 0 : undefined,
            px: compact ? 1 : undefined,
            overflowWrap: 'anywhere',
          }}
        >
          {t('moderation.status.reason', { reason: listing.statusReason })}
        </Alert>
      )}
      {!compact && help && (
        <Alert severity={listing.status === 'hidden' ? 'error' : 'info'}>{help}</Alert>
      )}
    </Stack>
  );
}
