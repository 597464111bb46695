import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Area, S3ImageStorage } from './s3-image-storage';

/**
 * A body as sent: a streamed one comes in aws-chunked encoding, each chunk's length in hex before
 * it, the checksum in a trailer after the last.
 */
function decoded(body: Buffer, headers: IncomingMessage['headers']): Buffer {
  if (!String(headers['content-encoding'] ?? '').includes('aws-chunked')) return body;
  const chunks: Buffer[] = [];
  for (let at = 0; ;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0], 16);
    if (!size) return Buffer.concat(chunks);
    chunks.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** A minimal S3-compatible endpoint: remembers PUT objects, serves them, forgets DELETEd ones. */
function fakeS3(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, { body: Buffer; headers: IncomingMessage['headers'] }>;
}> {
  const objects = new Map<string, { body: Buffer; headers: IncomingMessage['headers'] }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (req.method === 'PUT')
        objects.set(path, {
          body: decoded(Buffer.concat(chunks), req.headers),
          headers: req.headers,
        });
      if (req.method === 'DELETE') objects.delete(path);
      res.statusCode = req.method === 'DELETE' ? 204 : 200;
      res.setHeader('ETag', '"etag"');
      if (req.method === 'GET') {
        const object = objects.get(path);
        res.statusCode = object ? 200 : 404;
        return res.end(object?.body);
      }
      res.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        objects,
      }),
    ),
  );
}

/** The storage of bucket `gebeya` at the fake endpoint. */
function storageOn(endpoint: string, publicUrl: string, area?: S3Area): S3ImageStorage {
  return new S3ImageStorage(
    {
      bucket: 'gebeya',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      publicUrl,
    },
    area,
  );
}

describe('S3ImageStorage', () => {
  it('puts objects with their type and a long cache, deletes them, and builds public URLs', async () => {
    const s3 = await fakeS3();
    try {
      const sut = storageOn(s3.url, 'https://cdn.gebeya.et/');
      await sut.put('listings/abc/front image.webp', Buffer.from('webp-bytes'), 'image/webp');
      const stored = s3.objects.get('/gebeya/listings/abc/front image.webp');
      expect(stored?.body.toString()).toBe('webp-bytes');
      expect(stored?.headers['content-type']).toBe('image/webp');
      expect(stored?.headers['cache-control']).toContain('immutable');
      expect(sut.urlOf('listings/abc/front image.webp')).toBe(
        'https://cdn.gebeya.et/listings/abc/front%20image.webp',
      );
      await sut.delete('listings/abc/front image.webp');
      expect(s3.objects.size).toBe(0);
    } finally {
      s3.server.close();
    }
  });

  it('keeps pending uploads under a private prefix, out of long caches, and reads them back', async () => {
    const s3 = await fakeS3();
    try {
      const originals = storageOn(s3.url, 'https://cdn.gebeya.et', {
        keyPrefix: 'private/pending-photos/',
        cacheControl: 'private, no-store',
      });
      const name = encodeURIComponent('listings/abc/frontImage-0a1b2c3d.jpg');
      await originals.put(name, Buffer.from('as-sent'), 'application/octet-stream');
      const stored = s3.objects.get(`/gebeya/private/pending-photos/${name}`);
      expect(stored?.headers['cache-control']).toBe('private, no-store');
      expect((await originals.read(name)).toString()).toBe('as-sent');
      await originals.delete(name);
      expect(s3.objects.size).toBe(0);
    } finally {
      s3.server.close();
    }
  });

  it('streams an upload received into a file, with its length', async () => {
    const s3 = await fakeS3();
    const dir = await mkdtemp(join(tmpdir(), 'gebeya-s3-'));
    try {
      const sut = storageOn(s3.url, 'https://cdn.gebeya.et');
      const photo = randomBytes(300_000);
      const path = join(dir, 'received');
      await writeFile(path, photo);
      await sut.putPhoto('pending/front', { path, head: photo.subarray(0, 16) }, 'image/jpeg');
      const stored = s3.objects.get('/gebeya/pending/front');
      expect(stored?.body.equals(photo)).toBe(true);
      expect(stored?.headers['x-amz-decoded-content-length']).toBe(String(photo.length));
      expect(stored?.headers['content-type']).toBe('image/jpeg');
    } finally {
      s3.server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
