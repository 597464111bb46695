// The "ceiling": a bare node:http server that does the least work an endpoint can do. For each
// benchmarked URL it checks the token (HS256 signature, expiry, and the same account query the
// app runs), replays the exact SQL statements the app sent for that URL (recorded by
// sql-capture.mjs), and builds the same JSON with the app's own mapper and seller facts. No framework, no
// middleware, no validation: whatever the app spends beyond this is its overhead.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import { sendJson } from './send-json.mjs';
import { revived } from './sql-parameters.mjs';

const require = createRequire(import.meta.url);
const dist = join(import.meta.dirname, '..', '..', 'dist');
const { listingRowOf, photoSizesOf, toWire } = require(
  join(dist, 'modules/listings/listing-mapper.js'),
);
const { LocalImageStorage } = require(join(dist, 'modules/listings/images/local-image-storage.js'));
const { cappedTotalOf } = require(join(dist, 'common/paging/table-page.js'));
const { SEARCH_PAGES_AHEAD } = require(join(dist, 'modules/listings/listing-queries.js'));
const { cursorsBeside } = require(join(dist, 'modules/listings/page-cursor.js'));

const plan = JSON.parse(readFileSync(process.env.BENCH_CEILING_PLAN, 'utf8'));
for (const route of Object.values(plan.routes))
  for (const statement of route.statements) statement.parameters = revived(statement.parameters);
const images = new LocalImageStorage('/');

/** Runs a request's statements in order on one connection, as the app's query runner would. */
let runAll;
if (plan.engine === 'mysql') {
  const pool = mysql.createPool({
    uri: plan.databaseUrl.replace(/^mariadb:/, 'mysql:'),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    supportBigNumbers: true,
    connectionLimit: 10,
    enableKeepAlive: true,
  });
  runAll = async (statements) => {
    const connection = await pool.getConnection();
    try {
      const results = [];
      for (const { sql, parameters } of statements) {
        results.push((await connection.query(sql, parameters))[0]);
      }
      return results;
    } finally {
      connection.release();
    }
  };
} else {
  const db = new Database(plan.sqlitePath, { readonly: true });
  db.pragma('busy_timeout = 5000');
  const prepared = new Map();
  runAll = async (statements) =>
    statements.map(({ sql, parameters }) => {
      let statement = prepared.get(sql);
      if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
      return statement.reader ? statement.all(...parameters) : statement.run(...parameters);
    });
}

/** `Account_tokenVersion` → `tokenVersion`: TypeORM aliases an entity's columns with its alias. */
function unalias(raw) {
  const row = {};
  for (const [key, value] of Object.entries(raw)) row[key.slice(key.indexOf('_') + 1)] = value;
  return row;
}

