import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
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

  /** Shares the file's blocks where the file system can (a reflink), else copies them. */
  async copy(from: string, to: string): Promise<void> {
    const path = this.pathOf(to);
    await mkdir(dirname(path), { recursive: true });
    await copyFile(this.pathOf(from), path, constants.COPYFILE_FICLONE);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async storedAt(key: string): Promise<Date> {
    return (await stat(this.pathOf(key))).mtime;
  }

  /** Every stored key, in no particular order. */
  async keys(): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }

  urlOf(key: string): string {
    return `${UPLOADS_URL_PATH}/${keyPath(key)}`;
  }

  static rootIn(dataDir: string): string {
    return join(dataDir, 'uploads');
  }
}
