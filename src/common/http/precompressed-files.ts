import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Sends a build file's Brotli copy (`name.js.br`, written beside it by the client's build,
 * client/vite.plugins.ts) to a browser that accepts Brotli; anyone else gets the file itself,
 * compressed on the fly as before. Put in front of the static files of `root`: it only points the
 * request at the copy and names its encoding and type.
 *
 * The copies are listed once: build files are hashed and never change while the app runs.
 */
export function precompressedFiles(root: string, urlPath: string): RequestHandler {
  const folder = join(root, urlPath);
  const copies = new Set(
    (existsSync(folder) ? readdirSync(folder) : [])
      .filter((name) => name.endsWith('.br') && existsSync(join(folder, name.slice(0, -3))))
      .map((name) => `${urlPath}/${name.slice(0, -3)}`),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !copies.has(req.path)) return next();
    // What is sent depends on what the browser accepts, so caches must keep both apart.
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br') !== 'br') return next();
    res.setHeader('Content-Encoding', 'br');
    res.type(extname(req.path));
    req.url = `${req.path}.br`;
    next();
  };
}
