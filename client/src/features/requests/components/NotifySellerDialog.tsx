import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { REQUEST_MESSAGE_MAX_LENGTH } from '../api/requests-api';
import '../i18n';

interface NotifySellerDialogProps {
  onClose: () => void;
  /** The buyer's message, trimmed; empty when they wrote none. */
  onSend: (message: string) => void;
}

/** "Notify the seller": what the seller will get, and an optional short message to them. */
export function NotifySellerDialog({ onClose, onSend }: NotifySellerDialogProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(message.trim());
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="notify-seller-title" fullWidth maxWidth="sm">
      <form onSubmit={send}>
        <DialogTitle id="notify-seller-title">{t('requests.compose.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('requests.compose.intro')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={t('requests.compose.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            helperText={t('requests.compose.messageHint', {
              count: message.length,
              max: REQUEST_MESSAGE_MAX_LENGTH,
            })}
            slotProps={{ htmlInput: { maxLength: REQUEST_MESSAGE_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('requests.compose.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('requests.compose.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
