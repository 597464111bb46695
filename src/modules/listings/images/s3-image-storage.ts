import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { ImageStorage, keyPath } from './image-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Spaces); absent for AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers load objects from, e.g. a CDN in front of the bucket. */
  publicUrl: string;
}

/** Where in the bucket a storage keeps its objects, and how caches may keep them. */
export interface S3Area {
  /** Prepended to every key, e.g. `private/pending-photos/`. */
  keyPrefix: string;
  cacheControl: string;
}

/** Listing images: public, and cached for good since every upload has a key of its own. */
const PUBLIC_IMAGES: S3Area = {
  keyPrefix: '',
  cacheControl: 'public, max-age=31536000, immutable',
};

/** Objects in an S3-compatible bucket; keys are unique per upload, so they are cached for good. */
export class S3ImageStorage extends ImageStorage {
  private readonly client: S3Client;
  private readonly baseUrl: string;

  constructor(
    private readonly options: S3StorageOptions,
    private readonly area: S3Area = PUBLIC_IMAGES,
  ) {
    super();
    this.baseUrl = options.publicUrl.replace(/\/+$/, '');
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: Boolean(options.endpoint),
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    return this.putBody(key, bytes, bytes.length, contentType);
  }

  /** Streamed from the disk: the file is never in the process's memory whole. */
  async putFile(key: string, path: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    await this.putBody(key, createReadStream(path), size, contentType);
  }

  private async putBody(
    key: string,
    body: Buffer | Readable,
    length: number,
    contentType: string,
  ): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.area.keyPrefix + key,
        Body: body,
        // A stream's length is not known to the client otherwise, and S3 needs it.
        ContentLength: length,
        ContentType: contentType,
        CacheControl: this.area.cacheControl,
      }),
    );
  }

  /** Copied by the bucket itself, with its type and caching: the bytes never pass through the app. */
  async copy(from: string, to: string): Promise<void> {
    const source = `${this.options.bucket}/${this.area.keyPrefix}${from}`;
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.options.bucket,
        Key: this.area.keyPrefix + to,
        CopySource: source.split('/').map(encodeURIComponent).join('/'),
      }),
    );
  }

  async read(key: string): Promise<Buffer> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.options.bucket, Key: this.area.keyPrefix + key }),
    );
    if (!object.Body) throw new Error(`Empty object ${key}`);
    return Buffer.from(await object.Body.transformToByteArray());
  }

  /** Every key stored in this area, in no particular order (the bucket answers a thousand a page). */
  async keys(): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: this.area.keyPrefix || undefined,
          ContinuationToken,
        }),
      );
      for (const { Key } of page.Contents ?? []) {
        if (Key) keys.push(Key.slice(this.area.keyPrefix.length));
      }
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
    return keys;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.area.keyPrefix + key }),
    );
  }

  urlOf(key: string): string {
    return `${this.baseUrl}/${keyPath(this.area.keyPrefix + key)}`;
  }
}
