import * as fs from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createServer, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BadRequestException, ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { of } from 'rxjs';
import sharp from 'sharp';
import * as processor from './image-processor';
import {
  ListingImagesInterceptor,
  readListingImages,
  UploadedImages,
} from './listing-images.interceptor';
import * as received from './received-files';

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

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    // Nothing answers these requests the way the app does (readWith): their files go here.
    for (const { files } of await Promise.all(read)) {
      for (const photo of Object.values(files ?? {}).flat()) await rm(photo.path, { force: true });
    }
  });

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
    // Received into a file, with only its first bytes kept in memory.
    expect(front.buffer).toBeUndefined();
    expect((await readFile(front.received.path)).equals(photo)).toBe(true);
    expect(front.received.head.equals(photo.subarray(0, received.HEAD_BYTES))).toBe(true);
    expect(front.size).toBe(photo.length);
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

  it('never checks a photo cut off at the size limit, and leaves no file of it', async () => {
    const newFiles = jest.spyOn(received, 'newReceivedPath');
    try {
      const { req, answered } = upload(port);
      const tooLarge = Buffer.concat([photo, Buffer.alloc(processor.MAX_IMAGE_BYTES)]);
      req.end(Buffer.concat([part('frontImage', 'front.jpg'), tooLarge, END]));
      await answered;
      expect((await read[0]).error).toMatchObject({ code: 'LIMIT_FILE_SIZE' });
      expect(previews).not.toHaveBeenCalled();
      const path = await (newFiles.mock.results[0].value as Promise<string>);
      expect(path.startsWith(received.RECEIVING_DIR)).toBe(true);
      await eventually(() => !fs.existsSync(path));
      expect(fs.existsSync(path)).toBe(false);
    } finally {
      newFiles.mockRestore();
    }
  });

  it("refuses a form as the server's fault, not the uploader's, when its disk fails", async () => {
    const full = Object.assign(new Error('no space left on device'), {
      code: 'ENOSPC',
      syscall: 'write',
    });
    const newFiles = jest.spyOn(received, 'newReceivedPath').mockRejectedValue(full);
    const refused = new Promise<unknown>((resolve) => {
      const server = createServer((req, res) => {
        const context = {
          switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
        } as unknown as ExecutionContext;
        new ListingImagesInterceptor()
          .intercept(context, { handle: () => of(undefined) })
          .then(
            () => resolve(undefined),
            (error: unknown) => resolve(error),
          )
          .finally(() => {
            res.end();
            server.close();
          });
      });
      void listen(server).then((ownPort) =>
        upload(ownPort).req.end(Buffer.concat([part('frontImage', 'front.jpg'), photo, END])),
      );
    });
    try {
      expect(await refused).toBe(full);
    } finally {
      newFiles.mockRestore();
    }
  });

  it('removes the files a request received once it is answered', async () => {
    const interceptor = new ListingImagesInterceptor();
    const receivedPaths: string[] = [];
    const server = createServer((req, res) => {
      const context = {
        switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
      } as unknown as ExecutionContext;
      void interceptor.intercept(context, {
        handle: () => {
          const photos = (req as Request).formPhotos!;
          for (const photo of Object.values(photos)) {
            if ('file' in photo) receivedPaths.push(photo.file.received.path);
          }
          // Still there while the request is handled.
          res.statusCode = receivedPaths.every((path) => fs.existsSync(path)) ? 201 : 500;
          res.end();
          return of(undefined);
        },
      });
    });
    const ownPort = await listen(server);
    try {
      const { req } = upload(ownPort);
      const status = new Promise<number>((resolve) =>
        req.on('response', (res) => resolve(res.statusCode ?? 0)),
      );
      req.end(
        Buffer.concat([
          part('frontImage', 'front.jpg'),
          photo,
          Buffer.from('\r\n'),
          part('backImage', 'back.jpg'),
          photo,
          END,
        ]),
      );
      expect(await status).toBe(201);
      expect(receivedPaths).toHaveLength(2);
      await eventually(() => receivedPaths.every((path) => !fs.existsSync(path)));
      expect(receivedPaths.filter((path) => fs.existsSync(path))).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
