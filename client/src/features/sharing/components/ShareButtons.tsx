import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Snackbar } from '../../../app/layout/lazy-modals';
import '../i18n';
import {
  canShareNatively,
  copyText,
  telegramShareUrl,
  whatsappShareUrl,
  type ShareTarget,
} from '../share-links';

/**
 * Share a page: the browser's own share sheet where there is one (phones), Telegram and WhatsApp,
 * and copying the link.
 */
export function ShareButtons({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const native = canShareNatively(target);

  const shareNatively = () => {
    // Closing the sheet without sharing rejects: nothing to say then.
    navigator.share({ title: target.text, text: target.text, url: target.url }).catch(() => {});
  };
  const copy = async () => setCopied((await copyText(target.url)) ? 'copied' : 'copyFailed');

  return (
    <Stack spacing={1} component="section" aria-labelledby="share-title">
      <Typography id="share-title" variant="subtitle2" color="text.secondary">
        {t('sharing.title')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {native && (
          <Button
            variant="contained"
            size="small"
            startIcon={<ShareIcon />}
            onClick={shareNatively}
          >
            {t('sharing.share')}
          </Button>
        )}
        <Button
          variant="outlined"
          size="small"
          startIcon={<TelegramIcon />}
          href={telegramShareUrl(target)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('sharing.telegram')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<WhatsAppIcon />}
          href={whatsappShareUrl(target)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('sharing.whatsapp')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
        >
          {t('sharing.copyLink')}
        </Button>
      </Stack>
      <Snackbar open={copied !== null} autoHideDuration={3000} onClose={() => setCopied(null)}>
        <Alert
          severity={copied === 'copied' ? 'success' : 'warning'}
          onClose={() => setCopied(null)}
          variant="filled"
        >
          {copied && t(`sharing.${copied}`)}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
