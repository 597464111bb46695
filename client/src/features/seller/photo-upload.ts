/**
 * The largest photo a listing shows is 1600 px on its long side: the server keeps no more. A
 * phone's 12 MP photo (3–5 MB) shrunk to that in the browser is a tenth of the bytes to send over
 * a slow connection, and the server has that much less to decode.
 */
export const UPLOAD_MAX_PX = 1600;
/** JPEG quality of a shrunk photo: the server encodes its own sizes from it at 80. */
const UPLOAD_QUALITY = 0.85;
/** A photo within UPLOAD_MAX_PX and this small is sent as it is: shrinking would gain little. */
const SMALL_ENOUGH_BYTES = 1024 * 1024;

/** Width and height within UPLOAD_MAX_PX on the long side, never enlarged. */
export function uploadSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, UPLOAD_MAX_PX / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The photo as it is sent: upright (the camera's orientation applied), at most UPLOAD_MAX_PX, as
 * JPEG without metadata (so no GPS position leaves the phone). Whatever the browser cannot decode
 * or shrink, or a copy that would come out larger, goes as picked, for the server to judge.
 */
export async function photoForUpload(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      const size = uploadSize(bitmap.width, bitmap.height);
      if (size.width === bitmap.width && file.size <= SMALL_ENOUGH_BYTES) return file;
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) return file;
      // JPEG has no transparency: white behind a PNG's, as the server would flatten it.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', UPLOAD_QUALITY),
      );
      if (!blob || blob.size >= file.size) return file;
      return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, {
        type: 'image/jpeg',
        lastModified: file.lastModified,
      });
    } finally {
      bitmap.close();
    }
  } catch {
    return file;
  }
}
