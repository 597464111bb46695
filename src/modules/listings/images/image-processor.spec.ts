import sharp from 'sharp';
import { mediumImageOf, previewImage, processImage, sniffImageFormat } from './image-processor';

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } });
    expect(sniffImageFormat(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await base.clone().webp().toBuffer())).toBe('webp');
  });

  it('refuses anything else, such as GIF, SVG or a script', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(sniffImageFormat(gif)).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('#!/bin/sh'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c00' } }).jpeg();

describe('previewImage', () => {
  it('makes an upright JPEG of at most 800 px without EXIF or GPS', async () => {
    const upload = await photo(2400, 1800)
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect(await sharp(upload).metadata()).toMatchObject({ orientation: 6, width: 2400 });
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const { preview } = await previewImage(upload, 'frontImage');
    const meta = await sharp(preview).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(preview.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('does not enlarge small images', async () => {
    const { preview } = await previewImage(await photo(300, 200).toBuffer(), 'frontImage');
    expect((await sharp(preview).metadata()).width).toBe(300);
  });

  it('puts a transparent PNG on white', async () => {
    const clear = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { channels } = await sharp((await previewImage(clear, 'frontImage')).preview).stats();
    expect(channels.map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
  });

  it('refuses what is not a JPEG, PNG or WebP image', async () => {
    await expect(previewImage(Buffer.from('<?php echo 1; ?>'), 'backImage')).rejects.toThrow(
      'backImage must be a JPEG, PNG or WebP image.',
    );
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    await expect(previewImage(bomb, 'rightImage')).rejects.toMatchObject({
      status: 400,
      message: 'rightImage is too large: at most 40 megapixels.',
    });
  });

  it('refuses a truncated JPEG with a clear message', async () => {
    const upload = await photo(400, 400).toBuffer();
    await expect(previewImage(upload.subarray(0, 200), 'leftImage')).rejects.toThrow(
      'leftImage could not be read as an image.',
    );
  });
});

describe('processImage', () => {
  it('makes WebPs of at most 1600 px and 800 px, and a 400 px thumbnail', async () => {
    const { large, medium, thumbnail } = await processImage(
      await photo(2400, 1800).toBuffer(),
      'frontImage',
    );
    expect(await sharp(large).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 1200,
    });
    expect(await sharp(medium).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 600,
    });
    expect(await sharp(thumbnail).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
    });
    expect(medium.length).toBeLessThan(large.length / 2);
  });

  it('turns a sideways phone photo upright using its EXIF orientation', async () => {
    const portrait = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#f00' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { large } = await processImage(portrait, 'frontImage');
    const meta = await sharp(large).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.format).toBe('webp');
  });

  it('does not enlarge small images', async () => {
    const small = await sharp({
      create: { width: 120, height: 90, channels: 3, background: '#0f0' },
    })
      .png()
      .toBuffer();
    const { large, medium, thumbnail } = await processImage(small, 'backImage');
    expect((await sharp(large).metadata()).width).toBe(120);
    expect((await sharp(medium).metadata()).width).toBe(120);
    expect((await sharp(thumbnail).metadata()).width).toBe(120);
  });

  it('refuses a truncated JPEG with a clear message', async () => {
    const photo = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#00f' },
    })
      .jpeg()
      .toBuffer();
    await expect(processImage(photo.subarray(0, 200), 'leftImage')).rejects.toThrow(
      'leftImage could not be read as an image.',
    );
  });
});

describe('mediumImageOf', () => {
  it("makes a stored photo's 800 px WebP from its large WebP, upright as it was", async () => {
    const { large } = await processImage(await photo(1800, 2400).toBuffer(), 'frontImage');
    expect(await sharp(await mediumImageOf(large)).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 800,
    });
  });
});
