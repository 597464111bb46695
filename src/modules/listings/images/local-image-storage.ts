import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { ImageStorage, keyPath } from './image-storage';

export const UPLOADS_URL_PATH = '/uploads';
/** Names a file being written; no key starts with it. */
const PART_PREFIX = '.part-';

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
    await this.writeWhole(this.pathOf(key), (part) => writeFile(part, bytes));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Shares the file's blocks where the file system can (a reflink), else copies them. */
  async copy(from: string, to: string): Promise<void> {
    const source = this.pathOf(from);
    await this.writeWhole(this.pathOf(to), (part) =>
      copyFile(source, part, constants.COPYFILE_FICLONE),
    );
  }

  /**
   * Writes a file under a hidden name beside it, then renames it into place: a page, or
   * copy-uploads-to-bucket run beside live instances, sees the whole file or none of it.
   */
  private async writeWhole(path: string, write: (part: string) => Promise<void>): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    const part = join(
      dirname(path),
      `${PART_PREFIX}${basename(path)}.${randomBytes(4).toString('hex')}`,
    );
    try {
      await write(part);
      await rename(part, path);
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
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
      .filter((entry) => entry.isFile() && !entry.name.startsWith(PART_PREFIX))
      .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }

  urlOf(key: string): string {
    return `${UPLOADS_URL_PATH}/${keyPath(key)}`;
  }

  static rootIn(dataDir: string): string {
    return join(dataDir, 'uploads');
  }
}
