import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useParams } from 'react-router-dom';
import { TYPE_INFO, type ListingType } from '../../listings/listing-types';
import { ListingEditForm } from '../components/ListingEditForm';
import { ListingPhotoEditor } from '../components/ListingPhotoEditor';
import { SellerPageTitle } from '../components/SellerPageTitle';
import { useOwnListing } from '../hooks/use-seller-listings';

/** /seller/{type}/edit/{postHash}: the current listing in the edit form, and its photos. */
export function EditListingPage({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  const postHash = useParams().postHash ?? '';
  const listing = useOwnListing(type, postHash);

  return (
    <>
      <SellerPageTitle title={t(`seller.edit.title.${type}`)} />
      {listing.isPending ? (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('seller.loading')} />
        </Stack>
      ) : listing.isError ? (
        <Alert severity="error">{t(`seller.edit.fetchFailed.${TYPE_INFO[type].category}`)}</Alert>
      ) : (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
            {/* Keyed by listing: the form's values start from the loaded listing. */}
            <ListingEditForm key={`${type}/${postHash}`} type={type} listing={listing.data} />
          </Paper>
          {/* Apart from the details: photos are saved on their own, at once. */}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
            <ListingPhotoEditor key={`${type}/${postHash}`} type={type} listing={listing.data} />
          </Paper>
        </Stack>
      )}
    </>
  );
}
