import { existsSync } from 'node:fs';
import {
  chmod,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  keptBeyondRequest,
  LEFTOVER_RECEIVED_AGE_MS,
  newReceivedPath,
  preparedReceivingDir,
  RECEIVING_DIR,
  removeLeftoverReceived,
  removeReceived,
  UnsafeReceivingDir,
} from './received-files';

describe('received files', () => {
  it('each get a new name in the receiving directory, which is there', async () => {
    const [first, second] = await Promise.all([newReceivedPath(), newReceivedPath()]);
    expect(dirname(first)).toBe(RECEIVING_DIR);
    expect(first).not.toBe(second);
    expect(existsSync(RECEIVING_DIR)).toBe(true);
  });

  it('are kept beyond their request under another name, and removed when done', async () => {
    const path = await newReceivedPath();
    await writeFile(path, 'a photo');
    const kept = await keptBeyondRequest({ path, head: Buffer.from('a ph') });
    // What the request removes once answered is no longer there to remove.
    await removeReceived(path);
    expect(kept.path).not.toBe(path);
    expect(await readFile(kept.path, 'utf8')).toBe('a photo');
    expect(kept.head.toString()).toBe('a ph');
    await removeReceived(kept.path);
    expect(existsSync(kept.path)).toBe(false);
  });

  it('are refused a directory others may open, or a link to one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gebeya-received-'));
    try {
      await mkdir(join(dir, 'open'), { mode: 0o755 });
      await chmod(join(dir, 'open'), 0o755);
      await symlink(join(dir, 'open'), join(dir, 'link'));
      await expect(preparedReceivingDir(join(dir, 'open'))).rejects.toBeInstanceOf(
        UnsafeReceivingDir,
      );
      await expect(preparedReceivingDir(join(dir, 'link'))).rejects.toBeInstanceOf(
        UnsafeReceivingDir,
      );
      await expect(preparedReceivingDir(join(dir, 'own'))).resolves.toBeUndefined();
      expect((await stat(join(dir, 'own'))).mode & 0o777).toBe(0o700);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('left by a process that died are removed; those of uploads under way stay', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gebeya-received-'));
    try {
      await writeFile(join(dir, 'left-by-a-crash'), 'half a pho');
      const old = new Date(Date.now() - LEFTOVER_RECEIVED_AGE_MS - 60_000);
      await utimes(join(dir, 'left-by-a-crash'), old, old);
      await writeFile(join(dir, 'being-received'), 'half a pho');

      await removeLeftoverReceived(LEFTOVER_RECEIVED_AGE_MS, dir);

      expect(await readdir(dir)).toEqual(['being-received']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
