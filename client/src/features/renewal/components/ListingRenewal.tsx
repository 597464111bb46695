import AutorenewIcon from '@mui/icons-material/Autorenew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { failureText } from '../../../shared/errors/failure-text';
import { listingKeys } from '../../listings/api/listings-api';
import type { ListingType, ListingView } from '../../listings/listing-types';
import { renewalApi } from '../api/renewal-api';
import { daysLeft, isRenewable, RENEWAL_WINDOW_DAYS } from '../renewal-window';
import '../i18n';

/**
 * On the seller's own card: an active listing's chip with the days it has left, and a Renew
 * button (free) once it has expired or is in its last days. Other statuses have their own chip.
 */
export function ListingRenewal({
  type,
  listing,
}: {
  type: ListingType;
  listing: Pick<ListingView, 'postHash' | 'status' | 'expiresAt' | 'title'>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const renew = useMutation({
    mutationFn: () => renewalApi.renewOwn(type, listing.postHash, t('renewal.failed')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
  const days = daysLeft(listing);
  const renewable = isRenewable(listing);
  if (listing.status !== 'active' && !renewable) return null;
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }} data-testid="listing-expiry">
      {listing.status === 'active' && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" color="success" label={t('renewal.active')} />
          {days !== null && (
            <Chip
              size="small"
              variant={days < RENEWAL_WINDOW_DAYS ? 'filled' : 'outlined'}
              color={days < RENEWAL_WINDOW_DAYS ? 'warning' : 'default'}
              label={
                days === 0 ? t('renewal.expiresToday') : t('renewal.expiresIn', { count: days })
              }
            />
          )}
        </Stack>
      )}
      {renewable && !renew.isSuccess && (
        <Button
          size="small"
          variant="contained"
          color="secondary"
          startIcon={<AutorenewIcon />}
          disabled={renew.isPending}
          onClick={() => renew.mutate()}
          aria-label={t('renewal.renewNamed', { title: listing.title })}
          title={t('renewal.free')}
        >
          {renew.isPending ? t('renewal.renewing') : t('renewal.renew')}
        </Button>
      )}
      {renew.isSuccess && (
        <Alert severity="success" sx={{ py: 0, px: 1 }}>
          {t('renewal.renewed')}
        </Alert>
      )}
      {renew.isError && (
        <Alert severity="error" sx={{ py: 0, px: 1 }}>
          {failureText(renew.error, t('renewal.failed'))}
        </Alert>
      )}
    </Stack>
  );
}
