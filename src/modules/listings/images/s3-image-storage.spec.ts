import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { S3ImageStorage } from './s3-image-storage';

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
        objects.set(path, { body: Buffer.concat(chunks), headers: req.headers });
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

describe('S3ImageStorage', () => {
  it('puts objects with their type and a long cache, deletes them, and builds public URLs', async () => {
    const s3 = await fakeS3();
    try {
      const sut = new S3ImageStorage({
        bucket: 'gebeya',
        region: 'us-east-1',
        endpoint: s3.url,
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        publicUrl: 'https://cdn.gebeya.et/',
      });
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
      const originals = new S3ImageStorage(
        {
          bucket: 'gebeya',
          region: 'us-east-1',
          endpoint: s3.url,
          accessKeyId: 'test',
          secretAccessKey: 'test-secret',
          publicUrl: 'https://cdn.gebeya.et',
        },
        { keyPrefix: 'private/pending-photos/', cacheControl: 'private, no-store' },
      );
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
});
