#!/usr/bin/env node
// `npm run bench`: seeds 10 000 / 100 000 / 1 000 000 listings, loads the built app and a bare
// node:http "ceiling" running the same SQL with autocannon, measures home-latest while 32 number
// searches run, times posts with four 3 MB photos (one seller, then four at once) until their WebP
// sizes are ready, measures the client (first-load JS, Lighthouse) and writes docs/benchmarks.md.
// Settings (environment): see readSettings() below and the "How to run" part of the report.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { firstLoadComposition, firstLoadJs, runLighthouse } from './client.mjs';
import { openDatabase } from './database.mjs';
import { appExpiryDays, benchListing } from './listing-data.mjs';
import { load, measure, summarize } from './load.mjs';
import { machineInfo } from './machine.mjs';
import {
  asTheFormSends,
  imageSteps,
  measurePosts,
  photoFacts,
  photosOf,
  registerSellers,
} from './post.mjs';
import { jwtVerifyCost, summarizeProfile } from './profile.mjs';
import { ROOT, startApp, startCeiling, startFloor } from './processes.mjs';
import { writeReport } from './report.mjs';
import { revived } from './sql-parameters.mjs';

const DEMO_BUYER = { email: 'buyer@demo.gebeya.et', password: 'DemoBuyer2026' };
const DEMO_SELLER = { email: 'seller@demo.gebeya.et', password: 'DemoSeller2026' };
const DEMO_ADMIN = { email: 'admin@demo.gebeya.et', password: 'DemoAdmin2026' };

/** How long a seller takes to fill in the post form after picking the photos, in the bench. */
const TYPING_MS = 8_000;

/**
 * The posts timed after the demo seller's own (report.post), by the four new sellers (or the first
 * of them), in turn: with the photos in the post, then as the post form sends them, each photo
 * uploaded on its own as it is picked and the post naming them: at once, after the seller has
 * filled in the form, and with the photos shrunk as the browser shrinks them.
 */
const POSTS_AT_ONCE = [
  { id: 'postsAtOnce', what: 'Four sellers posting at once' },
  {
    id: 'postStaged',
    what: 'One seller posting the 3 MB photos uploaded as picked (the post naming them)',
    oneSeller: true,
    staged: true,
  },
  {
    id: 'postsStagedAtOnce',
    what: 'Four sellers at once, the 3 MB photos uploaded as picked (the posts naming them)',
    staged: true,
  },
  {
    id: 'postsTypedAtOnce',
    what: `Four sellers at once, the 3 MB photos uploaded as picked, the posts sent ${TYPING_MS / 1000} s later`,
    staged: true,
    typingMs: TYPING_MS,
  },
  {
    id: 'postsFromForm',
    what: 'Four sellers at once, the photos as the post form sends them (shrunk to 1600 px, uploaded as picked)',
    staged: true,
    form: true,
  },
];

/** What a series of posts measured, in a line of the run's log. */
function postOutcome({ uploads, median, readyMedian }) {
  const answered = `answered in ${median.toFixed(0)} ms (median), WebP ready ${readyMedian.toFixed(0)} ms later`;
  return uploads
    ? `photos uploaded in ${uploads.median.toFixed(0)} ms (median); ${answered}`
    : answered;
}

function readSettings(env = process.env) {
  const quick = ['1', 'true'].includes(env.BENCH_QUICK ?? '');
  const number = (name, fallback) => (env[name] ? Number(env[name]) : fallback);
  const databaseUrl = env.BENCH_DATABASE_URL || env.DATABASE_URL || '';
  const sizes = (env.BENCH_SIZES ?? (quick ? '2000' : '10000,100000,1000000'))
    .split(',')
    .map((s) => Number(s.trim().replace(/_/g, '')))
    .filter((n) => Number.isInteger(n) && n > 0)
    .sort((a, b) => a - b);
  if (!sizes.length) throw new Error('BENCH_SIZES must list listing counts, e.g. 10000,100000');
  return {
    quick,
    databaseUrl,
    sizes,
    connections: number('BENCH_CONNECTIONS', 32),
    duration: number('BENCH_DURATION', quick ? 3 : 10),
    warmup: number('BENCH_WARMUP', quick ? 1 : 3),
    // Seconds of load over every measured path that a freshly started server gets first.
    startWarmup: number('BENCH_START_WARMUP', quick ? 6 : 36),
    // Rounded up to an even number: turns go app, ceiling, ceiling, app.
    turns: Math.max(2, Math.ceil(number('BENCH_TURNS', quick ? 2 : 4) / 2) * 2),
    posts: number('BENCH_POSTS', quick ? 2 : 5),
    lighthouseRuns: number('BENCH_LIGHTHOUSE_RUNS', quick ? 1 : 3),
    lighthouse: env.BENCH_LIGHTHOUSE !== '0',
    maxSeedMinutes: number('BENCH_MAX_SEED_MINUTES', 20),
    quietLoad: number('BENCH_QUIET_LOAD', 1.5),
    quietCpu: number('BENCH_QUIET_CPU', 0.15),
    // A smoke run checks the harness, not the numbers: it does not wait for a quiet machine.
    quietWaitMinutes: number('BENCH_QUIET_WAIT_MINUTES', quick ? 0 : 10),
    build: env.BENCH_BUILD !== '0',
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    note: env.BENCH_NOTE ?? '',
    out:
      env.BENCH_OUT ??
      join(quick ? join(ROOT, 'test-output', 'bench') : join(ROOT, 'docs'), 'benchmarks.md'),
    workDir: join(ROOT, 'test-output', 'bench'),
  };
}

