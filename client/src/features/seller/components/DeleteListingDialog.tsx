import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import type { ListingType } from '../../listings/listing-types';
import { failureOf } from '../hooks/use-listing-form-errors';
import { useDeleteListing, useOwnListing } from '../hooks/use-seller-listings';
import { ownListPath, type ListNotice } from '../seller-paths';

interface DeleteListingDialogProps {
  type: ListingType;
  postHash: string;
}

/** Asks before deleting; either way the seller ends up back on the own list. */
export function DeleteListingDialog({ type, postHash }: DeleteListingDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Only to name what is being deleted: without it the dialog still works.
  const listing = useOwnListing(type, postHash);
  const remove = useDeleteListing(type, postHash);
  const backToList = (state?: ListNotice) => void navigate(ownListPath(type), { state });

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => backToList({ notice: t('seller.delete.deleted') }),
    });

  return (
    <Dialog
      open
      onClose={() => !remove.isPending && backToList()}
      aria-labelledby="delete-listing-title"
      aria-describedby="delete-listing-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="delete-listing-title">{t(`seller.delete.title.${type}`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-listing-text">
          {listing.data
            ? t('seller.delete.textNamed', { title: listing.data.title })
            : t('seller.delete.text')}
        </DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failureOf(
              remove.error,
              t(`seller.delete.failed.${type}`),
              t(`seller.delete.noAnswer.${type}`),
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => backToList()} disabled={remove.isPending}>
          {t('seller.delete.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={confirm}
          disabled={remove.isPending}
          startIcon={remove.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('seller.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
