/** Where listing images live: local disk by default, S3-compatible object storage when configured. */
export abstract class ImageStorage {
  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removing a missing key is not an error. */
  abstract delete(key: string): Promise<void>;
  /** The URL a browser loads the image from. */
  abstract urlOf(key: string): string;
}
