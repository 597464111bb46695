import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ImageStorage, keyPath } from './image-storage';
import { removeFilesOlderThan } from './stale-files';

export const UPLOADS_URL_PATH = '/uploads';
/**
 * Where files are written before they are renamed into place: one directory under the root, on
 * the same file system, hidden from the static file server (a dot-name) and from keys().
 */
const PARTS_DIR = '.parts';
/** No write takes this long: a part file older than this was left by a process that died. */
export const LEFTOVER_PART_AGE_MS = 60 * 60 * 1000;

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

  /**
   * Copied by the kernel, never through the process's memory: sharing the file's blocks where
   * the file system can (a reflink).
   */
  async putFile(key: string, path: string): Promise<void> {
    await this.writeWhole(this.pathOf(key), (part) =>
      copyFile(path, part, constants.COPYFILE_FICLONE),
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  copy(from: string, to: string): Promise<void> {
    return this.putFile(to, this.pathOf(from));
  }

  /**
   * Writes a file in the parts directory, then renames it into place: a page, or
   * copy-uploads-to-bucket run beside live instances, sees the whole file or none of it.
   */
  private async writeWhole(path: string, write: (part: string) => Promise<void>): Promise<void> {
    const parts = join(this.root, PARTS_DIR);
    await Promise.all([
      mkdir(dirname(path), { recursive: true }),
      mkdir(parts, { recursive: true }),
    ]);
    const part = join(parts, randomBytes(8).toString('hex'));
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
      .filter((entry) => entry.isFile())
      .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((key) => !key.startsWith(`${PARTS_DIR}/`));
  }

  /** Part files whose process died mid-write; those of writes under way stay. */
  removeLeftovers(olderThanMs = LEFTOVER_PART_AGE_MS): Promise<void> {
    return removeFilesOlderThan(join(this.root, PARTS_DIR), olderThanMs);
  }

  urlOf(key: string): string {
    return `${UPLOADS_URL_PATH}/${keyPath(key)}`;
  }

  static rootIn(dataDir: string): string {
    return join(dataDir, 'uploads');
  }
}
