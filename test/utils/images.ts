import sharp from 'sharp';

/** Where a photo was taken, as a phone's camera writes it into the EXIF (Addis Ababa). */
const GPS_EXIF = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '9/1 1/1 48/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '38/1 44/1 0/1',
};

/** Photo-like pixels (noise, so they compress like a photo) as a JPEG at quality 85. */
function noiseJpeg(width: number, height: number): sharp.Sharp {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
}

/** A real photo-like JPEG, optionally with GPS in its EXIF. */
export async function jpegPhoto(width = 1200, height = 900, withGps = false): Promise<Buffer> {
  let image = noiseJpeg(width, height);
  if (withGps)
    image = image.withExif({ IFD0: { Make: 'TestCam', Model: 'GPS-1' }, IFD3: GPS_EXIF });
  return image.toBuffer();
}

/**
 * A phone camera's photo as the browser picks it: 8 MP, stored sideways with EXIF orientation 6
 * (turn 90° clockwise to view), and the GPS position of where it was taken.
 */
export function phoneCameraPhoto(): Promise<Buffer> {
  return noiseJpeg(3264, 2448)
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'TestCam', Model: 'Phone-1' }, IFD3: GPS_EXIF })
    .toBuffer();
}

export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#078930' } })
    .png()
    .toBuffer();
}

/** Four photos for a listing's slots, landscape and portrait mixed as phones take them. */
export function listingPhotos(): Promise<Buffer[]> {
  return Promise.all([
    jpegPhoto(1200, 900),
    jpegPhoto(900, 1200),
    jpegPhoto(1000, 700),
    jpegPhoto(700, 1000),
  ]);
}
