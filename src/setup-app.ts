import { COMMON_ERRORS } from './common/errors/coded-error';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, RawBodyRequest } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { NextFunction, Request, Response } from 'express';
import { ClientPage, hasSessionHint, PageHead } from './common/http/client-page';
import { ErrorBody } from './common/http/error-body.dto';
import { precompressedFiles } from './common/http/precompressed-files';
import { refuseDeepJson } from './common/http/json-depth';
import { byAnswerType, securityHeaders } from './common/http/security-headers';
import { requestContext } from './common/http/request-context.middleware';
import { requestScope } from './common/http/request-scope';
import type {
  AppConfig,
  DatabaseConfig,
  PaymentConfig,
  StorageConfig,
} from './config/configuration';
import { engineOf } from './database/data-source-options';
import { LocalImageStorage, UPLOADS_URL_PATH } from './modules/listings/images/local-image-storage';
import { browseTypeAt, listingAtPath } from './modules/listings/listing-preview';
import { ListingsService } from './modules/listings/listings.service';

export const API_PREFIX = 'api';
/** Where the client's hashed build files are served (Vite's `assets` folder). */
const ASSETS_URL_PATH = '/assets';
export const JSON_BODY_LIMIT = '100kb';

/** Everything main.ts and the tests both need on top of the modules: one app, one setup. */
export function setupApp(app: NestExpressApplication): void {
  const settings = app.get(ConfigService);
  const config = settings.getOrThrow<AppConfig>('app');
  const payment = settings.getOrThrow<PaymentConfig>('payment');
  const storage = settings.getOrThrow<StorageConfig>('storage');
  // Listing photos in a bucket load from its public URL, another origin than the site's.
  const imageOrigins = storage.s3 ? [new URL(storage.s3.publicUrl).origin] : [];
  // Stripe Elements loads its script and frames from Stripe, and calls Stripe's API.
  const stripe = !payment.sandbox && payment.stripe.publishableKey;
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  // Who the client is (rate limits, the dev mailbox) comes from X-Forwarded-For only through these.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestContext);
  const pageHeaders = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...stripeScripts],
        'frame-src': ["'self'", ...stripeScripts, ...(stripe ? ['https://hooks.stripe.com'] : [])],
        // MUI (emotion) and Swagger UI inject <style> elements.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
        'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        'upgrade-insecure-requests': null,
      },
    },
  });
  // An API answer (JSON) is never shown as a page: it loads nothing, is framed by nothing, is
  // never sniffed as something else, and only this site's pages may read it. The rest of a page's
  // policies (about 500 bytes) would ride along on every call a phone makes, for nothing.
  const dataHeaders = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const apiHeaders = byAnswerType(pageHeaders, dataHeaders);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req.path)) apiHeaders(res);
    else if (!isStaticFile(req.path)) pageHeaders(res);
    else {
      // A script, style or photo is never a page: the policies that guard a page (CSP, framing,
      // HSTS and the rest, about 700 bytes) would ride along on each of the dozens of files a
      // page loads, for nothing. What does apply to a file stays.
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    }
    next();
  });
  // A request that accepts no encoding is answered as is, without compression's hooks on it.
  const compress = compression();
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.headers['accept-encoding'] ? compress(req, res, next) : next(),
  );
  // Each keeps the exact bytes for webhook signatures (Nest's rawBody); JSON is also refused
  // before parsing when it nests too deeply.
  app.use(
    express.json({
      limit: JSON_BODY_LIMIT,
      verify: (req: RawBodyRequest<Request>, res, body) => {
        req.rawBody = body;
        refuseDeepJson(req, res, body);
      },
    }),
  );
  app.use(
    express.urlencoded({
      limit: JSON_BODY_LIMIT,
      extended: false,
      verify: (req: RawBodyRequest<Request>, _res, body) => {
        req.rawBody = body;
      },
    }),
  );
  // Only MySQL's pool stops the query of a read whose client left (pool-limits.ts). SQLite runs
  // each statement to its end in one go, and the scope (AsyncLocalStorage) would slow down every
  // promise of every request for nothing.
  const database = settings.getOrThrow<DatabaseConfig>('database');
  if (engineOf(database) === 'mysql') app.use(requestScope);
  app.setGlobalPrefix(API_PREFIX);
  app.enableShutdownHooks();
  setupSwagger(app);
  serveUploads(app, LocalImageStorage.rootIn(config.dataDir));
  warnIfDiskIsShared(storage, database);
  serveClient(app, config);
}

/** The API's paths: its answers, never the client's page in their place. */
function isApi(path: string): boolean {
  return path === `/${API_PREFIX}` || path.startsWith(`/${API_PREFIX}/`);
}

