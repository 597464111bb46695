import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { ApiError } from '../../../api/client';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import type { ListingType, ListingView } from '../../listings/listing-types';
import { isUploadGone, useImageSlots } from '../hooks/use-image-slots';
import { useListingFormErrors } from '../hooks/use-listing-form-errors';
import { useReplacePhotos } from '../hooks/use-seller-listings';
import { IMAGE_SLOTS, type ImageSlot } from '../listing-form-config';
import { ImageSlots } from './ImageSlots';

const NOTHING_PICKED = 'Please choose a new photo first.';

interface ListingPhotoEditorProps {
  type: ListingType;
  listing: ListingView;
}

/** The listing's four photos on its edit page: pick any to replace, then save them together. */
export function ListingPhotoEditor({ type, listing }: ListingPhotoEditorProps) {
  const { t } = useTranslation();
  const photos = useImageSlots();
  const errors = useListingFormErrors(type, t('seller.photos.failed'));
  const replace = useReplacePhotos(type, listing.postHash);
  const [saved, setSaved] = useState(false);
  const { front, back, right, left } = listing.images;
  const current: Record<ImageSlot, string> = {
    frontImage: front,
    backImage: back,
    rightImage: right,
    leftImage: left,
  };
  const picked = IMAGE_SLOTS.filter((slot) => photos.images[slot]);
  const busy = replace.isPending || photos.preparing;

  const pick = (slot: ImageSlot, file: File | null) => {
    photos.pick(slot, file);
    setSaved(false);
    if (file) errors.fix(slot);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (picked.length === 0) {
      // As the server would refuse it, so it reads alike.
      return errors.fail(new ApiError(400, NOTHING_PICKED, [], 'NO_REPLACEMENT_IMAGE'));
    }
    errors.clear();
    await send(true);
  }

  /** As the post form sends its photos: their upload ids, or the photos themselves once those are gone. */
  async function send(firstTry: boolean) {
    const form = new FormData();
    await photos.appendTo(form);
    replace.mutate(form, {
      onSuccess: () => {
        photos.clear();
        setSaved(true);
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
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={submit}
      aria-label={t('seller.photos.title')}
    >
      <ImageSlots
        images={photos.images}
        uploads={photos.uploads}
        onPick={pick}
        errors={errors.fields}
        disabled={busy}
        current={current}
      />
      {errors.message && <Alert severity="error">{errors.message}</Alert>}
      {saved && (
        <Alert severity="success" role="status">
          {t('seller.photos.saved')}
        </Alert>
      )}
      <SubmitButton busy={busy}>{t('seller.photos.submit')}</SubmitButton>
    </Stack>
  );
}
