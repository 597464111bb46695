import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { ListingCard } from '../../listings/components/ListingCard';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { detailPathOf, TYPE_INFO, type ListingType } from '../../listings/listing-types';
import { ALL_REQUESTS_PAGE_SIZE } from '../../requests/api/requests-api';
import { useBuyerRequests } from '../../requests/hooks/use-buyer-requests';
import '../../requests/i18n';
import { SellerPageTitle } from '../../seller/components/SellerPageTitle';
import { useOwnListing } from '../../seller/hooks/use-seller-listings';
import { HISTORY_PATH, ownListPath } from '../../seller/seller-paths';
import { BuyerChoice } from '../components/BuyerChoice';
import { useMarkDone } from '../hooks/use-history';
import '../i18n';
import { failureText } from '../../../shared/errors/failure-text';
import '../../seller/i18n';

const verbOf = (type: ListingType) => (TYPE_INFO[type].rent ? 'rent' : 'sell');

/**
 * /car/rent/postHistory/{postHash} and the three others: the seller picks the buyer (from the
 * requests they sent) to whom the listing went; it then leaves the listings for the history.
 */
export function MarkDonePage({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  const postHash = useParams().postHash ?? '';
  const mark = useMarkDone(type, postHash);

  return (
    <>
      <SellerPageTitle title={t(`history.mark.title.${type}`)} />
      {mark.isSuccess ? (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Alert severity="success">{t('history.mark.saved')}</Alert>
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button component={RouterLink} to={HISTORY_PATH} variant="contained">
              {t('history.mark.toHistory')}
            </Button>
            <Button component={RouterLink} to={ownListPath(type)} variant="outlined">
              {t('history.mark.toListings')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <MarkDoneForm type={type} postHash={postHash} mark={mark} />
      )}
    </>
  );
}

interface MarkDoneFormProps {
  type: ListingType;
  postHash: string;
  mark: ReturnType<typeof useMarkDone>;
}

function MarkDoneForm({ type, postHash, mark }: MarkDoneFormProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const listing = useOwnListing(type, postHash);
  const requests = useBuyerRequests(1, ALL_REQUESTS_PAGE_SIZE);
  const [buyerId, setBuyerId] = useState(params.get('buyerId') ?? '');
  const [choiceError, setChoiceError] = useState('');
  const available = requests.data?.requests ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!buyerId) return setChoiceError(t('history.mark.selectBuyer'));
    if (!available.some((r) => String(r.buyerId) === buyerId))
      return setChoiceError(t('history.mark.invalidBuyer'));
    setChoiceError('');
    mark.mutate(Number(buyerId));
  };
  const failure = failureText(mark.error, t('history.mark.failed'));

  if (listing.isPending) return <LoadingRow text={t('seller.loading')} />;
  if (listing.isError)
    return (
      <Alert severity="error">
        {failureText(listing.error, t(`seller.edit.fetchFailed.${TYPE_INFO[type].category}`))}
      </Alert>
    );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ width: 250, maxWidth: '100%', flexShrink: 0 }}>
        <ListingCard listing={listing.data} to={detailPathOf(type, postHash)} />
      </Box>
      <Paper
        component="form"
        noValidate
        onSubmit={submit}
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, flexGrow: 1, width: { xs: '100%', md: 'auto' } }}
      >
        <Stack spacing={2}>
          {requests.isPending ? (
            <LoadingRow text={t('requests.loading')} />
          ) : requests.isError ? (
            <Alert severity="error">{t('requests.failed')}</Alert>
          ) : available.length === 0 ? (
            <Alert severity="info">{t('requests.empty')}</Alert>
          ) : (
            <BuyerChoice
              requests={available}
              postHash={postHash}
              value={buyerId}
              onChange={(id) => {
                setBuyerId(id);
                setChoiceError('');
              }}
              error={choiceError}
              disabled={mark.isPending}
            />
          )}
          {mark.isError && <Alert severity="error">{failure}</Alert>}
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={available.length === 0 || mark.isPending}
              startIcon={
                mark.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
              }
            >
              {t(`history.mark.submit.${verbOf(type)}`)}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
