import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { formatDateTime } from '../../../shared/format/date-time';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { Pager } from '../../../shared/components/Pager';
import { CONTACT_PAGE_SIZE, type Inquiry, type SenderType } from '../api/contact-api';
import { useDeleteInquiry, useOwnInquiries } from '../hooks/use-contact';
import { failureText } from '../../../shared/errors/failure-text';

function InquiryCard({ inquiry, onDelete }: { inquiry: Inquiry; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography
              variant="h3"
              sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {inquiry.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('contact.sentOn', { date: formatDateTime(inquiry.date, i18n.language) })}
            </Typography>
          </Box>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={onDelete}
            aria-label={t('contact.deleteNamed', { title: inquiry.title })}
          >
            {t('contact.delete')}
          </Button>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {inquiry.description}
        </Typography>
        {inquiry.reply ? (
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
            <Typography variant="subtitle2">{t('contact.reply')}</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {inquiry.reply}
            </Typography>
            {inquiry.replyDate && (
              <Typography variant="body2" color="text.secondary">
                {t('contact.repliedOn', {
                  date: formatDateTime(inquiry.replyDate, i18n.language),
                })}
              </Typography>
            )}
          </Box>
        ) : (
          <Box>
            <Chip size="small" variant="outlined" label={t('contact.waiting')} />
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

/** The user's own inquiries, newest first, each with staff's reply or 'Waiting for response'. */
export function InquiryList({ type }: { type: SenderType }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useOwnInquiries(type, page);
  const remove = useDeleteInquiry(type);
  const [confirming, setConfirming] = useState<Inquiry | null>(null);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.meta.total / CONTACT_PAGE_SIZE)) : 1;

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        if (query.data?.inquiries.length === 1 && page > 1) setPage(page - 1);
      },
    });
  };

  let body;
  if (query.isPending) body = <LoadingRow text={t('contact.loading')} />;
  else if (query.isError)
    // The spec shows the server's message here ('An unexpected error occurred.' without one).
    body = <Alert severity="error">{query.error.message}</Alert>;
  else if (query.data.inquiries.length === 0)
    body = <Typography color="text.secondary">{t('contact.empty')}</Typography>;
  else
    body = (
      <>
        <Stack
          component="ul"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {query.data.inquiries.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard
                inquiry={inquiry}
                onDelete={() => {
                  remove.reset();
                  setConfirming(inquiry);
                }}
              />
            </li>
          ))}
        </Stack>
        <Pager page={page} pages={pages} onChange={setPage} />
      </>
    );

  return (
    <section aria-labelledby="contact-list-title">
      <Typography variant="h2" id="contact-list-title" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('contact.listTitle')}
      </Typography>
      {remove.isSuccess && (
        <Alert severity="success" onClose={() => remove.reset()} sx={{ mb: 2 }}>
          {t('contact.deleted')}
        </Alert>
      )}
      {body}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby="contact-delete-title"
      >
        <DialogTitle id="contact-delete-title">{t('contact.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('contact.confirmText', { title: confirming?.title ?? '' })}
          </DialogContentText>
          {remove.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failureText(remove.error, t('contact.deleteFailed'))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('contact.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={confirmDelete}
            disabled={remove.isPending}
          >
            {t('contact.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
