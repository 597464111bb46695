import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoForUpload, uploadSize } from './photo-upload';

describe('uploadSize', () => {
  it("brings a phone camera's photo to 1600 px on its long side, keeping its shape", () => {
    expect(uploadSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(uploadSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small photo', () => {
    expect(uploadSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(uploadSize(1600, 40)).toEqual({ width: 1600, height: 40 });
  });

  it('keeps at least one pixel of a very thin photo', () => {
    expect(uploadSize(16_000, 3)).toEqual({ width: 1600, height: 1 });
  });
});

/** A picked file of `bytes` bytes; its content does not matter to the stubbed decoder. */
function picked(bytes: number, name = 'front.JPG', type = 'image/jpeg') {
  return new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });
}

describe('photoForUpload', () => {
  let drawn: { width: number; height: number } | undefined;
  let encoded: { type?: string; quality?: unknown } | undefined;
  let encodedBytes = 300_000;
  const close = vi.fn();

  beforeEach(() => {
    drawn = undefined;
    encoded = undefined;
    encodedBytes = 300_000;
    close.mockClear();
    const context = {
      fillStyle: '',
      imageSmoothingQuality: 'low',
      fillRect: vi.fn(),
      drawImage: vi.fn(
        (_bitmap: unknown, _x: number, _y: number, width: number, height: number) => {
          drawn = { width, height };
        },
      ),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(
      (callback: BlobCallback, type?: string, quality?: unknown) => {
        encoded = { type, quality };
        callback(new Blob([new Uint8Array(encodedBytes)], { type }));
      },
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const decodesAs = (width: number, height: number) =>
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width, height, close })),
    );

  it('sends a 12 MP photo as a 1600 px JPEG, upright, under the same name', async () => {
    decodesAs(4032, 3024);
    const photo = picked(3_500_000);
    const sent = await photoForUpload(photo);

    expect(createImageBitmap).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect(drawn).toEqual({ width: 1600, height: 1200 });
    expect(encoded).toEqual({ type: 'image/jpeg', quality: 0.85 });
    expect(sent).not.toBe(photo);
    expect(sent.name).toBe('front.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBe(300_000);
    expect(sent.lastModified).toBe(photo.lastModified);
    expect(close).toHaveBeenCalled();
  });

  it('sends a small photo as it was picked', async () => {
    decodesAs(1200, 900);
    const photo = picked(400_000);
    expect(await photoForUpload(photo)).toBe(photo);
    expect(drawn).toBeUndefined();
    expect(close).toHaveBeenCalled();
  });

  it('shrinks a heavy file of few pixels (a PNG screenshot) to a JPEG', async () => {
    decodesAs(1080, 1500);
    const sent = await photoForUpload(picked(2_500_000, 'screen.png', 'image/png'));
    expect(drawn).toEqual({ width: 1080, height: 1500 });
    expect(sent.name).toBe('screen.jpg');
    expect(sent.type).toBe('image/jpeg');
  });

  it('sends the photo as picked when the copy would not be smaller', async () => {
    decodesAs(4000, 3000);
    encodedBytes = 2_000_000;
    const photo = picked(1_500_000);
    expect(await photoForUpload(photo)).toBe(photo);
  });

  it('leaves to the server what the browser cannot decode', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('The source image could not be decoded.'))),
    );
    const document = picked(2_000_000, 'contract.pdf', 'application/pdf');
    expect(await photoForUpload(document)).toBe(document);
  });

  it('sends the photo as picked from a browser without createImageBitmap', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const photo = picked(3_500_000);
    expect(await photoForUpload(photo)).toBe(photo);
  });

  it('sends the photo as picked when the canvas cannot encode it', async () => {
    decodesAs(4032, 3024);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback(null),
    );
    const photo = picked(3_500_000);
    expect(await photoForUpload(photo)).toBe(photo);
    expect(close).toHaveBeenCalled();
  });
});
