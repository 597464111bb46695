import { BadRequestException } from '@nestjs/common';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_SIZES_NICENESS, PhotoSizesProcess } from './photo-sizes-process';
import { HEAD_BYTES } from './received-files';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0a6' } })
    .jpeg()
    .toBuffer();

const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

/** Until the child process has gone (or a few seconds have passed). */
async function exited(pid: number): Promise<boolean> {
  for (let waited = 0; waited < 5_000; waited += 50) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('PhotoSizesProcess', () => {
  // The child runs from the TypeScript sources here, which takes a few seconds to start.
  jest.setTimeout(60_000);
  let sizes: PhotoSizesProcess;
  let dir: string;
  beforeEach(() => {
    sizes = new PhotoSizesProcess();
    dir = mkdtempSync(join(tmpdir(), 'photo-sizes-'));
  });
  afterEach(async () => {
    await sizes.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes the three WebP sizes in a child process of lower priority', async () => {
    const made = await sizes.derive(await photo(2400, 1800), 'frontImage');
    expect(Buffer.isBuffer(made.large)).toBe(true);
    expect(await sharp(made.large).metadata()).toMatchObject({ format: 'webp', width: 1600 });
    expect(await widthOf(made.medium)).toBe(800);
    expect(await widthOf(made.thumbnail)).toBe(400);
    expect(sizes.pid).toBeDefined();
    expect(sizes.pid).not.toBe(process.pid);
    if (process.platform === 'linux') {
      expect(getPriority(sizes.pid)).toBe(getPriority() + PHOTO_SIZES_NICENESS);
    }
  });

  it('reads a photo received into a file, and makes several in one child', async () => {
    const path = join(dir, 'upload');
    const bytes = await photo(1200, 900);
    writeFileSync(path, bytes);
    const fromFile = sizes.derive({ path, head: bytes.subarray(0, HEAD_BYTES) }, 'backImage');
    const inMemory = sizes.derive(await photo(900, 1200), 'leftImage');
    const pid = sizes.pid;
    expect(await widthOf((await fromFile).large)).toBe(1200);
    expect(await widthOf((await inMemory).thumbnail)).toBe(300);
    expect(sizes.pid).toBe(pid);
  });

  it('refuses a photo that cannot be read as the 400 the uploader would see', async () => {
    const refused = sizes.derive(Buffer.from('<svg/>'), 'rightImage');
    await expect(refused).rejects.toBeInstanceOf(BadRequestException);
    await expect(refused).rejects.toThrow('rightImage must be a JPEG, PNG or WebP image.');
    const truncated = (await photo(800, 600)).subarray(0, 400);
    await expect(sizes.derive(truncated, 'frontImage')).rejects.toBeInstanceOf(BadRequestException);
  });

  it('fails the photos a child held when it dies, and starts another for the next', async () => {
    const held = sizes.derive(await photo(4000, 3000), 'frontImage');
    const first = sizes.pid!;
    process.kill(first, 'SIGKILL');
    await expect(held).rejects.toThrow(/photo sizes process exited/);
    const made = await sizes.derive(await photo(640, 480), 'frontImage');
    expect(await widthOf(made.large)).toBe(640);
    expect(sizes.pid).not.toBe(first);
  });

  it('ends its child once it has been idle for a while', async () => {
    const brief = new PhotoSizesProcess(100);
    try {
      await brief.derive(await photo(320, 240), 'frontImage');
      const pid = brief.pid!;
      expect(await exited(pid)).toBe(true);
      expect(brief.pid).toBeUndefined();
    } finally {
      await brief.stop();
    }
  });
});
