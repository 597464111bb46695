import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { listingKeys } from '../../listings/api/listings-api';
import { staffApi, staffKeys, type StaffListing } from '../api/staff-api';
import { failureText } from '../../../shared/errors/failure-text';

/** The server's minimum; it answers the same in its own words. */
export const REASON_MIN_LENGTH = 5;

interface RemoveListingDialogProps {
  listing: StaffListing;
  onClose: (removedMessage?: string) => void;
}

/** Staff remove a listing with a reason, which the audit log keeps. */
export function RemoveListingDialog({ listing, onClose }: RemoveListingDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () =>
      staffApi.removeListing(
        listing.type,
        listing.postHash,
        reason.trim(),
        t('staff.listings.removeFailed'),
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.listings() }),
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
      ]);
      onClose(t('staff.listings.removed'));
    },
  });

  const confirm = () => {
    if (reason.trim().length < REASON_MIN_LENGTH) {
      setProblem(t('staff.listings.reasonTooShort', { count: REASON_MIN_LENGTH }));
      return;
    }
    setProblem(null);
    remove.mutate();
  };

  return (
    <Dialog
      open
      onClose={() => !remove.isPending && onClose()}
      aria-labelledby="remove-listing-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="remove-listing-title">{t('staff.listings.removeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('staff.listings.removeText', {
            title: listing.title,
            seller: listing.seller
              ? `${listing.seller.sellerFirstName} ${listing.seller.sellerLastName}`
              : `#${listing.sellerId}`,
          })}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={t('staff.listings.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? t('staff.listings.reasonHelp')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failureText(remove.error, t('staff.listings.removeFailed'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose()} disabled={remove.isPending}>
          {t('staff.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
          {t('staff.listings.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
