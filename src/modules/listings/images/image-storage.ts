import type { PhotoSource } from './received-files';

/** Where listing images live: local disk by default, S3-compatible object storage when configured. */
export abstract class ImageStorage {
  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A file on this instance's disk stored under `key`, streamed rather than read into memory. */
  abstract putFile(key: string, path: string, contentType: string): Promise<void>;
  abstract read(key: string): Promise<Buffer>;
  /** Removing a missing key is not an error. */
  abstract delete(key: string): Promise<void>;
  /** A second copy of a stored file under another key, made where the files are. */
  abstract copy(from: string, to: string): Promise<void>;
  /** A photo as it came, from memory or from the file it was received into. */
  putPhoto(key: string, photo: PhotoSource, contentType: string): Promise<void> {
    return Buffer.isBuffer(photo)
      ? this.put(key, photo, contentType)
      : this.putFile(key, photo.path, contentType);
  }
  /** The URL a browser loads the image from. */
  abstract urlOf(key: string): string;
  /** Removes what writes cut short left behind; where a write is whole or nothing, nothing. */
  removeLeftovers(): Promise<void> {
    return Promise.resolve();
  }
}

/** Characters encodeURIComponent leaves alone, and '/': the keys the app makes use only these. */
const PLAIN_KEY = /^[A-Za-z0-9\-_.!~*'()/]*$/;

/** A storage key as a URL path: each segment percent-encoded (skipped when nothing needs it). */
export function keyPath(key: string): string {
  return PLAIN_KEY.test(key) ? key : key.split('/').map(encodeURIComponent).join('/');
}

/** A read or copy of a key that is not there, on disk or in the bucket. */
export function isMissingFile(error: unknown): boolean {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return code === 'ENOENT' || name === 'NoSuchKey' || name === 'NotFound';
}
