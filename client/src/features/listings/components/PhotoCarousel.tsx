import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { ListingPhoto } from './ListingPhoto';

export interface Photo {
  /** The photo at its largest (at most 1600 px), for wider screens. */
  src: string;
  /** The same photo at 800 px, what a phone shows; the large one stands in. */
  medium?: string;
  /** The same photo at 400 px, for the strip under the large one; the large one stands in. */
  thumbnail?: string;
  label: string;
}

/** Up to four photos: previous/next wrap around, and three thumbnails show the others. */
export function PhotoCarousel({ photos, alt }: { photos: Photo[]; alt: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  // The thumbnails load once the photo shown has: on a slow connection they would take their
  // share of its bandwidth while it is the one the visitor waits for.
  const [shownLoaded, setShownLoaded] = useState(false);
  const step = (delta: number) => setIndex((i) => (i + delta + photos.length) % photos.length);
  const others = photos
    .map((photo, i) => ({ photo, i }))
    .filter(({ i }) => i !== index)
    .slice(0, 3);
  const current = photos[index];
  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          bgcolor: 'grey.200',
          borderRadius: 2,
          overflow: 'hidden',
          '& img': { display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' },
        }}
      >
        <ListingPhoto
          src={current.medium ?? current.src}
          wider={current.medium ? { srcSet: current.src } : undefined}
          fallbackSrc={current.src}
          alt={`${alt} — ${current.label}`}
          data-testid="carousel-image"
          onLoad={() => setShownLoaded(true)}
          onError={() => setShownLoaded(true)}
        />
        {photos.length > 1 && (
          <>
            <IconButton
              aria-label={t('listings.previousPhoto')}
              onClick={() => step(-1)}
              sx={{
                position: 'absolute',
                left: 8,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'rgba(255,255,255,0.85)',
                '&:hover': { bgcolor: '#fff' },
              }}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              aria-label={t('listings.nextPhoto')}
              onClick={() => step(1)}
              sx={{
                position: 'absolute',
                right: 8,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'rgba(255,255,255,0.85)',
                '&:hover': { bgcolor: '#fff' },
              }}
            >
              <ChevronRight />
            </IconButton>
            <Box
              aria-live="polite"
              sx={{
                position: 'absolute',
                bottom: 8,
                right: 8,
                px: 1,
                borderRadius: 1,
                bgcolor: 'rgba(0,0,0,0.6)',
                color: '#fff',
                fontSize: 13,
              }}
            >
              {index + 1} / {photos.length} · {current.label}
            </Box>
          </>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {others.map(({ photo, i }) => (
          <ButtonBase
            key={photo.src}
            onClick={() => setIndex(i)}
            aria-label={t('listings.showPhoto', { n: i + 1 })}
            sx={{ flex: 1, borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="img"
              src={shownLoaded ? (photo.thumbnail ?? photo.src) : undefined}
              alt=""
              loading="lazy"
              sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
            />
          </ButtonBase>
        ))}
      </Stack>
    </Box>
  );
}
