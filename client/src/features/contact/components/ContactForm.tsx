import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { failureText } from '../../../shared/errors/failure-text';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, type SenderType } from '../api/contact-api';
import { useSendInquiry } from '../hooks/use-contact';

/** The contact-us form: a title and a description, both required. */
export function ContactForm({ type }: { type: SenderType }) {
  const { t } = useTranslation();
  const send = useSendInquiry(type);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = { title: title.trim(), description: description.trim() };
    if (!form.title || !form.description) return setMissing(true);
    setMissing(false);
    send.mutate(form, {
      onSuccess: () => {
        setTitle('');
        setDescription('');
      },
    });
  };
  const failure = failureText(send.error, t('contact.sendFailed'));
  const counter = (value: string, max: number) =>
    t('contact.form.count', { count: value.length, max });

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      variant="outlined"
      aria-labelledby="contact-form-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h2" id="contact-form-title" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('contact.form.heading')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('contact.form.title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          error={missing && !title.trim()}
          helperText={counter(title, TITLE_MAX_LENGTH)}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH } }}
        />
        <TextField
          label={t('contact.form.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
          multiline
          minRows={4}
          error={missing && !description.trim()}
          helperText={counter(description, DESCRIPTION_MAX_LENGTH)}
          slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX_LENGTH } }}
        />
        {missing && <Alert severity="error">{t('contact.required')}</Alert>}
        {send.isError && <Alert severity="error">{failure}</Alert>}
        {send.isSuccess && (
          <Alert severity="success" onClose={() => send.reset()}>
            {t('contact.sent')}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={send.isPending}
            startIcon={send.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('contact.form.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
