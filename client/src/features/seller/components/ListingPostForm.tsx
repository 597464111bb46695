import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf } from '../../../api/client';
import type { ListingType } from '../../listings/listing-types';
import { useImageSlots } from '../hooks/use-image-slots';
import { usePostingAccess } from '../hooks/use-posting-access';
import { useCreateListing } from '../hooks/use-seller-listings';
import {
  appendPostFields,
  emptyValues,
  formFieldOf,
  generatePostHash,
  IMAGE_SLOTS,
  missingFields,
  type FormValues,
} from '../listing-form-config';
import { ImageSlots } from './ImageSlots';
import { ListingFields } from './ListingFields';
import { PostingAccessNotice } from './PostingAccessNotice';

type Status =
  | { kind: 'idle' }
  | { kind: 'info'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'success'; message: string };

/** The one post form for the four types: fields from the configuration, four photos, progress. */
export function ListingPostForm({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(() => emptyValues(type));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [progress, setProgress] = useState(0);
  // One hash per filled-in form, so retrying after a dropped connection cannot post it twice.
  const [postHash, setPostHash] = useState(generatePostHash);
  const photos = useImageSlots();
  const create = useCreateListing(type, setProgress);
  const busy = create.isPending;
  // Posting opens only once the balance or free-trial check has said yes.
  const access = usePostingAccess();
  const allowed = access.kind === 'allowed';

  const change = useCallback(
    (name: string, value: string) => setValues((v) => ({ ...v, [name]: value })),
    [],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!allowed) {
      // The notice above the form already says why posting is closed; a running check is worth
      // repeating here, where the seller just pressed the button.
      if (access.kind === 'checking')
        setStatus({ kind: 'info', message: t('seller.access.checking') });
      return;
    }
    setFieldErrors({});
    const missing = missingFields(type, values, 'post');
    if (missing.length > 0) {
      return setStatus({
        kind: 'error',
        message: t('seller.form.missingFields', { fields: missing.join(', ') }),
      });
    }
    if (photos.missing.length > 0) {
      return setStatus({
        kind: 'error',
        message: t('seller.form.missingImages', { images: photos.missing.join(', ') }),
      });
    }
    const form = new FormData();
    appendPostFields(form, type, values);
    for (const slot of IMAGE_SLOTS) form.append(slot, photos.images[slot]!.file);
    form.append('postHash', postHash);

    setStatus({ kind: 'idle' });
    setProgress(0);
    create.mutate(form, {
      onSuccess: ({ message }) => {
        setValues(emptyValues(type));
        photos.clear();
        setPostHash(generatePostHash());
        setStatus({ kind: 'success', message: message || t('seller.form.posted') });
      },
      onError: (error) => {
        const { message, fields } = formErrorsOf(
          error,
          t(`seller.form.failed.${type}`),
          formFieldOf(type),
        );
        setFieldErrors(fields);
        setStatus({ kind: 'error', message });
      },
    });
  }

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submit}>
      <PostingAccessNotice access={access} />
      <ListingFields
        type={type}
        values={values}
        errors={fieldErrors}
        onChange={change}
        disabled={busy}
      />
      <ImageSlots
        images={photos.images}
        onPick={photos.pick}
        errors={fieldErrors}
        disabled={busy}
      />
      {busy && (
        <Box>
          <Typography variant="body2" id="upload-progress-label" sx={{ mb: 0.5 }}>
            {t('seller.form.uploading', { percent: Math.round(progress * 100) })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress * 100}
            aria-labelledby="upload-progress-label"
          />
        </Box>
      )}
      {/* Next to the button, where the seller is looking on a long form. */}
      {status.kind === 'info' && (
        <Alert severity="info" role="status">
          {status.message}
        </Alert>
      )}
      {status.kind === 'error' && <Alert severity="error">{status.message}</Alert>}
      {status.kind === 'success' && <Alert severity="success">{status.message}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy || !allowed}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {t('seller.form.submit')}
      </Button>
    </Stack>
  );
}
