import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from '../../../app/i18n/translator';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import type { PostCharge, PostNotice } from '../../listings/api/listings-api';
import type { ListingType } from '../../listings/listing-types';
import { LooksLikeOwnNotice } from '../../renewal/components/LooksLikeOwnNotice';
import { isUploadGone, useImageSlots } from '../hooks/use-image-slots';
import { missingError, useListingFormErrors } from '../hooks/use-listing-form-errors';
import { usePostingAccess } from '../hooks/use-posting-access';
import { useCreateListing } from '../hooks/use-seller-listings';
import {
  appendPostFields,
  emptyValues,
  generatePostHash,
  missingFields,
  type FormValues,
  type ImageSlot,
} from '../listing-form-config';
import { ImageSlots } from './ImageSlots';
import { ListingFields } from './ListingFields';
import { PostingAccessNotice } from './PostingAccessNotice';

type Status =
  { kind: 'idle' } | { kind: 'info'; message: string } | { kind: 'success'; message: string };

/** The spec's success sentence, in the user's language: what was posted and how it was paid. */
function postedMessage(t: TFunction, type: ListingType, charge?: PostCharge): string {
  const posted = t(`seller.form.postedType.${type}`);
  if (charge?.method === 'free-trial') return `${posted} ${t('seller.form.paidWithTrial')}`;
  if (charge?.method === 'balance') {
    return `${posted} ${t('seller.form.paidFromBalance', { amount: charge.amount })}`;
  }
  return posted;
}

/** The one post form for the four types: fields from the configuration, four photos, progress. */
export function ListingPostForm({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(() => emptyValues(type));
  // A new form after each post: pick-lists forget an 'Other' chosen for the last one.
  const [formNumber, setFormNumber] = useState(0);
  const errors = useListingFormErrors(type, t(`seller.form.failed.${type}`));
  const { fix } = errors;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [lookalike, setLookalike] = useState<PostNotice>();
  const [progress, setProgress] = useState(0);
  // One hash per filled-in form, so retrying after a dropped connection cannot post it twice.
  const [postHash, setPostHash] = useState(generatePostHash);
  const photos = useImageSlots();
  const create = useCreateListing(type, setProgress);
  const busy = create.isPending || photos.preparing;
  // Posting opens only once the balance or free-trial check has said yes.
  const access = usePostingAccess();
  const allowed = access.kind === 'allowed';

  const change = useCallback(
    (name: string, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      if (value.trim()) fix(name);
    },
    [fix],
  );
  const pickPhoto = (slot: ImageSlot, file: File | null) => {
    photos.pick(slot, file);
    if (file) fix(slot);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!allowed) {
      // The notice above the form already says why posting is closed; a running check is worth
      // repeating here, where the seller just pressed the button.
      if (access.kind === 'checking')
        setStatus({ kind: 'info', message: t('seller.access.checking') });
      return;
    }
    setStatus({ kind: 'idle' });
    const missing = missingFields(type, values, 'post');
    if (missing.length > 0) return errors.fail(missingError('REQUIRED_FIELDS', missing));
    if (photos.missing.length > 0) {
      return errors.fail(missingError('REQUIRED_IMAGES', photos.missing));
    }
    errors.clear();
    await send(true);
  }

  /**
   * Sends the form with its photos' upload ids. When the server no longer has those uploads (a
   * day passed, or the form was sent from another tab), the photos themselves go, once.
   */
  async function send(firstTry: boolean) {
    setProgress(0);
    const form = new FormData();
    appendPostFields(form, type, values);
    await photos.appendTo(form);
    form.append('postHash', postHash);
    create.mutate(form, {
      onSuccess: ({ charge, notice }) => {
        setLookalike(notice);
        setValues(emptyValues(type));
        setFormNumber((n) => n + 1);
        photos.clear();
        setPostHash(generatePostHash());
        setStatus({ kind: 'success', message: postedMessage(t, type, charge) });
      },
      onError: (error) => {
        if (firstTry && isUploadGone(error)) {
          photos.resend();
          void send(false);
        } else errors.fail(error);
      },
    });
  }

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submit}>
      <PostingAccessNotice access={access} />
      <ListingFields
        key={formNumber}
        type={type}
        values={values}
        errors={errors.fields}
        onChange={change}
        disabled={busy}
      />
      <ImageSlots
        images={photos.images}
        uploads={photos.uploads}
        onPick={pickPhoto}
        errors={errors.fields}
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
      {errors.message && <Alert severity="error">{errors.message}</Alert>}
      {status.kind === 'success' && <Alert severity="success">{status.message}</Alert>}
      {status.kind === 'success' && lookalike && <LooksLikeOwnNotice notice={lookalike} />}
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
