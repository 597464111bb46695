import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { SubmitButton } from '../../auth/components/SubmitButton';
import type { ListingType } from '../../listings/listing-types';
import { useImageSlots } from '../hooks/use-image-slots';
import { useCreateListing } from '../hooks/use-seller-listings';
import {
  appendPostFields,
  emptyValues,
  fieldErrorsByName,
  generatePostHash,
  IMAGE_SLOTS,
  missingFields,
  type FormValues,
} from '../listing-form-config';
import { ImageSlots } from './ImageSlots';
import { ListingFields } from './ListingFields';

type Status =
  { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'success'; message: string };

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

  const change = useCallback(
    (name: string, value: string) => setValues((v) => ({ ...v, [name]: value })),
    [],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
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
        const apiError = error instanceof ApiError ? error : null;
        setFieldErrors(fieldErrorsByName(type, apiError?.fieldErrors ?? []));
        setStatus({
          kind: 'error',
          message: apiError?.message || t(`seller.form.failed.${type}`),
        });
      },
    });
  }

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submit}>
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
      {status.kind === 'error' && <Alert severity="error">{status.message}</Alert>}
      {status.kind === 'success' && <Alert severity="success">{status.message}</Alert>}
      <SubmitButton busy={busy}>{t('seller.form.submit')}</SubmitButton>
    </Stack>
  );
}
