import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { formatDateTime } from '../../../shared/format/date-time';
import { staffApi, staffKeys, type ContactRow, type ContactSender } from '../api/staff-api';
import { DataTable, type Column } from '../components/DataTable';
import { StaffPageTitle } from '../components/StaffPageTitle';
import { useServerTable } from '../hooks/use-table-state';
import { failureText } from '../../../shared/errors/failure-text';

/** The spec's page size for contacts. */
export const CONTACT_PAGE_SIZE = 10;

type Filter = 'all' | 'answered' | 'unanswered';
const ANSWERED: Record<Filter, boolean | undefined> = {
  all: undefined,
  answered: true,
  unanswered: false,
};

/** /employee/sellerContact and /employee/buyerContact: the inquiries of one kind of sender. */
export function ContactsPage({ sender }: { sender: ContactSender }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [replying, setReplying] = useState<ContactRow | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const { table, query } = useServerTable({
    queryKey: (params) => staffKeys.contacts(sender, { ...params, filter }),
    fetch: (params, fallback) =>
      staffApi.contacts(sender, { ...params, answered: ANSWERED[filter] }, fallback),
    failedKey: 'staff.contacts.loadFailed',
    pageSize: CONTACT_PAGE_SIZE,
    defaultSort: 'date',
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: staffKeys.contacts(sender) });
    await queryClient.invalidateQueries({ queryKey: staffKeys.unanswered(sender) });
  };
  const removeReply = useMutation({
    mutationFn: (row: ContactRow) =>
      staffApi.deleteReply(sender, row.id, t('staff.contacts.deleteFailed')),
    onSuccess: async () => {
      setStatus({ ok: true, text: t('staff.contacts.replyDeleted') });
      await refresh();
    },
    onError: (error) =>
      setStatus({ ok: false, text: failureText(error, t('staff.contacts.deleteFailed')) }),
  });

  const columns: Column<ContactRow, 'date'>[] = [
    {
      id: 'sender',
      label: t('staff.contacts.sender'),
      render: (c) => (
        <>
          {c.firstName} {c.lastName}
          <Typography variant="body2" color="text.secondary">
            {c.phone}
          </Typography>
        </>
      ),
    },
    { id: 'title', label: t('staff.contacts.title'), render: (c) => c.title },
    {
      id: 'description',
      label: t('staff.contacts.description'),
      render: (c) => <span style={{ whiteSpace: 'pre-wrap' }}>{c.description}</span>,
    },
    {
      id: 'date',
      label: t('staff.columns.date'),
      render: (c) => formatDateTime(c.date, i18n.language),
    },
    {
      id: 'reply',
      label: t('staff.contacts.reply'),
      render: (c) =>
        c.reply ?? (
          <Typography variant="body2" color="warning.main">
            {t('staff.contacts.waiting')}
          </Typography>
        ),
    },
    {
      id: 'actions',
      label: t('staff.columns.actions'),
      render: (c) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            aria-label={t('staff.contacts.replyTo', { title: c.title })}
            onClick={() => {
              setStatus(null);
              setReplying(c);
            }}
          >
            {t(c.reply ? 'staff.contacts.edit' : 'staff.contacts.replyAction')}
          </Button>
          {c.reply && (
            <Button
              size="small"
              color="error"
              aria-label={t('staff.contacts.deleteReplyTo', { title: c.title })}
              disabled={removeReply.isPending}
              onClick={() => removeReply.mutate(c)}
            >
              {t('staff.contacts.deleteReply')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <StaffPageTitle title={t(`staff.tiles.${sender}Contact`)} />
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
          {status.text}
        </Alert>
      )}
      <DataTable
        id={`${sender}-contacts`}
        title={t(`staff.contacts.tableTitle.${sender}`)}
        columns={columns}
        table={table}
        query={query}
        rowKey={(c) => c.id}
        searchLabel={t('staff.contacts.search')}
        emptyText={t('staff.contacts.empty')}
        actions={
          <TextField
            select
            size="small"
            label={t('staff.contacts.filter')}
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as Filter);
              table.setPage(1);
            }}
            sx={{ minWidth: 150 }}
          >
            {(Object.keys(ANSWERED) as Filter[]).map((f) => (
              <MenuItem key={f} value={f}>
                {t(`staff.contacts.filters.${f}`)}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {replying && (
        <ReplyDialog
          sender={sender}
          contact={replying}
          onClose={() => setReplying(null)}
          onDone={async () => {
            setReplying(null);
            setStatus({ ok: true, text: t('staff.contacts.replied') });
            await refresh();
          }}
        />
      )}
    </>
  );
}

function ReplyDialog(props: {
  sender: ContactSender;
  contact: ContactRow;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.contact.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      staffApi.replyContact(
        props.sender,
        props.contact.id,
        text.trim(),
        t('staff.contacts.replyFailed'),
      ),
    onSuccess: props.onDone,
    onError: (e) => setError(failureText(e, t('staff.contacts.replyFailed'))),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError(t('staff.contacts.replyRequired'));
    setError(null);
    send.mutate();
  }
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('staff.contacts.dialogTitle', { title: props.contact.title })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
            {props.contact.description}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={t('staff.contacts.reply')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('staff.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {t('staff.contacts.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
