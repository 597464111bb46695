import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEFTOVER_PART_AGE_MS, LocalImageStorage } from './local-image-storage';

describe('LocalImageStorage', () => {
  let root: string;
  let storage: LocalImageStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'gebeya-storage-'));
    storage = new LocalImageStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores a file whole under its key, leaving nothing else beside it', async () => {
    await storage.put('listings/abc/front.webp', Buffer.from('first'));
    await storage.put('listings/abc/front.webp', Buffer.from('second, longer'));
    await storage.copy('listings/abc/front.webp', 'listings/abc/back.webp');

    expect((await storage.read('listings/abc/back.webp')).toString()).toBe('second, longer');
    expect((await readdir(join(root, 'listings/abc'))).sort()).toEqual(['back.webp', 'front.webp']);
    expect(await readdir(join(root, '.parts'))).toEqual([]);
  });

  it('lists the stored keys, not files still being written', async () => {
    await storage.put('listings/abc/front.webp', Buffer.from('photo'));
    // What a write under way looks like to another process reading the directory.
    await writeFile(join(root, '.parts/0a1b2c3d4e5f6a7b'), 'half a pho');

    expect(await storage.keys()).toEqual(['listings/abc/front.webp']);
  });

  it('removes the part files of writes a dead process left, not those under way', async () => {
    await mkdir(join(root, '.parts'));
    const left = join(root, '.parts/left-by-a-crash');
    await writeFile(left, 'half a pho');
    const old = new Date(Date.now() - LEFTOVER_PART_AGE_MS - 60_000);
    await utimes(left, old, old);
    await writeFile(join(root, '.parts/being-written'), 'half a pho');
    await storage.put('listings/abc/front.webp', Buffer.from('photo'));

    await storage.removeLeftovers();

    expect(await readdir(join(root, '.parts'))).toEqual(['being-written']);
    expect((await storage.read('listings/abc/front.webp')).toString()).toBe('photo');
  });

  it('has nothing to remove before its first write', async () => {
    await expect(storage.removeLeftovers()).resolves.toBeUndefined();
  });

  it('leaves the stored file as it was when a replacement cannot be written', async () => {
    await storage.put('listings/abc/front.webp', Buffer.from('photo'));

    await expect(
      storage.copy('listings/abc/missing.webp', 'listings/abc/front.webp'),
    ).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readFile(join(root, 'listings/abc/front.webp'), 'utf8')).toBe('photo');
    expect(await readdir(join(root, 'listings/abc'))).toEqual(['front.webp']);
    expect(await readdir(join(root, '.parts'))).toEqual([]);
  });

  it('stores a file from the disk whole, the file itself left as it was', async () => {
    const received = join(root, '..', `${root.split('/').pop()}-received`);
    await writeFile(received, 'as sent');
    try {
      await storage.putPhoto('staged/abc', { path: received, head: Buffer.from('as') }, 'x');
      expect((await storage.read('staged/abc')).toString()).toBe('as sent');
      expect(await readFile(received, 'utf8')).toBe('as sent');
      expect(await readdir(join(root, '.parts'))).toEqual([]);
    } finally {
      await rm(received, { force: true });
    }
  });

  it('refuses a key that would leave its directory', async () => {
    await expect(storage.put('../outside.webp', Buffer.from('x'))).rejects.toThrow(
      'Bad storage key',
    );
  });
});
