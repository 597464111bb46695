import { useState, type ImgHTMLAttributes } from 'react';

/**
 * Screens wider than a phone (MUI's `sm` breakpoint). A phone gets a photo's small size whatever
 * its pixel density; the server preloads a listing's first photo by the same rule
 * (src/common/http/client-page.ts WIDER_SCREEN).
 */
export const WIDER_SCREEN = '(min-width: 600px)';

interface ListingPhotoProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** What a phone loads. */
  src: string;
  /** What wider screens choose from (`srcSet`, with `sizes` when it lists widths). */
  wider?: { srcSet: string; sizes?: string };
  /** Shown instead when `src` or a wider size cannot be loaded (a size not made yet). */
  fallbackSrc?: string;
  'data-testid'?: string;
}

/**
 * A listing photo at the size the screen needs: a phone never downloads a desktop's photo. A
 * size that fails to load gives way to the fallback (or `src`) on every screen, so a photo from
 * before a size existed still shows.
 */
export function ListingPhoto({ src, wider, fallbackSrc, onError, ...img }: ListingPhotoProps) {
  // Which photo failed, so moving on to another photo starts afresh.
  const [failed, setFailed] = useState<string>();
  const failing = failed === src;
  return (
    <picture>
      {wider && !failing && (
        <source media={WIDER_SCREEN} srcSet={wider.srcSet} sizes={wider.sizes} />
      )}
      <img
        {...img}
        src={failing ? (fallbackSrc ?? src) : src}
        onError={(event) => {
          if (!failing) setFailed(src);
          onError?.(event);
        }}
      />
    </picture>
  );
}
