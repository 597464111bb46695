import { createServer, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BadRequestException } from '@nestjs/common';
import type { Request, Response } from 'express';
import sharp from 'sharp';
import * as processor from './image-processor';
import { readListingImages, UploadedImages } from './listing-images.interceptor';

const BOUNDARY = 'gebeya-test-boundary';
const part = (field: string, filename: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
const END = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface Read {
  files?: UploadedImages;
  error?: unknown;
}

/** A server that reads each request's images and hands over what it read, or its error. */
function imageServer() {
  const read: Array<Promise<Read>> = [];
  const server = createServer((req, res) => {
    read.push(
      new Promise((resolve) =>
        readListingImages(req as Request, res as Response, (error: unknown) => {
          res.end();
          resolve(error ? { error } : { files: ((req as Request).files ?? {}) as UploadedImages });
        }),
      ),
    );
  });
  return { server, read };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** A multipart request whose body is written by hand, piece by piece. */
function upload(port: number) {
  const req = request({
    port,
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  req.on('error', () => undefined);
  const answered = new Promise<void>((resolve) => req.on('response', () => resolve()));
  return { req, answered };
}

const eventually = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++) await new Promise((r) => setTimeout(r, 10));
};

describe('readListingImages', () => {
  let server: Server;
  let read: Array<Promise<Read>>;
  let port: number;
  let photo: Buffer;
  const previews = jest.spyOn(processor, 'previewImage');

  beforeAll(async () => {
    photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0a6' } })
      .jpeg()
      .toBuffer();
  });

  beforeEach(async () => {
    previews.mockClear();
    ({ server, read } = imageServer());
    port = await listen(server);
  });

  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('starts checking a photo as soon as it has arrived, while the next still uploads', async () => {
    const { req, answered } = upload(port);
    req.write(Buffer.concat([part('frontImage', 'front.jpg'), photo, Buffer.from('\r\n')]));
    // The next photo's part has begun: the first one is complete.
    req.write(Buffer.concat([part('backImage', 'back.jpg'), photo.subarray(0, 1000)]));
    await eventually(() => previews.mock.calls.length > 0);
    expect(previews.mock.calls.map(([, field]) => field)).toEqual(['frontImage']);

    req.end(Buffer.concat([photo.subarray(1000), END]));
    await answered;
    const { files } = await read[0];
    expect(previews.mock.calls.map(([, field]) => field)).toEqual(['frontImage', 'backImage']);
    const front = files!.frontImage![0];
    expect(front.buffer.equals(photo)).toBe(true);
    const { preview } = await front.previewed!;
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'jpeg', width: 800 });
    expect((await files!.backImage![0].previewed!).preview.length).toBeGreaterThan(0);
  });

  it("gives an unreadable photo's refusal to whoever reads its check", async () => {
    const { req, answered } = upload(port);
    req.end(Buffer.concat([part('frontImage', 'front.jpg'), Buffer.from('not a photo'), END]));
    await answered;
    const { files } = await read[0];
    await expect(files!.frontImage![0].previewed).rejects.toBeInstanceOf(BadRequestException);
  });

  it('never checks a photo cut off at the size limit', async () => {
    const { req, answered } = upload(port);
    const tooLarge = Buffer.concat([photo, Buffer.alloc(processor.MAX_IMAGE_BYTES)]);
    req.end(Buffer.concat([part('frontImage', 'front.jpg'), tooLarge, END]));
    await answered;
    expect((await read[0]).error).toMatchObject({ code: 'LIMIT_FILE_SIZE' });
    expect(previews).not.toHaveBeenCalled();
  });
});
