import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalImageStorage } from './local-image-storage';

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
  });

  it('lists the stored keys, not files still being written', async () => {
    await storage.put('listings/abc/front.webp', Buffer.from('photo'));
    // What a write under way looks like to another process reading the directory.
    await writeFile(join(root, 'listings/abc/.part-back.webp.0a1b2c3d'), 'half a pho');

    expect(await storage.keys()).toEqual(['listings/abc/front.webp']);
  });

  it('leaves the stored file as it was when a replacement cannot be written', async () => {
    await storage.put('listings/abc/front.webp', Buffer.from('photo'));

    await expect(
      storage.copy('listings/abc/missing.webp', 'listings/abc/front.webp'),
    ).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readFile(join(root, 'listings/abc/front.webp'), 'utf8')).toBe('photo');
    expect(await readdir(join(root, 'listings/abc'))).toEqual(['front.webp']);
  });

  it('refuses a key that would leave its directory', async () => {
    await expect(storage.put('../outside.webp', Buffer.from('x'))).rejects.toThrow(
      'Bad storage key',
    );
  });
});