const log = (message) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function getJson(url, token) {
  const res = await fetch(url, { headers: token ? { 'x-access-token': token } : {} });
  const body = await res.json();
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${body.message}`);
  return body;
}

async function login(baseUrl, account) {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`Login of ${account.email} failed (${res.status}): ${body.message}`);
  return body.data;
}

/**
 * The searches measured beside the browse page they narrow: a word in a fifth of all listings, a
 * rare one (listing-data.mjs RARE_CAR), two parts of words, a number inside prices and a word of
 * two letters.
 */
const SEARCHES = [
  { key: 'search', label: 'Search q=toyota (common word)', q: 'toyota' },
  { key: 'search-rare', label: 'Search q=niva (rare word, 10 listings)', q: 'niva' },
  { key: 'search-infix', label: 'Search q=oyot (part of a word)', q: 'oyot' },
  { key: 'search-infix2', label: 'Search q=olla (part of a word)', q: 'olla' },
  { key: 'search-number', label: 'Search q=4500 (number)', q: '4500' },
  { key: 'search-short', label: 'Search q=zq (short word)', q: 'zq' },
];

// The browse page asks for 7 rows of 5 cards on a desktop (7 × 2 = 14 on a phone).
const PAGE_SIZE = 35;
const browsePath = (page) => `/api/seller/carRent?page=${page}&pageSize=${PAGE_SIZE}`;
const LATEST_PATH = '/api/listings/latest?limit=10';

/**
 * The middle page of a browse with `total` listings, and its last full one: the last page of
 * 35 cards, so that every catalogue size compares pages of the same size.
 */
function deepPagesOf(total) {
  const last = Math.max(1, Math.floor(total / PAGE_SIZE));
  return { middle: Math.max(2, Math.floor(last / 2)), last };
}

/**
 * The requests measured, as the client sends them (see client/src/features); `carRentTotal` is
 * the browse answer's meta.total, which places the middle and the last full page, and
 * `middleCursor` the `next` of the page before the middle one, by which the client's Next
 * button reaches it.
 */
function endpointsFor(detailPostHash, carRentTotal, middleCursor) {
  const { middle, last: lastPage } = deepPagesOf(carRentTotal);
  const page = (n) => ({ kind: 'page', auth: true, meta: { page: n, pageSize: PAGE_SIZE } });
  return [
    { key: 'browse', label: 'Browse (page 1, 35 cards)', path: browsePath(1), ...page(1) },
    {
      key: 'browse-middle',
      label: 'Browse (middle page by its number, 35 cards)',
      path: browsePath(middle),
      ...page(middle),
    },
    {
      key: 'browse-middle-next',
      label: 'Browse (middle page from the page before it, 35 cards)',
      path: `${browsePath(middle)}&cursor=${encodeURIComponent(middleCursor)}`,
      ...page(middle),
    },
    {
      key: 'browse-last',
      label: 'Browse (last full page, 35 cards)',
      path: browsePath(lastPage),
      ...page(lastPage),
    },
    ...SEARCHES.map(({ key, label, q }) => ({
      key,
      label,
      path: `${browsePath(1)}&q=${encodeURIComponent(q)}`,
      ...page(1),
    })),
    {
      key: 'detail',
      label: 'Detail by postHash',
      path: `/api/seller/carRent/${detailPostHash}`,
      auth: true,
      kind: 'one',
    },
    { key: 'latest', label: 'Home latest grid (10)', path: LATEST_PATH, auth: false, kind: 'list' },
  ];
}

const int = (n) => Math.round(n).toLocaleString('en');

function roleOf(sql) {
  if (/FROM\s+[`"]listing_search_(grams|texts)[`"]/i.test(sql))
    return /COUNT\(/i.test(sql) ? 'other' : 'search';
  if (/FROM\s+[`"]listing_totals[`"]/i.test(sql)) return 'count';
  // Where a deep page by its number starts (PageAnchors); the page's ids are read from there.
  if (/FROM\s+[`"]listing_page_anchors[`"]/i.test(sql)) return 'anchor';
  // What each listing's answer says of its seller (ListingSellers.factsFor).
  if (/FROM\s+[`"]sellers[`"].*\bIN\s*\(/is.test(sql)) return 'sellers';
  if (/FROM\s+[`"]buyer_subscriptions[`"]/i.test(sql)) return 'subscription';
  if (/FROM\s+[`"]buyer_free_trials[`"]/i.test(sql)) return 'trials';
  // A deep page reads ids only in the order's index (skipping rows, or from a cursor), then its rows.
  if (/^\s*SELECT\s+[`"]l[`"]\.[`"]id[`"]\s+AS\s+[`"]id[`"]\s+FROM\s+[`"]listings[`"]/i.test(sql))
    return 'ids';
  if (/FROM\s+[`"]listings[`"]/i.test(sql)) return /COUNT\(/i.test(sql) ? 'count' : 'listings';
  return /^\s*SELECT/i.test(sql) ? 'account' : 'other';
}

/** Reading a page from the far end orders it oldest first; the answer is still newest first. */
const readsFromEnd = (statements) =>
  statements.some(
    (s) => ['ids', 'listings'].includes(s.role) && /ORDER BY\s+\S*createdAt\S*\s+ASC/i.test(s.sql),
  );

/**
 * Runs the app with the SQL capture hook and records what each endpoint sends to the database.
 * The endpoints are made once the browse answer's total is known (it places the deep pages).
 */
async function captureSql(settings, db, detailPostHash, token) {
  const sqlLog = join(settings.workDir, 'sql.log');
  writeFileSync(sqlLog, '');
  const app = await startApp({ ...settings.app, sqlLog });
  try {
    log('Waiting for the app to place the page anchors of the seeded listings…');
    await waitForPageAnchors(db);
    const first = await getJson(`${app.baseUrl}${browsePath(1)}`, token);
    const { middle } = deepPagesOf(first.meta.total);
    const before = await getJson(`${app.baseUrl}${browsePath(middle - 1)}`, token);
    const endpoints = endpointsFor(detailPostHash, first.meta.total, before.meta.next);
    const routes = {};
    for (const endpoint of endpoints) {
      const url = `${app.baseUrl}${endpoint.path}`;
      await getJson(url, endpoint.auth ? token : undefined);
      await sleep(200);
      writeFileSync(sqlLog, '');
      const answer = await getJson(url, endpoint.auth ? token : undefined);
      await sleep(200);
      const statements = readFileSync(sqlLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => ({ ...JSON.parse(line), role: roleOf(JSON.parse(line).sql) }));
      const count = (role) => statements.filter((s) => s.role === role).length;
      // A search's walk of the index (role search) also yields its count; a search that finds
      // nothing reads no rows. Listings found, their sellers are read, and for a signed-in buyer
      // whether a subscription (or else a free trial per seller) shows their e-mails.
      const searching = endpoint.key.startsWith('search');
      const found = [answer.data].flat().length > 0;
      const exactly = (n) => [n, n];
      const expected = {
        listings: exactly(searching && !found ? 0 : 1),
        search: exactly(searching ? 1 : 0),
        // Only a deep page reads its ids in the order's index first (from its anchor, skipping
        // rows, or from a cursor).
        ids: [0, endpoint.key.startsWith('browse-') ? 1 : 0],
        anchor: [0, endpoint.key.startsWith('browse-') ? 1 : 0],
        count: exactly(endpoint.kind === 'page' && !searching ? 1 : 0),
        account: exactly(endpoint.auth ? 1 : 0),
        sellers: exactly(found ? 1 : 0),
        subscription: exactly(endpoint.auth && found ? 1 : 0),
        // Free trials are read only without an active subscription.
        trials: [0, endpoint.auth && found ? 1 : 0],
        other: exactly(0),
      };
      if (
        Object.entries(expected).some(
          ([role, [min, max]]) => count(role) < min || count(role) > max,
        )
      ) {
        throw new Error(
          `${endpoint.path} sent SQL the ceiling does not know how to answer:\n${statements.map((s) => s.sql).join('\n')}`,
        );
      }
      routes[endpoint.path] = {
        auth: endpoint.auth,
        kind: endpoint.kind,
        meta: endpoint.meta,
        reverse: readsFromEnd(statements),
        statements,
      };
    }
    return { endpoints, routes };
  } finally {
    await app.stop();
  }
}

/** EXPLAIN of each statement that reads listings, so the report can say which index it used. */
async function explainAll(db, endpoints, routes) {
  const plans = {};
  const listingRoles = ['ids', 'listings', 'search', 'count'];
  for (const endpoint of endpoints) {
    plans[endpoint.key] = [];
    for (const s of routes[endpoint.path].statements.filter((s) => listingRoles.includes(s.role))) {
      plans[endpoint.key].push({
        sql: s.sql,
        parameters: s.parameters,
        plan: await db.explain(s.sql, revived(s.parameters)),
      });
    }
  }
  return plans;
}

/** Until no photo work is queued (at most 10 minutes). */
async function waitForPhotoWork(db) {
  for (const started = Date.now(); Date.now() - started < 600_000; await sleep(1000)) {
    const [{ n }] = await db.rows('SELECT COUNT(*) AS n FROM photo_jobs');
    if (Number(n) === 0) return;
  }
  throw new Error('The demo photos were not finished within 10 minutes');
}

/**
 * Until every type with at least two anchors' worth of listings has its page anchors (the app
 * places them shortly after it starts; seeding removed those of the rows before it).
 */
async function waitForPageAnchors(db) {
  for (const started = Date.now(); Date.now() - started < 600_000; await sleep(1000)) {
    const missing = await db.rows(
      'SELECT t.type FROM listing_totals t WHERE t.total >= 2000 AND NOT EXISTS ' +
        '(SELECT 1 FROM listing_page_anchors a WHERE a.type = t.type)',
    );
    if (!missing.length) return;
  }
  throw new Error('The page anchors were not placed within 10 minutes');
}

/** Keys sorted, so two bodies with the same content compare equal whatever their key order. */
function canonical(value) {
  return JSON.parse(JSON.stringify(value));
}

/** Lets a server and the database finish what an ended load run left behind. */
async function settle(db, server) {
  await Promise.all([server.settle(), db.waitIdle()]);
  await db.waitIdle();
}

/** The share of all cores' time spent busy over the next `seconds` (Linux), else undefined. */
async function cpuBusy(seconds) {
  const sample = () => {
    if (!existsSync('/proc/stat')) return undefined;
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    // idle and iowait: the cores had nothing to run.
    return { total: ticks.reduce((a, b) => a + b, 0), idle: ticks[3] + (ticks[4] ?? 0) };
  };
  const before = sample();
  await sleep(seconds * 1000);
  const after = sample();
  if (!before || !after || after.total === before.total) return undefined;
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

/**
 * Waits (at most BENCH_QUIET_WAIT_MINUTES) until the 1-minute load average is under
 * BENCH_QUIET_LOAD, so other work on the machine does not land in the numbers. With `idleCpu`,
 * also until the cores were busy less than BENCH_QUIET_CPU of the last 5 s: the load average
 * trails what just ended by a minute or more, and what is timed on the CPU itself (Lighthouse
 * multiplies the page's own task times by 4) takes in whatever else is running.
 */
async function waitForQuiet(settings, { idleCpu = false } = {}) {
  const started = Date.now();
  const deadline = started + settings.quietWaitMinutes * 60_000;
  for (;;) {
    const busy = idleCpu ? await cpuBusy(5) : undefined;
    const load = loadavg();
    // The reading that ends the wait is the one reported.
    const reached =
      load[0] < settings.quietLoad && (busy === undefined || busy < settings.quietCpu);
    if (reached || Date.now() >= deadline) {
      return {
        threshold: settings.quietLoad,
        reached,
        waitedSeconds: (Date.now() - started) / 1000,
        load,
        ...(busy === undefined ? {} : { cpuBusy: busy, cpuThreshold: settings.quietCpu }),
      };
    }
    log(
      `  load average ${load[0].toFixed(2)}${busy === undefined ? '' : `, cores ${Math.round(busy * 100)} % busy`}, waiting for < ${settings.quietLoad}${idleCpu ? ` and < ${Math.round(settings.quietCpu * 100)} %` : ''}…`,
    );
    await sleep(Math.min(10_000, Math.max(0, deadline - Date.now())));
  }
}

/** How an endpoint is loaded when measured: the run's connections and times, a token where it needs one. */
const loadOptionsFor = (settings, endpoint, token) => ({
  connections: settings.connections,
  duration: settings.duration,
  warmup: settings.warmup,
  headers: endpoint.auth ? { 'x-access-token': token } : {},
});

/**
 * Loads a freshly started server with every endpoint in turn, `settings.startWarmup` seconds in
 * all, before anything is measured. A fresh app takes some 15 000 requests (about 20 s of load)
 * before V8 has compiled its paths and its CPU per request settles: on browse, 1 600 µs in its
 * first seconds and about 1 150 µs after. The ceiling, a few hundred lines, settles within a
 * second. Without this, whichever endpoint came first after a start measured the app's start-up
 * rather than its requests.
 */
async function warmUpAfterStart(settings, db, server, endpoints, token) {
  if (settings.startWarmup <= 0) return;
  const duration = settings.startWarmup / endpoints.length;
  for (const endpoint of endpoints) {
    await measure(`${server.baseUrl}${endpoint.path}`, {
      ...loadOptionsFor(settings, endpoint, token),
      duration,
      warmup: 0,
    });
  }
  await settle(db, server);
}

/**
 * Servers on one path, in turns: in order, then in reverse (app, ceiling, ceiling, app), and again
 * so for `turns` turns each, which share the duration; each server is warmed up before its first
 * turn. This shared machine's speed moves by a third from one 10 s run to the next (other work on the
 * cores, the database's own): in short alternating turns, those swings weigh on both alike rather
 * than on whichever was measured at the time. Each server's turns count as one run, with the CPU
 * time its own process spent per answered request: what the app does beyond the ceiling, apart
 * from the database and the load generator sharing the cores.
 */
async function measureInTurns(db, servers, path, options, turns) {
  const turn = { ...options, duration: options.duration / turns, warmup: 0 };
  const runs = new Map(servers.map((server) => [server, []]));
  const pairOfTurns = [...servers, ...[...servers].reverse()];
  const order = Array.from({ length: Math.ceil(turns / 2) }, () => pairOfTurns).flat();
  for (const server of order) {
    const url = `${server.baseUrl}${path}`;
    if (!runs.get(server).length && options.warmup > 0) {
      await measure(url, { ...turn, duration: options.warmup });
    }
    const before = server.cpuSeconds();
    const run = await load(url, turn);
    const after = server.cpuSeconds();
    runs
      .get(server)
      .push({ ...run, cpu: before === null || after === null ? null : after - before });
    await settle(db, server);
  }
  return servers.map((server) => {
    const serverTurns = runs.get(server);
    const run = summarize(serverTurns);
    const cpu = serverTurns.some((t) => t.cpu === null)
      ? null
      : serverTurns.reduce((s, t) => s + t.cpu, 0);
    return {
      ...run,
      cpuMicrosPerRequest: cpu === null || !run.requests ? null : (cpu * 1e6) / run.requests,
    };
  });
}

/** The searches that load the app while home-latest is measured: numbers match many listings. */
const CONTENTION = { searchConnections: 32, latestConnections: 4, q: '4500' };

/**
 * Home-latest alone, then again while CONTENTION.searchConnections number searches run (app only):
 * a search must not take the database from every other request.
 */
async function measureContention(settings, db, app, token) {
  const latestUrl = `${app.baseUrl}${LATEST_PATH}`;
  const latestOptions = {
    connections: CONTENTION.latestConnections,
    duration: settings.duration,
    warmup: 0,
  };
  const alone = await measure(latestUrl, { ...latestOptions, warmup: settings.warmup });
  await settle(db, app);
  // The searches start first and end after the latest run, so it is measured under load all along.
  const searches = measure(`${app.baseUrl}${browsePath(1)}&q=${CONTENTION.q}`, {
    connections: CONTENTION.searchConnections,
    duration: settings.duration + 2 * settings.warmup,
    warmup: 0,
    headers: { 'x-access-token': token },
  });
  await sleep(settings.warmup * 1000);
  const contended = await measure(latestUrl, latestOptions);
  const search = await searches;
  await settle(db, app);
  return { ...CONTENTION, alone, contended, search };
}

async function benchmarkSize(settings, db, size, state) {
  const result = { size, seeded: state.count };
  const missing = size - state.count;
  if (missing > 0) {
    log(`Seeding ${missing.toLocaleString('en')} listings (to ${size.toLocaleString('en')})…`);
    const started = Date.now();
    let lastReport = 0;
    await db.insertListings(state.bulk, state.bulk + missing, state.context, (done) => {
      if (Date.now() - lastReport > 15_000) {
        lastReport = Date.now();
        log(`  ${(done - state.bulk).toLocaleString('en')} / ${missing.toLocaleString('en')}`);
      }
    });
    await db.recountTotals();
    await db.analyze();
    result.seedSeconds = (Date.now() - started) / 1000;
    state.rowsPerSecond = missing / result.seedSeconds;
    state.bulk += missing;
    state.count += missing;
    log(
      `Seeded in ${result.seedSeconds.toFixed(1)} s (${Math.round(state.rowsPerSecond).toLocaleString('en')} rows/s)`,
    );
  }
  result.tableBytes = await db.tableSize();
  // After seeding, which loads the machine itself, and the database's own work after it.
  log('Waiting for the database to finish writing out what was seeded…');
  result.databaseWork = await db.waitForBackgroundWork(settings.quietWaitMinutes);
  result.quiet = await waitForQuiet(settings);
  result.loadBefore = result.quiet.load;

  // A car for rent from the middle of the bulk rows (type 0 of the 4 rotates every 4 rows).
  const middle = Math.floor(state.bulk / 2 / 4) * 4;
  const { endpoints, routes } = await captureSql(
    settings,
    db,
    benchListing(middle, state.context).postHash,
    state.buyer.token,
  );
  result.plans = await explainAll(db, endpoints, routes);

  const planFile = join(settings.workDir, `ceiling-plan-${size}.json`);
  writeFileSync(
    planFile,
    JSON.stringify({
      engine: db.engine,
      databaseUrl: settings.databaseUrl,
      sqlitePath: db.file,
      jwtSecret: settings.app.jwtSecret,
      routes,
    }),
  );
  const app = await startApp(settings.app);
  const ceiling = await startCeiling(planFile);
  try {
    for (const endpoint of endpoints) {
      const token = endpoint.auth ? state.buyer.token : undefined;
      const fromApp = await getJson(`${app.baseUrl}${endpoint.path}`, token);
      const fromCeiling = await getJson(`${ceiling.baseUrl}${endpoint.path}`, token);
      if (!isDeepStrictEqual(canonical(fromApp), canonical(fromCeiling))) {
        throw new Error(
          `The ceiling's answer to ${endpoint.path} differs from the app's:\napp: ${JSON.stringify(fromApp).slice(0, 600)}\nceiling: ${JSON.stringify(fromCeiling).slice(0, 600)}`,
        );
      }
    }
    log(`${size.toLocaleString('en')}: warming both servers up, ${settings.startWarmup} s each…`);
    for (const server of [app, ceiling]) {
      await warmUpAfterStart(settings, db, server, endpoints, state.buyer.token);
    }
    result.endpoints = [];
    for (const endpoint of endpoints) {
      const options = loadOptionsFor(settings, endpoint, state.buyer.token);
      log(`${size.toLocaleString('en')}: ${endpoint.label} (app and ceiling in turns)`);
      const [appRun, ceilingRun] = await measureInTurns(
        db,
        [app, ceiling],
        endpoint.path,
        options,
        settings.turns,
      );
      log(
        `  app ${appRun.requestsPerSecond.toFixed(0)} req/s p95 ${appRun.p95.toFixed(1)} ms; ceiling ${ceilingRun.requestsPerSecond.toFixed(0)} req/s p95 ${ceilingRun.p95.toFixed(1)} ms`,
      );
      result.endpoints.push({ ...endpoint, app: appRun, ceiling: ceilingRun });
    }
    log(
      `${size.toLocaleString('en')}: home latest while ${CONTENTION.searchConnections} number searches run (app only)`,
    );
    result.contention = await measureContention(settings, db, app, state.buyer.token);
    const { alone, contended, search } = result.contention;
    log(
      `  latest alone ${alone.requestsPerSecond.toFixed(0)} req/s p95 ${alone.p95.toFixed(1)} ms; under contention ${contended.requestsPerSecond.toFixed(0)} req/s p95 ${contended.p95.toFixed(1)} ms, ${contended.errors} errors; searches ${search.answered} answered, ${search.refused} refused, ${search.timeouts} timed out`,
    );
    // At the smallest size, where the SQL is cheapest and the frameworks' share the largest.
    if (size === settings.sizes[0]) {
      const profiled = endpoints.filter((e) => PROFILED.includes(e.key));
      result.floors = await measureFloors(
        settings,
        db,
        { app, ceiling },
        profiled,
        state.buyer.token,
      );
    }
  } finally {
    await ceiling.stop();
    await app.stop();
  }
  return result;
}

/** The endpoints whose CPU profile the report shows. */
const PROFILED = ['browse', 'detail', 'latest'];

/** The framework floors (floor-server.mjs), cheapest first. */
const FLOOR_KINDS = ['http', 'express', 'nest'];

const versionOf = (pkg) =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/**
 * The app's answers to `endpoints`, sent again unchanged by node:http, Express alone and Nest on
 * Express (floor-server.mjs), measured in turns with the running app and ceiling: how much of the
 * gap between app and ceiling the frameworks take before the app's own code runs.
 */
async function measureFloors(settings, db, { app, ceiling }, endpoints, token) {
  const answersFile = join(settings.workDir, 'floor-answers.json');
  const answers = {};
  for (const e of endpoints) answers[e.path] = await getJson(`${app.baseUrl}${e.path}`, token);
  writeFileSync(answersFile, JSON.stringify(answers));
  const floors = [];
  try {
    for (const kind of FLOOR_KINDS) floors.push(await startFloor(kind, answersFile));
    for (const floor of floors) await warmUpAfterStart(settings, db, floor, endpoints, token);
    const measured = [];
    for (const endpoint of endpoints) {
      log(`${endpoint.label}: the app, the ceiling and the framework floors in turns`);
      const runs = await measureInTurns(
        db,
        [app, ceiling, ...floors],
        endpoint.path,
        loadOptionsFor(settings, endpoint, token),
        settings.turns,
      );
      const byServer = Object.fromEntries(
        ['app', 'ceiling', ...FLOOR_KINDS].map((name, i) => [name, runs[i]]),
      );
      log(
        `  ${Object.entries(byServer)
          .map(([name, run]) => `${name} ${run.requestsPerSecond.toFixed(0)}`)
          .join(', ')} req/s`,
      );
      const { key, label, path } = endpoint;
      measured.push({ key, label, path, ...byServer });
    }
    return {
      versions: { express: versionOf('express'), nest: versionOf('@nestjs/core') },
      endpoints: measured,
    };
  } finally {
    for (const floor of floors) await floor.stop();
  }
}

/**
 * A CPU profile of the app while it serves each PROFILED endpoint (cpu-profile.mjs), summarized:
 * one app, the profiler started and stopped around each endpoint's load run.
 */
async function profileEndpoints(settings, db, sizeResult, state) {
  const file = join(settings.workDir, 'app.cpuprofile');
  const app = await startApp({ ...settings.app, cpuProfile: file });
  const profiles = [];
  try {
    await warmUpAfterStart(settings, db, app, sizeResult.endpoints, state.buyer.token);
    for (const endpoint of sizeResult.endpoints.filter((e) => PROFILED.includes(e.key))) {
      const options = loadOptionsFor(settings, endpoint, state.buyer.token);
      log(`CPU profile of the app serving ${endpoint.label} at ${int(sizeResult.size)}…`);
      await measure(`${app.baseUrl}${endpoint.path}`, { ...options, duration: settings.warmup });
      app.signal('SIGWINCH');
      const run = await measure(`${app.baseUrl}${endpoint.path}`, { ...options, warmup: 0 });
      app.signal('SIGWINCH');
      await settle(db, app);
      for (let waited = 0; !existsSync(file) && waited < 30_000; waited += 250) await sleep(250);
      profiles.push({
        key: endpoint.key,
        label: endpoint.label,
        size: sizeResult.size,
        requests: run.requests,
        ...summarizeProfile(file),
      });
      rmSync(file);
      rmSync(`${file}.statements.json`, { force: true });
    }
    return profiles;
  } finally {
    await app.stop();
  }
}

async function main() {
  const settings = readSettings();
  const startedAt = new Date();
  const loadAtStart = loadavg();
  rmSync(settings.workDir, { recursive: true, force: true });
  mkdirSync(settings.workDir, { recursive: true });

  if (settings.build) {
    log('Building the app and the client (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const dataDir = join(tmpdir(), `gebeya-bench-${process.pid}`);
  const db = openDatabase({ url: settings.databaseUrl, dataDir });
  settings.app = { databaseUrl: db.appUrl, dataDir, jwtSecret: randomBytes(32).toString('hex') };
  const report = { settings, startedAt, loadAtStart, sizes: [], skipped: [] };
  try {
    log(
      `Resetting the ${db.engine} database; the app runs its migrations and posts the demo listings…`,
    );
    await db.reset();
    const first = await startApp({ ...settings.app, demoData: true });
    let buyer;
    try {
      buyer = await login(first.baseUrl, DEMO_BUYER);
      // The demo photos' WebP work runs after their posts; finished here, it stays out of the
      // SQL recorded and the times measured.
      log('Waiting for the demo photos to be finished…');
      await waitForPhotoWork(db);
    } finally {
      await first.stop();
    }
    // Bulk rows reuse the demo listings' photos, so pages show real images.
    const demo = await db.rows(
      'SELECT type, sellerId, imageFront, imageBack, imageRight, imageLeft FROM listings',
    );
    const images = { car: [], house: [] };
    for (const row of demo) {
      images[row.type.startsWith('car') ? 'car' : 'house'].push([
        row.imageFront,
        row.imageBack,
        row.imageRight,
        row.imageLeft,
      ]);
    }
    const oldestDemo = (await db.rows('SELECT MIN(createdAt) AS t FROM listings'))[0].t;
    const newest =
      new Date(
        typeof oldestDemo === 'string' ? `${oldestDemo.replace(' ', 'T')}Z` : oldestDemo,
      ).getTime() - 3_600_000;
    const state = {
      buyer,
      count: demo.length,
      bulk: 0,
      context: { sellerId: demo[0].sellerId, newest, images, expiryDays: appExpiryDays() },
    };
    report.demoListings = demo.length;
    report.expiryDays = state.context.expiryDays;
    // The newest car for rent is a demo one (bulk rows are older): its page has real photos.
    const [{ postHash: demoCarRent }] = await db.rows(
      "SELECT postHash FROM listings WHERE type = 'carRent' ORDER BY createdAt DESC LIMIT 1",
    );
    report.machine = await machineInfo(db, settings.chromiumPath);

    for (const size of settings.sizes) {
      const missing = size - state.count;
      if (state.rowsPerSecond && missing / state.rowsPerSecond > settings.maxSeedMinutes * 60) {
        const minutes = Math.round(missing / state.rowsPerSecond / 60);
        log(`Skipping ${size.toLocaleString('en')}: seeding would take about ${minutes} min`);
        report.skipped.push({
          size,
          reason: `seeding would take about ${minutes} minutes at the measured ${Math.round(state.rowsPerSecond).toLocaleString('en')} rows/s (limit BENCH_MAX_SEED_MINUTES=${settings.maxSeedMinutes})`,
        });
        continue;
      }
      const result = await benchmarkSize(settings, db, size, state);
      report.sizes.push(result);
      // Profiled at the smallest size, where the SQL is cheapest and the app's own work shows most.
      report.profiles ??= await profileEndpoints(settings, db, result, state);
    }

    report.jwt = jwtVerifyCost();

    const app = await startApp(settings.app);
    try {
      if (settings.lighthouse) {
        // The last size's load runs leave the machine busy for a while, and Lighthouse times the
        // page on this CPU: it would measure the leftover load as well as the page.
        report.lighthouseQuiet = await waitForQuiet(settings, { idleCpu: true });
        log('Lighthouse (mobile) on the home page, a browse page and a detail page…');
        report.lighthouse = await runLighthouse({
          chromiumPath: settings.chromiumPath,
          runs: settings.lighthouseRuns,
          pages: [
            { name: 'Home', url: `${app.baseUrl}/` },
            {
              name: 'Browse cars for rent (signed in)',
              url: `${app.baseUrl}/getCarRent`,
              session: buyer,
            },
            {
              name: 'Detail of a car for rent (signed in)',
              url: `${app.baseUrl}/seller/carRent/${demoCarRent}`,
              session: buyer,
            },
          ],
        });
        for (const page of report.lighthouse) {
          writeFileSync(
            join(settings.workDir, `lighthouse-${page.name.split(' ')[0].toLowerCase()}.json`),
            JSON.stringify(page.lhr),
          );
          delete page.lhr;
        }
      }
      const photos = await photosOf();
      const formPhotos = await asTheFormSends(photos);
      // Chromium closing after Lighthouse, and making the photos, load the CPU the posts are
      // timed on.
      report.postQuiet = await waitForQuiet(settings, { idleCpu: true });
      const pendingPhotos = async (postHash) =>
        Number(
          (await db.rows('SELECT COUNT(*) AS n FROM photo_jobs WHERE postHash = ?', [postHash]))[0]
            .n,
        );
      log(`Posting ${settings.posts} listings with four 3 MB photos each, one at a time…`);
      const seller = await login(app.baseUrl, DEMO_SELLER);
      report.post = {
        ...(await photoFacts(photos)),
        ...(await measurePosts(app.baseUrl, [seller], settings.posts, pendingPhotos, photos)),
        steps: await imageSteps(photos, formPhotos),
      };
      log(`  ${postOutcome(report.post)}`);
      const admin = await login(app.baseUrl, DEMO_ADMIN);
      // Enough for every series (each with a warm-up round), the first seller posting in all of
      // them; the free trial pays one.
      const sellers = await registerSellers(
        app.baseUrl,
        admin,
        4,
        POSTS_AT_ONCE.length * (settings.posts + 1),
      );
      for (const { id, what, oneSeller, form, ...options } of POSTS_AT_ONCE) {
        log(`${what}, ${settings.posts} round${settings.posts === 1 ? '' : 's'}…`);
        const sent = form ? formPhotos : photos;
        report[id] = {
          ...(form ? await photoFacts(formPhotos) : {}),
          ...(await measurePosts(
            app.baseUrl,
            oneSeller ? [sellers[0]] : sellers,
            settings.posts,
            pendingPhotos,
            sent,
            options,
          )),
        };
        log(`  ${postOutcome(report[id])}`);
      }
    } finally {
      await app.stop();
    }
    report.firstLoadJs = firstLoadJs();
    log('Attributing the first-load JS to packages (a second client build with source maps)…');
    report.composition = firstLoadComposition();
    report.finishedAt = new Date();
    report.loadAtEnd = loadavg();
    writeFileSync(join(settings.workDir, 'results.json'), JSON.stringify(report, null, 2));
    const written = writeReport(report, settings.out);
    log(`Wrote ${written.join(' and ')}`);
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `--report`: writes the report again from the last run's results.json, measuring nothing. */
function reportAgain() {
  const settings = readSettings();
  const report = JSON.parse(readFileSync(join(settings.workDir, 'results.json'), 'utf8'));
  for (const key of ['startedAt', 'finishedAt']) report[key] = new Date(report[key]);
  log(`Wrote ${writeReport(report, report.settings.out).join(' and ')}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

(process.argv.includes('--report') ? Promise.resolve().then(reportAgain) : main()).catch(
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
