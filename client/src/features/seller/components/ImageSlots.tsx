import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { IMAGE_SLOTS, type ImageSlot } from '../listing-form-config';
import type { PhotoUploads, PickedImages } from '../hooks/use-image-slots';

interface ImageSlotsProps {
  images: PickedImages;
  /** Where each picked photo's own upload stands. */
  uploads?: PhotoUploads;
  onPick: (slot: ImageSlot, file: File | null) => void;
  errors: Record<string, string>;
  disabled?: boolean;
  /** The listing's photos (URLs), shown until a replacement is picked: editing, not posting. */
  current?: Partial<Record<ImageSlot, string>>;
}

/**
 * The four photos, each with its preview at once and its upload under way as soon as it is
 * picked: all required for a post; when editing, the listing's own photos, any of which a picked
 * one replaces. A photo the server refuses says why on its slot.
 */
export function ImageSlots({
  images,
  uploads,
  onPick,
  errors,
  disabled,
  current,
}: ImageSlotsProps) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('seller.form.sections.photos')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(current ? 'seller.images.replaceHint' : 'seller.images.hint')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: { xs: 1, sm: 2 },
        }}
      >
        {IMAGE_SLOTS.map((slot) => {
          const picked = images[slot];
          const label = t(`seller.images.${slot}`);
          const shown = picked?.url ?? current?.[slot];
          const upload = picked && uploads?.[slot];
          // The refusal names the photo as the server received it: here, it is this slot's.
          const error =
            errors[slot] ??
            (upload?.state === 'refused' ? upload.error.describe(() => label) : undefined);
          const progress =
            upload?.state === 'uploading'
              ? t('seller.form.uploading', { percent: Math.round(upload.fraction * 100) })
              : upload?.state === 'uploaded' && picked
                ? t('seller.images.uploaded', { name: picked.file.name })
                : picked?.file.name;
          return (
            <Paper
              key={slot}
              variant="outlined"
              sx={{ p: 1, borderColor: error ? 'error.main' : undefined }}
            >
              <Box
                sx={{
                  aspectRatio: '4 / 3',
                  bgcolor: 'grey.100',
                  borderRadius: 1,
                  overflow: 'hidden',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  mb: 1,
                }}
              >
                {shown ? (
                  <Box
                    component="img"
                    src={shown}
                    alt={t(picked ? 'seller.images.preview' : 'seller.images.current', {
                      side: label,
                    })}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                ) : (
                  <AddPhotoAlternateIcon color="disabled" fontSize="large" aria-hidden />
                )}
              </Box>
              {/* The file input inside is the control (named by this label), so the label that
                  looks like a button is neither a button nor a tab stop itself. */}
              <Button
                component="label"
                role={undefined}
                tabIndex={-1}
                variant={shown ? 'outlined' : 'contained'}
                size="small"
                fullWidth
                disabled={disabled}
                sx={{
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  '&:has(input:focus-visible)': {
                    outline: '2px solid',
                    outlineColor: 'primary.dark',
                    outlineOffset: 2,
                  },
                }}
              >
                {label}
                <Box
                  component="input"
                  type="file"
                  accept="image/*"
                  name={slot}
                  disabled={disabled}
                  onChange={(e: ChangeEvent<HTMLInputElement>) => {
                    onPick(slot, e.target.files?.[0] ?? null);
                    // Picking the same file again after a reset must still fire a change.
                    e.target.value = '';
                  }}
                  sx={{
                    position: 'absolute',
                    width: 1,
                    height: 1,
                    overflow: 'hidden',
                    clip: 'rect(0 0 0 0)',
                    whiteSpace: 'nowrap',
                  }}
                />
              </Button>
              <Typography
                variant="caption"
                color={error ? 'error' : 'text.secondary'}
                noWrap={!error}
                component="p"
                sx={{ mt: 0.5 }}
              >
                {error ?? progress ?? t(current ? 'seller.images.unchanged' : 'seller.images.none')}
              </Typography>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
