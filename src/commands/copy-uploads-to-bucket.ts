import 'reflect-metadata';
import { extname } from 'node:path';
import { Logger } from '@nestjs/common';
import { appConfig, storageConfig } from '../config/configuration';
import { ConfigurationError } from '../config/validate-env';
import { LocalImageStorage } from '../modules/listings/images/local-image-storage';
import { S3ImageStorage } from '../modules/listings/images/s3-image-storage';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** Uploads at once: enough to keep a remote bucket busy, few enough for a small machine. */
const PARALLEL = 8;

/**
 * Copies the listing images of DATA_DIR/uploads into the bucket of S3_BUCKET under the same keys,
 * so a site that switches to S3 keeps every photo (`npm run copy-uploads-to-bucket`, or
 * `node dist/commands/copy-uploads-to-bucket.js` in the image). Listings store keys, not URLs: once
 * the copy is done, instances started with the S3 settings serve the photos from S3_PUBLIC_URL. A
 * key already in the bucket is skipped, so the copy may be run again (after an interruption, or
 * once more just before the switch for the last uploads).
 */
async function copyUploadsToBucket(): Promise<void> {
  const logger = new Logger('CopyUploads');
  const { s3 } = storageConfig();
  if (!s3) {
    throw new ConfigurationError([
      'S3_BUCKET: set it and S3_PUBLIC_URL (and S3_ENDPOINT and the keys, as the instances will have them) to copy the uploads into the bucket',
    ]);
  }
  const root = LocalImageStorage.rootIn(appConfig().dataDir);
  const local = new LocalImageStorage(root);
  const bucket = new S3ImageStorage(s3);
  const keys = await local.keys();
  logger.log(`${keys.length} file(s) in ${root}`);
  const present = new Set(await bucket.keys());
  const missing = keys.filter((key) => !present.has(key));
  let copied = 0;
  const copyOne = async (key: string) => {
    const type = CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
    await bucket.put(key, await local.read(key), type);
    if (++copied % 500 === 0) logger.log(`${copied} copied so far`);
  };
  for (let i = 0; i < missing.length; i += PARALLEL) {
    await Promise.all(missing.slice(i, i + PARALLEL).map(copyOne));
  }
  logger.log(
    `Copied ${copied} file(s) into the bucket; ${keys.length - missing.length} were already there`,
  );
}

copyUploadsToBucket().catch((error: unknown) => {
  if (error instanceof ConfigurationError) console.error(error.message);
  else console.error('The copy stopped:', error);
  process.exit(1);
});
