import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { failureText } from '../../../shared/errors/failure-text';
import type { ListingType } from '../../listings/listing-types';
import {
  moderationApi,
  moderationKeys,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
} from '../api/moderation-api';

/** The reason and an optional note (required for "other") of a report. */
export function ReportListingDialog({
  type,
  postHash,
  onClose,
}: {
  type: ListingType;
  postHash: string;
  onClose: (sent: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ reason?: string; note?: string }>({});
  const send = useMutation({
    mutationFn: () =>
      moderationApi.report(
        type,
        postHash,
        { reason: reason as ReportReason, ...(note.trim() ? { note: note.trim() } : {}) },
        t('moderation.report.failed'),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: moderationKeys.ownReport(type, postHash) });
      onClose(true);
    },
  });

  const submit = () => {
    const found = {
      reason: reason ? undefined : t('moderation.report.chooseReason'),
      note: reason === 'other' && !note.trim() ? t('moderation.report.noteMissing') : undefined,
    };
    setProblem(found);
    if (!found.reason && !found.note) send.mutate();
  };

  return (
    <Dialog
      open
      onClose={() => !send.isPending && onClose(false)}
      aria-labelledby="report-listing-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="report-listing-title">{t('moderation.report.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('moderation.report.intro')}</DialogContentText>
        <FormControl error={Boolean(problem.reason)} fullWidth>
          <FormLabel id="report-reason-label">{t('moderation.report.reason')}</FormLabel>
          <RadioGroup
            aria-labelledby="report-reason-label"
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
          >
            {REPORT_REASONS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio size="small" />}
                label={t(`moderation.report.reasons.${value}`)}
              />
            ))}
          </RadioGroup>
          {problem.reason && <FormHelperText>{problem.reason}</FormHelperText>}
        </FormControl>
        <TextField
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 2 }}
          label={t(
            reason === 'other' ? 'moderation.report.noteRequired' : 'moderation.report.note',
          )}
          required={reason === 'other'}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={Boolean(problem.note)}
          helperText={
            problem.note ?? t('moderation.report.noteHelp', { max: REPORT_NOTE_MAX_LENGTH })
          }
          slotProps={{ htmlInput: { maxLength: REPORT_NOTE_MAX_LENGTH } }}
        />
        {send.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failureText(send.error, t('moderation.report.failed'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose(false)} disabled={send.isPending}>
          {t('moderation.report.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={send.isPending}>
          {t('moderation.report.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