/** A datetime as mysql2 (a Date) or better-sqlite3 (UTC text) gives it. */
const dateOf = (value) =>
  value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`);

/**
 * What each listing's answer says of its seller, as ListingSellers.factsFor decides it: the hash
 * and phone state always; the e-mail for staff, the seller themself, and a buyer with an active
 * subscription or a free trial spent on that seller.
 */
function sellerFacts(byRole, claims) {
  const [subscription] = (byRole('subscription') ?? []).map(unalias);
  const active =
    subscription &&
    subscription.status !== 'none' &&
    subscription.endDate !== null &&
    dateOf(subscription.endDate).getTime() > Date.now();
  const trials = new Set((byRole('trials') ?? []).map((t) => Number(unalias(t).sellerId)));
  const emailShown = (sellerId) =>
    claims?.userType === 'employee' ||
    (claims?.userType === 'seller' && Number(claims.sub) === sellerId) ||
    (claims?.userType === 'buyer' && (active || trials.has(sellerId)));
  const facts = new Map();
  for (const seller of (byRole('sellers') ?? []).map(unalias)) {
    const sellerId = Number(seller.sellerId);
    facts.set(sellerId, {
      sellerHash: seller.sellerHash,
      phoneVerified: seller.phoneVerifiedAt !== null,
      ...(emailShown(sellerId) ? { email: seller.email } : {}),
    });
  }
  return facts;
}

const UNKNOWN_SELLER = { sellerHash: null, phoneVerified: false };

const base64url = (buffer) => buffer.toString('base64url');

/** The token's payload when its HS256 signature is right and it has not expired. */
function verifyToken(token) {
  const [header, payload, signature] = (token ?? '').split('.');
  if (!signature) return null;
  const expected = Buffer.from(
    base64url(createHmac('sha256', plan.jwtSecret).update(`${header}.${payload}`).digest()),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (claims.exp && claims.exp * 1000 < Date.now()) return null;
  return claims;
}

async function handle(req, res) {
  if (req.url === '/ready') return sendJson(res, 200, { status: 'ok' });
  const route = plan.routes[req.url];
  if (!route) return sendJson(res, 404, { status: 'error', statusCode: 404, message: 'Not found' });
  let claims;
  if (route.auth) {
    claims = verifyToken(req.headers['x-access-token']);
    if (!claims)
      return sendJson(res, 401, {
        status: 'error',
        statusCode: 401,
        message: 'Please log in to continue.',
      });
  }
  const results = await runAll(route.statements);
  const byRole = (role) => results[route.statements.findIndex((s) => s.role === role)];
  if (route.auth) {
    const [account] = byRole('account').map(unalias);
    if (!account || account.tokenVersion !== claims.ver) {
      return sendJson(res, 401, {
        status: 'error',
        statusCode: 401,
        message: 'Your session has expired. Please log in again.',
      });
    }
  }
  // The app selects each listing column under its own name and maps the rows the same way; a
  // search (or a deep page) first walks an index for the page's ids, then reads their rows in
  // that order.
  const has = (role) => route.statements.some((s) => s.role === role);
  const search = has('search') ? byRole('search') : undefined;
  const ids = search ?? (has('ids') ? byRole('ids') : undefined);
  let rows = byRole('listings') ?? [];
  if (ids) {
    const byId = new Map(rows.map(({ matchedId, ...row }) => [Number(matchedId), row]));
    rows = ids.map((row) => byId.get(Number(row.id))).filter(Boolean);
  }
  // A page nearer the last one is read from the far end, oldest first, as the app reads it.
  if (route.reverse) rows = [...rows].reverse();
  const facts = sellerFacts(byRole, claims);
  const listingRows = rows.map(listingRowOf);
  const listings = listingRows.map((row) =>
    toWire(row, images, facts.get(Number(row.sellerId)) ?? UNKNOWN_SELLER),
  );
  if (route.kind === 'page') {
    let total;
    if (search) {
      // Counted as far as the walk went: SEARCH_PAGES_AHEAD pages past this one.
      const reach = (route.meta.page + SEARCH_PAGES_AHEAD) * route.meta.pageSize;
      total = { total: Math.min(search.length, reach), totalCapped: search.length > reach };
    } else {
      const countStatement = route.statements.find((s) => s.role === 'count');
      const counted = Number(Object.values(byRole('count')[0])[0]);
      // A whole type's total is read from listing_totals; a filtered one is a capped count.
      total = /listing_totals/.test(countStatement.sql)
        ? { total: counted, totalCapped: false }
        : cappedTotalOf(counted, route.meta);
    }
    // A page read in its order (not a search's walk) names the cursors to the pages beside it.
    const cursors = search
      ? {}
      : cursorsBeside(listingRows, route.meta.page, route.meta.pageSize, 'newest', total);
    return sendJson(res, 200, {
      status: 'success',
      data: listings,
      meta: { ...route.meta, ...total, ...cursors },
    });
  }
  if (route.kind === 'one') {
    if (!listings.length)
      return sendJson(res, 404, {
        status: 'error',
        statusCode: 404,
        message: 'This listing does not exist or has been removed.',
      });
    // An answer about one listing also names each photo's 400 px image.
    const one = { ...listings[0], ...photoSizesOf(listingRows[0], images) };
    return sendJson(res, 200, { status: 'success', data: one });
  }
  return sendJson(res, 200, { status: 'success', data: listings });
}

createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    sendJson(res, 500, { status: 'error', statusCode: 500, message: 'Internal server error' });
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
