import sharp from 'sharp';
import { processImage, sniffImageFormat } from './image-processor';

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

describe('processImage', () => {
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
    const { large, thumbnail } = await processImage(small, 'backImage');
    expect((await sharp(large).metadata()).width).toBe(120);
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