/** The client's hashed build files and the listing photos on local disk. */
function isStaticFile(path: string): boolean {
  return path.startsWith(`${ASSETS_URL_PATH}/`) || path.startsWith(`${UPLOADS_URL_PATH}/`);
}

/** Listing images on local disk. Keys are unique per upload, so browsers may keep them for good. */
function serveUploads(app: NestExpressApplication, root: string): void {
  app.use(
    UPLOADS_URL_PATH,
    express.static(root, { index: false, immutable: true, maxAge: '365d' }),
    fileNotFound,
  );
}

/** A file that is not there: the API's 404, never the client's page in its place. */
function fileNotFound(req: Request, res: Response): void {
  // Named for a build file's compressed copy before it turned out missing: not this answer's.
  res.removeHeader('Content-Encoding');
  const body: ErrorBody = {
    status: 'error',
    statusCode: 404,
    ...COMMON_ERRORS.NOT_FOUND(),
    correlationId: req.correlationId ?? '',
  };
  res.status(404).json(body);
}

/**
 * Photos on this machine's disk are only served by this machine: behind a load balancer, every
 * other instance answers 404 for them. A MySQL database is what instances share, so say it there.
 */
function warnIfDiskIsShared(storage: StorageConfig, database: DatabaseConfig): void {
  if (storage.s3 || engineOf(database) !== 'mysql') return;
  new Logger('Storage').warn(
    "Listing photos are kept on this machine's disk (DATA_DIR/uploads). If more than one instance " +
      'serves this database, set S3_BUCKET (and copy the existing photos with npm run ' +
      'copy-uploads-to-bucket): each instance would show only the photos it stored itself.',
  );
}

function setupSwagger(app: NestExpressApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Gebeya API')
      .setDescription(
        'Rent and sell cars and houses in Ethiopia. Errors always have the ErrorBody shape.',
      )
      .setVersion('1.0')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'x-access-token' }, 'x-access-token')
      .build(),
    { extraModels: [ErrorBody] },
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
    customSiteTitle: 'Gebeya API',
  });
}

/**
 * Serves the built React client: hashed assets cached for a year, index.html for every other
 * non-API GET so client-side routes survive a reload. /api paths never fall back to the client.
 * A public listing's page carries its preview (OpenGraph and Twitter-card tags) for messengers
 * and crawlers; every other page, and any listing that is not public, the site's own. A public
 * listing's page and a type's default browse page also name the photos they paint first, and a
 * listing's or browse page its code.
 */
function serveClient(app: NestExpressApplication, config: AppConfig): void {
  const { clientDist, publicUrl } = config;
  const indexHtml = join(clientDist, 'index.html');
  if (!existsSync(indexHtml)) {
    new Logger('Client').warn(`No built client at ${clientDist}: run "npm run build:client".`);
    return;
  }
  const assets = express.static(clientDist, {
    index: false,
    setHeaders: (res, path) => {
      const hashed = path.startsWith(join(clientDist, ASSETS_URL_PATH));
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const brotliCopies = precompressedFiles(clientDist, ASSETS_URL_PATH);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req.path)) next();
    else brotliCopies(req, res, () => void assets(req, res, next));
  });
  // A build file a page asks for and this build lacks (an older release's) is a 404, which the
  // browser reports as such, not a page served where a script was expected.
  app.use(ASSETS_URL_PATH, fileNotFound);
  const page = ClientPage.read(indexHtml, publicUrl, { publicBrowsing: config.publicBrowsing });
  const listings = app.get(ListingsService);
  const logger = new Logger('Client');
  // A page's head is a nicety: when it cannot be read, the page opens with the site's own.
  const headAt = async (req: Request): Promise<PageHead> => {
    const listing = listingAtPath(req.path);
    const browsed = browseTypeAt(req.path);
    const page = listing ? 'listing' : browsed ? 'browse' : undefined;
    try {
      if (listing) {
        return {
          page,
          ...(await listings.listingPageHead(listing.type, listing.postHash, publicUrl)),
        };
      }
      // Only the default page (newest first, unfiltered) is known to start with the newest cards.
      if (browsed && Object.keys(req.query).length === 0) {
        return { page, ...(await listings.browsePageHead(browsed)) };
      }
    } catch (error) {
      logger.warn(
        `No page head for ${req.path}: ${error instanceof Error ? error.message : 'failed'}`,
      );
    }
    return { page };
  };
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path)) return next();
    void headAt(req).then((head) => {
      res.setHeader('Cache-Control', 'no-cache');
      // The session hint decides what the page preloads.
      res.vary('Cookie');
      res.type('html').send(page.render(head, hasSessionHint(req.headers.cookie)));
    }, next);
  });
}
