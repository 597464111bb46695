import { opendir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Removes the entries of a directory last written over `olderThanMs` ago; none when it is not there. */
export async function removeFilesOlderThan(dir: string, olderThanMs: number): Promise<void> {
  const before = Date.now() - olderThanMs;
  let directory;
  try {
    directory = await opendir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of directory) {
    const path = join(dir, entry.name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Infinity }));
    if (mtimeMs < before) await rm(path, { force: true, recursive: true });
  }
}
