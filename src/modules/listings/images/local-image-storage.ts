import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { ImageStorage, keyPath } from './image-storage';

export const UPLOADS_URL_PATH = '/uploads';

/** Files under DATA_DIR/uploads, served by the app at /uploads with long cache headers. */
export class LocalImageStorage extends ImageStorage {
  constructor(private readonly root: string) {
    super();
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`Bad storage key: ${key}`);
    return path;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  urlOf(key: string): string {
    return `${UPLOADS_URL_PATH}/${keyPath(key)}`;
  }

  static rootIn(dataDir: string): string {
    return join(dataDir, 'uploads');
  }
}
