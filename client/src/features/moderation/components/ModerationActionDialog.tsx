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
import { failureText } from '../../../shared/errors/failure-text';
import { listingKeys } from '../../listings/api/listings-api';
import {
  moderationApi,
  moderationKeys,
  MODERATION_REASON_MAX_LENGTH,
  MODERATION_REASON_MIN_LENGTH,
  type ModerationAction,
  type QueueEntry,
} from '../api/moderation-api';

/** The actions that need a reason: the seller reads a hide's, the audit log keeps a removal's. */
const REASON_LABEL: Partial<Record<ModerationAction, string>> = {
  hide: 'moderation.actions.hideReason',
  remove: 'moderation.actions.removeReason',
};

/** Confirms a moderator's action on one listing (with its reason where one is needed). */
export function ModerationActionDialog({
  action,
  entry,
  onClose,
}: {
  action: ModerationAction;
  entry: QueueEntry;
  onClose: (doneMessage?: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonLabel = REASON_LABEL[action];
  const run = useMutation({
    mutationFn: () =>
      moderationApi.act(
        action,
        entry.type,
        entry.postHash,
        reason.trim(),
        t('moderation.actions.failed'),
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
      ]);
      onClose(t(`moderation.actions.done.${action}`));
    },
  });

  const confirm = () => {
    if (reasonLabel && reason.trim().length < MODERATION_REASON_MIN_LENGTH) {
      setProblem(t('moderation.actions.reasonTooShort', { count: MODERATION_REASON_MIN_LENGTH }));
      return;
    }
    setProblem(null);
    run.mutate();
  };

  return (
    <Dialog
      open
      onClose={() => !run.isPending && onClose()}
      aria-labelledby="moderation-action-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="moderation-action-title">
        {t(`moderation.actions.${action}Title`)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: reasonLabel ? 2 : 0 }}>
          {t(`moderation.actions.${action}Text`, { title: entry.listing.title })}
        </DialogContentText>
        {reasonLabel && (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={t(reasonLabel)}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: MODERATION_REASON_MAX_LENGTH } }}
          />
        )}
        {run.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failureText(run.error, t('moderation.actions.failed'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose()} disabled={run.isPending}>
          {t('moderation.actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={action === 'remove' || action === 'hide' ? 'error' : 'primary'}
          onClick={confirm}
          disabled={run.isPending}
        >
          {t(`moderation.actions.${action}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
