// docs/benchmarks.md and its chart, written from one run's results. Where a target is missed,
// the "why" is read from the run's own evidence (SQL plans, the CPU profile, step timings,
// Lighthouse audits), so the text stays true when the code changes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { chartSvg } from './chart.mjs';
import { TIMEOUT_SECONDS } from './load.mjs';

const TARGETS = {
  /** App ÷ ceiling req/s, and app p95 ÷ ceiling p95, in the same run. */
  ratio: 0.8,
  p95VsCeiling: 1.25,
  scaling: 1.3,
  /** A search's p50 and p95 against the browse page's, in the same run. */
  searchVsBrowse: 2,
  /** Home latest's p95 while the number searches run. */
  contentionP95: 1000,
  lighthouse: 95,
  lcpMs: 2500,
  tbtMs: 200,
  firstLoadGzip: 160_000,
  homeBytes: 250_000,
  postMs: 300,
  readyMs: 3000,
};

/** The endpoints judged against the ceiling. */
const CEILING_KEYS = ['browse', 'detail', 'latest'];

const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en') : '–');
const ms = (n) => (!Number.isFinite(n) ? '–' : n < 10 ? n.toFixed(1) : int(n));
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const pct = (share) =>
  Number.isFinite(share) ? `${(100 * share).toFixed(share < 0.1 ? 1 : 0)} %` : '–';
const mark = (met) => (met === null ? '– not measured' : met ? '✅ met' : '❌ not met');
const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
const sizeLabel = (n) => `${int(n)} listings`;
/** Inline code that may itself contain backticks (MySQL quotes identifiers with them). */
const code = (text) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

function endpointAt(report, size, key) {
  return report.sizes.find((s) => s.size === size)?.endpoints.find((e) => e.key === key);
}

/**
 * The sizes the ceiling targets are judged at: 100 000 and 1 000 000 when the run planned them,
 * else (a smoke run) the largest measured.
 */
function judgedSizes(report) {
  const wanted = [100_000, 1_000_000].filter((n) => report.settings.sizes.includes(n));
  return wanted.length ? wanted : report.sizes.slice(-1).map((s) => s.size);
}

function notRun(report, size) {
  const skipped = report.skipped.find((s) => s.size === size);
  return skipped ? `${int(size)} not run: ${skipped.reason}` : `${int(size)} not run`;
}

const seconds = (n) => (Number.isFinite(n) ? `${(n / 1000).toFixed(2)} s` : 'not ready');

/** Lighthouse runs that could not be scored and were run again, if any. */
const failedRunsOf = (page) =>
  page.failedRuns?.length ? `; run again after ${page.failedRuns.join(', ')}` : '';
/** Each photo's size in kB, as a list: "519, 627, 622". */
const kBEach = (bytes) => bytes.map((b) => int(b / 1024)).join(', ');

/** The photos of a post as the post form sends them: uploaded before it, as they are picked. */
const STAGED_PHOTOS =
  'four ~3 MB photos uploaded as they are picked (POST /api/seller/photos, as the post form does), the post naming them';

/** How long the sellers took to fill in the post form after picking the photos, in the run. */
const typingTime = ({ postsTypedAtOnce: post }) =>
  post ? `${Math.round(post.typingMs / 1000)} s` : 'some seconds';

/**
 * The ways of posting the bench measures, in the order it measures them (run.mjs): each one's key
 * in results.json, who posts, and which photos (of the report, for what was measured).
 */
const POST_KINDS = [
  { id: 'post', who: 'one seller', photos: () => 'four ~3 MB photos' },
  { id: 'postsAtOnce', who: 'four sellers posting at once', photos: () => 'four ~3 MB photos' },
  { id: 'postStaged', who: 'one seller', photos: () => STAGED_PHOTOS },
  { id: 'postsStagedAtOnce', who: 'four sellers posting at once', photos: () => STAGED_PHOTOS },
  {
    id: 'postsTypedAtOnce',
    who: 'four sellers posting at once',
    photos: (report) =>
      `${STAGED_PHOTOS}, sent ${typingTime(report)} after the uploads (the seller filling in the form meanwhile)`,
  },
  {
    // The photos as a seller's phone sends them: shrunk in the browser, uploaded as picked.
    id: 'postsFromForm',
    who: 'four sellers posting at once',
    photos: ({ postsFromForm: post }) =>
      `the four photos as the post form sends them (shrunk in the browser to ${post.photoPixels} px JPEG at quality 85, ${kBEach(post.photoBytes)} kB), uploaded as they are picked, the post naming them`,
  },
];

/** The ways of posting this run measured, each with its results. */
const postsOf = (report) =>
  POST_KINDS.filter(({ id }) => report[id]).map((kind) => ({
    ...kind,
    post: report[kind.id],
    photos: kind.photos(report),
  }));

/**
 * The rows of one way of posting. In the targets' table a row after the answer's names the post
 * by "…" (the row above); `alone` names it in full, for a list where it stands on its own.
 */
function postRows(id, who, post, photos) {
  const posting = `A post with ${photos}, ${who}`;
  return [
    {
      id: `${id}:answer`,
      target: `${posting}: answered ≤ 300 ms (median, server time)`,
      measured: `${ms(post.median)} ms (max ${ms(post.max)} ms, ${post.times.length} posts)`,
      met: post.median <= TARGETS.postMs,
    },
    {
      id: `${id}:ready`,
      target: `…, ${who}: its WebP sizes ready ≤ 3 s after the answer (median)`,
      alone: `${posting}: its WebP sizes ready ≤ 3 s after the answer (median)`,
      measured: `${seconds(post.readyMedian)} (max ${seconds(post.readyMax)})`,
      met: Number.isFinite(post.readyMedian) && post.readyMedian <= TARGETS.readyMs,
    },
  ];
}

function evaluateTargets(report) {
  const rows = [];
  const labelOf = (key) => report.sizes[0]?.endpoints.find((e) => e.key === key)?.label ?? key;
  for (const size of judgedSizes(report)) {
    for (const key of CEILING_KEYS) {
      const e = endpointAt(report, size, key);
      const ratio = e ? e.app.requestsPerSecond / e.ceiling.requestsPerSecond : NaN;
      const p95 = e ? e.app.p95 / e.ceiling.p95 : NaN;
      rows.push({
        id: `ceiling:${key}:${size}`,
        key,
        size,
        target: `${labelOf(key)}, ${sizeLabel(size)}: app ≥ 80 % of the ceiling's req/s and app p95 ≤ 1.25 × the ceiling's`,
        measured: e
          ? `${pct(ratio)} (${int(e.app.requestsPerSecond)} vs ${int(e.ceiling.requestsPerSecond)} req/s); p95 ${p95.toFixed(2)} × (${ms(e.app.p95)} vs ${ms(e.ceiling.p95)} ms)`
          : notRun(report, size),
        met: e ? ratio >= TARGETS.ratio && p95 <= TARGETS.p95VsCeiling : null,
      });
    }
  }
  const small = report.sizes.some((s) => s.size === 10_000) ? 10_000 : undefined;
  const large = report.sizes.some((s) => s.size === 1_000_000) ? 1_000_000 : undefined;
  for (const endpoint of report.sizes[0]?.endpoints ?? []) {
    const a = small && endpointAt(report, small, endpoint.key);
    const b = large && endpointAt(report, large, endpoint.key);
    const factor = a && b ? b.app.p50 / a.app.p50 : NaN;
    const ceilingFactor = a && b ? b.ceiling.p50 / a.ceiling.p50 : NaN;
    rows.push({
      id: `scaling:${endpoint.key}`,
      key: endpoint.key,
      target: `${endpoint.label}: p50 at 1,000,000 ≤ 1.3 × p50 at 10,000`,
      measured:
        a && b
          ? Number.isFinite(factor)
            ? `${factor.toFixed(2)} × (${ms(a.app.p50)} → ${ms(b.app.p50)} ms; ceiling ${Number.isFinite(ceilingFactor) ? `${ceilingFactor.toFixed(2)} ×` : 'no answer in time'})`
            : `no request answered within autocannon's ${TIMEOUT_SECONDS} s timeout at 1,000,000 (${ms(a.app.p50)} ms at 10,000)`
          : !small
            ? notRun(report, 10_000)
            : notRun(report, 1_000_000),
      met: a && b ? Number.isFinite(factor) && factor <= TARGETS.scaling : null,
    });
  }
  for (const size of report.sizes) {
    const browseAt = endpointAt(report, size.size, 'browse');
    for (const search of size.endpoints.filter((e) => e.key.startsWith('search'))) {
      const p50 = search.app.p50 / browseAt?.app.p50;
      const p95 = search.app.p95 / browseAt?.app.p95;
      rows.push({
        id: `searchVsBrowse:${search.key}:${size.size}`,
        target: `${search.label}: p50 ≤ 2 × and p95 ≤ 2 × the browse page's, ${sizeLabel(size.size)}`,
        measured: browseAt
          ? `p50 ${p50.toFixed(2)} × (${ms(search.app.p50)} vs ${ms(browseAt.app.p50)} ms), p95 ${p95.toFixed(2)} × (${ms(search.app.p95)} vs ${ms(browseAt.app.p95)} ms)`
          : '–',
        met: browseAt ? p50 <= TARGETS.searchVsBrowse && p95 <= TARGETS.searchVsBrowse : null,
      });
    }
  }
  for (const size of report.sizes.filter((s) => s.contention)) {
    const { alone, contended, search, searchConnections, q } = size.contention;
    rows.push({
      id: `contention:${size.size}`,
      size: size.size,
      target: `Home latest answers every request with p95 ≤ 1 s while ${searchConnections} searches q=${q} run, ${sizeLabel(size.size)}`,
      measured: `alone ${int(alone.requestsPerSecond)} req/s, p95 ${ms(alone.p95)} ms; with the searches ${int(contended.requestsPerSecond)} req/s, p95 ${ms(contended.p95)} ms, ${int(contended.errors)} unanswered; searches: ${int(search.answered)} answered, ${int(search.refused)} refused (503), ${int(search.timeouts)} without an answer in ${TIMEOUT_SECONDS} s`,
      met:
        contended.answered > 0 && contended.errors === 0 && contended.p95 <= TARGETS.contentionP95,
    });
  }
  for (const page of report.lighthouse ?? []) {
    const { lcp, tbt } = page.metrics;
    rows.push({
      id: `lighthouse:${page.name}`,
      target: `Lighthouse mobile ≥ 95 (median of ${page.scores.length}), LCP ≤ 2.5 s and TBT ≤ 200 ms: ${page.name}`,
      measured: `${page.score} (runs: ${page.scores.join(', ')}${failedRunsOf(page)}); LCP ${lcp.display}, TBT ${tbt.display}`,
      met:
        page.score >= TARGETS.lighthouse &&
        lcp.value <= TARGETS.lcpMs &&
        tbt.value <= TARGETS.tbtMs,
    });
  }
  if (!report.lighthouse) {
    rows.push({
      id: 'lighthouse',
      target: 'Lighthouse mobile ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms',
      measured: 'not run (BENCH_LIGHTHOUSE=0)',
      met: null,
    });
  }
  rows.push({
    id: 'js',
    target: 'First-load JS ≤ 160 kB gzip',
    measured:
      report.firstLoadJs.brotli === undefined
        ? kB(report.firstLoadJs.gzip)
        : `${kB(report.firstLoadJs.gzip)} (${kB(report.firstLoadJs.brotli)} as sent with Brotli)`,
    met: report.firstLoadJs.gzip <= TARGETS.firstLoadGzip,
  });
  const home = homePage(report);
  rows.push({
    id: 'homeBytes',
    target: "The home page's first load transfers ≤ 250 kB in all (Lighthouse total byte weight)",
    measured: home?.metrics.bytes ? kB(home.metrics.bytes.value) : 'not run',
    met: home?.metrics.bytes ? home.metrics.bytes.value <= TARGETS.homeBytes : null,
  });
  const posts = postsOf(report);
  if (!posts.length) {
    rows.push({
      id: 'post:answer',
      target: 'A post with four ~3 MB photos',
      measured: '–',
      met: null,
    });
  }
  for (const { id, who, post, photos } of posts) {
    rows.push(...postRows(id, who, post, photos));
    if (!post.uploads) continue;
    rows.push({
      id: `${id}:uploads`,
      target: `…, ${who}: each photo's own upload, ${post.sellers * 4} at once (not a target)`,
      measured: `answered in ${ms(post.uploads.median)} ms (median; max ${ms(post.uploads.max)} ms, ${post.uploads.times.length} uploads)`,
      met: null,
    });
  }
  return rows;
}

const homePage = (report) => report.lighthouse?.find((p) => new URL(p.url).pathname === '/');

/** Long column lists make SQL unreadable; the shape of the query is what matters here. */
function shortSql(sql) {
  return sql.replace(/SELECT (.+?) FROM/s, (all, columns) => {
    const count = columns.split(' AS ').length - 1;
    return count > 3 ? `SELECT …${count} columns… FROM` : all;
  });
}

function planText(engine, plan) {
  if (engine === 'sqlite') return plan.map((p) => p.detail).join('; ');
  return plan
    .map(
      (p) =>
        `type=${p.type}, key=${p.key ?? 'none'}, rows≈${int(Number(p.rows))}${p.Extra ? `, ${p.Extra}` : ''}`,
    )
    .join('; ');
}

function isFullScan(engine, plan) {
  return plan.some((p) =>
    engine === 'sqlite'
      ? /^SCAN l\b|^SCAN Listing\b/.test(p.detail) && !/INDEX/.test(p.detail)
      : p.type === 'ALL',
  );
}

/** A page total counted over every match: it grows with the table. */
const countsAll = (sql) => /COUNT\(/i.test(sql) && !/LIMIT/i.test(sql);

/** The CPU profile section: where the app's time goes for each profiled endpoint. */
function profileSection(report) {
  const profiles = report.profiles ?? [];
  if (!profiles.length) return [];
  const lines = [
    '## Where the app’s CPU goes, per endpoint',
    '',
    `V8 CPU profiles of the app (self time, shares of its busy samples) while it served each endpoint at ${sizeLabel(profiles[0].size)} with ${report.settings.connections} connections. Native frames count for the package that called them.${profiles.some((p) => p.statements) ? ' Samples and a clock can disagree about native calls (on the detail page the samples have put about twice the clock’s time in SQLite’s statements): on SQLite, a clock around each statement call also says how long the calls took, garbage collection inside them included.' : ''}`,
    '',
  ];
  for (const p of profiles) {
    lines.push(
      `### ${p.label} (${int(p.requests)} requests, ${int(p.busyMs)} ms busy, ${p.requests ? int((p.busyMs / p.requests) * 1000) : '–'} µs per request)`,
      '',
      table(
        ['Package or area', 'Share'],
        p.groups.slice(0, 8).map((g) => [g.name, pct(g.share)]),
      ),
      '',
      table(
        ['Function (self time)', 'Where', 'Share'],
        p.functions
          .slice(0, 8)
          .map((f) => [`\`${f.name}\``, `${f.group} ${f.where}`, pct(f.share)]),
      ),
      '',
      ...statementTimeLines(p),
    );
  }
  return lines;
}

/** The servers of the floor measurement (run.mjs measureFloors), as the report names them. */
const floorServers = (versions) => ({
  app: 'The app',
  ceiling: 'The ceiling (node:http, the app’s SQL)',
  http: 'node:http, the answer fixed',
  express: `Express ${versions.express} alone, the answer fixed`,
  nest: `Nest ${versions.nest} on Express, the answer fixed`,
});

const floorsOf = (report) => report.sizes.find((s) => s.floors);

/**
 * CPU time a request, for one endpoint of the floor measurement: what the req/s target leaves the
 * app beyond the ceiling, against what Express and Nest spend beyond bare node:http sending the
 * same answer. Undefined where CPU times were not measured.
 */
function floorBudget(e) {
  const cpu = (key) => e[key].cpuMicrosPerRequest;
  if (['app', 'ceiling', 'http', 'express', 'nest'].some((key) => cpu(key) == null)) return;
  return {
    allowed: cpu('ceiling') / TARGETS.ratio - cpu('ceiling'),
    app: cpu('app') - cpu('ceiling'),
    express: cpu('express') - cpu('http'),
    nest: cpu('nest') - cpu('http'),
  };
}

/**
 * The frameworks' floor: each endpoint's answer sent unchanged by node:http, Express alone and Nest
 * on Express, beside the app and the ceiling in the same turns.
 */
function floorSection(report) {
  const sized = floorsOf(report);
  if (!sized) return [];
  const { versions, endpoints } = sized.floors;
  const servers = floorServers(versions);
  return [
    '## What the frameworks cost before the app’s code runs',
    '',
    `At ${sizeLabel(sized.size)}, each endpoint’s answer as the app gave it, sent again unchanged on every request by servers with no database, no token check and no code of ours: bare node:http; Express ${versions.express} with one route per path; Nest ${versions.nest} on Express with one controller, as \`NestFactory.create\` makes an app. Express and Nest keep their defaults (a weak ETag among them). Each serializes the answer on every request, as the app and the ceiling do. Measured in turns with the app and the ceiling, ${report.settings.turns} turns each, ${report.settings.connections} connections. The servers sending a fixed answer do far less than the ceiling, so their req/s say little beside it; their CPU time a request says what the frameworks add to sending an answer.`,
    '',
    table(
      ['Endpoint', 'Server', 'req/s', 'p50 / p95 ms', 'CPU µs per request'],
      endpoints.flatMap((e) =>
        Object.entries(servers).map(([key, name], i) => [
          i ? '' : e.label,
          name,
          int(e[key].requestsPerSecond),
          `${ms(e[key].p50)} / ${ms(e[key].p95)}`,
          int(e[key].cpuMicrosPerRequest),
        ]),
      ),
    ),
    '',
    ...endpoints.flatMap((e) => {
      const budget = floorBudget(e);
      return budget
        ? [
            `- ${e.label}: at ${pct(TARGETS.ratio)} of the ceiling’s req/s, the app may spend ${int(budget.allowed)} µs a request beyond the ceiling’s ${int(e.ceiling.cpuMicrosPerRequest)}; it spends ${int(budget.app)} µs beyond. Sending the fixed answer, Express alone spends ${int(budget.express)} µs a request beyond bare node:http, and Nest on Express ${int(budget.nest)} µs.`,
          ]
        : [];
    }),
    '',
  ];
}

/**
 * Where Express alone, sending the app's answer fixed, already spends more CPU a request beyond
 * bare node:http than the ceiling target leaves the app: that part of the gap is the design's
 * frameworks', not the app's code.
 */
function floorFinding(report, missed) {
  const sized = floorsOf(report);
  if (!sized) return [];
  const over = sized.floors.endpoints
    .filter((e) => missed.some((t) => t.key === e.key))
    .map((e) => [e, floorBudget(e)])
    .filter(([, budget]) => budget && budget.express > budget.allowed);
  if (!over.length) return [];
  return [
    '',
    `- The frameworks’ floor (measured at ${sizeLabel(sized.size)}, CPU a request): ${over.map(([e, b]) => `on ${e.label} the target leaves the app ${int(b.allowed)} µs beyond the ceiling, while Express alone, sending the app’s answer fixed, spends ${int(b.express)} µs beyond bare node:http (Nest on Express ${int(b.nest)} µs)`).join('; ')}. There the target asks for less than the design’s frameworks cost before the app’s own code runs.`,
  ];
}

/**
 * On SQLite, the driver's calls as the clock around them measured them in the profiled run,
 * beside the share the samples put in them: the two can disagree about native calls.
 */
function statementTimeLines(p) {
  if (!p.statements || !p.requests || !p.busyMs) return [];
  const { calls, micros } = p.statements;
  return [
    `SQLite statements, timed around each call in the same run: ${(calls / p.requests).toFixed(1)} a request, ${int(micros / p.requests)} µs a request, ${pct(micros / 1000 / p.busyMs)} of the busy time (the samples put ${pct(p.sampledStatements)} in them).`,
    '',
  ];
}

/** A note for each missed target, saying only what this run measured about it. */
function findings(report, targets) {
  const notes = [];
  const missedRows = (prefix) => targets.filter((t) => t.id.startsWith(prefix) && t.met === false);
  const largest = report.sizes.at(-1);
  const engine = report.machine.database.startsWith('SQLite') ? 'sqlite' : 'mysql';

  const ceilingMissed = missedRows('ceiling:');
  if (ceilingMissed.length) {
    const lines = ['### The app against the ceiling', ''];
    lines.push(
      `${ceilingMissed.map((t) => `${t.target.split(':')[0]}: ${t.measured}`).join('; ')}. The ceiling sends the same SQL statements (recorded from the app) and builds the same JSON with the app’s own mapper, so the gap is what the app does around them; the CPU profiles above show where that time goes.`,
    );
    const cpu = ceilingMissed
      .map((t) => [t, endpointAt(report, t.size, t.key)])
      .filter(([, e]) => e && hasCpuTimes(e));
    if (cpu.length) {
      lines.push(
        '',
        `CPU time of each server's own process per request, app against ceiling (${engine === 'mysql' ? 'the database works in a process of its own, counted in neither' : 'SQLite works inside each, so its work counts in both'}): ${cpu.map(([t, e]) => `${e.label}, ${sizeLabel(t.size)}: ${int(e.app.cpuMicrosPerRequest)} vs ${int(e.ceiling.cpuMicrosPerRequest)} µs (${(e.app.cpuMicrosPerRequest / e.ceiling.cpuMicrosPerRequest).toFixed(1)} ×)`).join('; ')}.`,
      );
    }
    lines.push(...floorFinding(report, ceilingMissed));
    const all = (report.profiles ?? []).flatMap((p) => p.functions.map((f) => ({ ...f, p })));
    const shareIn = (p, pattern) =>
      p.functions
        .filter((f) => pattern.test(`${f.group} ${f.name} ${f.where}`))
        .reduce((sum, f) => sum + f.share, 0);
    const areas = [
      [/createPublicKey|createSecretKey/, 'turning the JWT secret into a key'],
      [/ConsoleLogger|printMessages|colorize/, 'writing the log line'],
    ];
    for (const [pattern, what] of areas) {
      if (!all.some((f) => pattern.test(`${f.group} ${f.name} ${f.where}`))) continue;
      lines.push(
        '',
        `- ${what[0].toUpperCase()}${what.slice(1)}: ${(report.profiles ?? []).map((p) => `${pct(shareIn(p, pattern))} of ${p.label}`).join(', ')}.`,
      );
    }
    const orm = (report.profiles ?? [])
      .map((p) => [p, p.groups.find((g) => g.name === 'typeorm')?.share ?? 0])
      .filter(([, share]) => share > 0.05);
    if (orm.length) {
      lines.push(
        `- TypeORM (building SQL text, hydrating entities): ${orm.map(([p, share]) => `${pct(share)} of ${p.label}`).join(', ')}; the ceiling sends ready text.`,
      );
    }
    notes.push(lines.join('\n'));
  }

  const scalingMissed = missedRows('scaling:');
  if (scalingMissed.length && largest) {
    const lines = ['### 1,000,000 against 10,000 listings', ''];
    const bufferPool = Number(report.machine.databaseSettings?.innodb_buffer_pool_size ?? 0);
    for (const t of scalingMissed) {
      const plans = largest.plans[t.key] ?? [];
      const count = plans.find((p) => /COUNT\(/i.test(p.sql));
      const rows = plans.find((p) => !/COUNT\(|listing_totals/i.test(p.sql));
      const full = plans.find((p) => isFullScan(engine, p.plan));
      const label = largest.endpoints.find((e) => e.key === t.key)?.label ?? t.key;
      const parts = [`- **${label}** (${t.measured}).`];
      const growing = count && countsAll(count.sql);
      if (full) {
        parts.push(
          `${code(shortSql(full.sql))} reads the whole table (${planText(engine, full.plan)}), so it grows with the table.`,
        );
      }
      if (growing) {
        parts.push(
          `Every request also counts all matches for the page total: ${code(shortSql(count.sql))} → ${planText(engine, count.plan)}.`,
        );
      }
      if (!growing && !full) {
        const small = endpointAt(report, 10_000, t.key);
        const ceilingFactor = small
          ? largest.endpoints.find((e) => e.key === t.key).ceiling.p50 / small.ceiling.p50
          : NaN;
        parts.push(
          `Its plan reads no whole table (${rows ? planText(engine, rows.plan) : '–'}).` +
            (ceilingFactor <= TARGETS.scaling
              ? ` The ceiling, running the same SQL, did not slow down (${ceilingFactor.toFixed(2)} ×), so the database is not the cause (load average ${largest.loadBefore?.[0]?.toFixed(1) ?? '–'} before this size).`
              : bufferPool && largest.tableBytes > bufferPool
                ? ` At ${sizeLabel(largest.size)} the table and its indexes (${(largest.tableBytes / 1e6).toFixed(0)} MB) are larger than MariaDB's buffer pool (${(bufferPool / 1048576).toFixed(0)} MiB).`
                : ` The ceiling slowed down too (${Number.isFinite(ceilingFactor) ? `${ceilingFactor.toFixed(2)} ×` : 'no answer in time'}).`),
        );
      }
      lines.push(parts.join(' '));
    }
    notes.push(lines.join('\n'));
  }

  const contentionMissed = missedRows('contention:');
  if (contentionMissed.length) {
    const lines = ['### Home latest while number searches run', ''];
    for (const t of contentionMissed) {
      const { alone, contended } = report.sizes.find((s) => s.size === t.size).contention;
      lines.push(
        `- **${sizeLabel(t.size)}:** ${t.measured}. Home latest answered ${pct(contended.requestsPerSecond / alone.requestsPerSecond)} of its req/s alone${contended.timeouts ? `; ${int(contended.timeouts)} of its requests had no answer within ${TIMEOUT_SECONDS} s` : ''}.`,
      );
    }
    notes.push(lines.join('\n'));
  }

  const postMissed = POST_KINDS.flatMap(({ id }) => missedRows(`${id}:`));
  if (postMissed.length && report.post) {
    const { steps, sharpConcurrency } = report.post;
    const lines = [
      '### Posts with four photos',
      '',
      ...postMissed.map((t) => `- ${t.alone ?? t.target}: ${t.measured}`),
      '',
      `Each step of a photo, one photo at a time in the benchmark process (sharp uses ${sharpConcurrency} libvips thread${sharpConcurrency === 1 ? '' : 's'} per image here):`,
      '',
      table(
        ['Step, per photo', 'ms'],
        steps.map((s) => [s.name, ms(s.ms)]),
      ),
    ];
    const atOnceMissed = postMissed.some((t) => t.id.startsWith('postsAtOnce:'));
    if (atOnceMissed && report.postsAtOnce) {
      // What no scheduling can beat: every photo of the burst is decoded whole before its post is
      // answered, and the last post waits for all of them.
      const photos = report.postsAtOnce.sellers * 4;
      const checkMs = steps[0].ms * photos;
      lines.push(
        '',
        `The ${photos} photos of ${report.postsAtOnce.sellers} posts at once need ${int(checkMs)} ms of checking alone (${photos} × ${ms(steps[0].ms)} ms), at least ${int(checkMs / report.machine.cores)} ms on ${report.machine.cores} cores before the last of them can be answered; reading the uploads and the benchmark's own client share the same cores.`,
      );
    }
    if (report.loadAtEnd?.[0] > report.machine.cores) {
      lines.push(
        '',
        `The load average was ${report.loadAtEnd[0].toFixed(1)} on ${report.machine.cores} cores at the end of the run.`,
      );
    }
    notes.push(lines.join('\n'));
  }

  const lighthouseMissed = targets.filter((t) => t.id.startsWith('lighthouse:') && t.met === false);
  if (lighthouseMissed.length) {
    const lines = ['### Lighthouse', ''];
    for (const t of lighthouseMissed) {
      const page = report.lighthouse.find((p) => `lighthouse:${p.name}` === t.id);
      const m = page.metrics;
      const d = page.diagnostics ?? {};
      const parts = [
        `- **${page.name}: ${page.score}.** FCP ${m.fcp.display}, LCP ${m.lcp.display}, TBT ${m.tbt.display}, CLS ${m.cls.display}, Speed Index ${m.si.display}.`,
      ];
      if (m.tbt.value > TARGETS.tbtMs && d.mainThread?.length) {
        const script = d.scripts?.[0];
        parts.push(
          `Main thread (emulated 4× slower CPU): ${d.mainThread.map((x) => `${x.label} ${int(x.ms)} ms`).join(', ')}` +
            (script
              ? `; the most expensive script is \`${script.url}\` (${int(script.ms)} ms, ${int(script.scripting)} ms of it running code).`
              : '.'),
        );
      }
      if (m.cls.value > 0.1 && d.layoutShifts?.length) {
        const shift = d.layoutShifts[0];
        parts.push(
          `The largest layout shift (${shift.score.toFixed(3)}) is ${code(shift.snippet)}.`,
        );
      }
      if (d.lcpElement) {
        parts.push(
          `The LCP element is ${code(d.lcpElement)}${/loading="lazy"/.test(d.lcpElement) ? ' (loaded lazily)' : ''}.`,
        );
      }
      parts.push(
        `Lighthouse’s own suggestions: ${
          page.opportunities
            .slice(0, 4)
            .map(
              (o) =>
                `${o.title}${o.savingsMs ? ` (≈ ${int(o.savingsMs)} ms)` : o.savingsBytes ? ` (≈ ${kB(o.savingsBytes)})` : ''}`,
            )
            .join('; ') || 'none above 50 ms'
        }.`,
      );
      lines.push(parts.join(' '));
    }
    notes.push(lines.join('\n'));
  }

  const home = homePage(report);
  if (targets.some((t) => t.id === 'homeBytes' && t.met === false) && home) {
    notes.push(
      [
        '### The home page’s transfer',
        '',
        `${kB(home.metrics.bytes.value)} on the first load; the largest transfers:`,
        '',
        table(
          ['Resource', 'Transferred'],
          (home.diagnostics?.heaviest ?? []).map((h) => [`\`${h.url}\``, kB(h.bytes)]),
        ),
      ].join('\n'),
    );
  }

  if (targets.some((t) => t.id === 'js' && t.met === false)) {
    notes.push(
      [
        '### First-load JavaScript',
        '',
        `index.html loads ${report.firstLoadJs.files.length} files before anything renders, ${kB(report.firstLoadJs.gzip)} gzip; ${kB(report.firstLoadJs.gzip - TARGETS.firstLoadGzip)} above the target. Largest parts (gzip shares estimated per chunk):`,
        '',
        table(
          ['Package', 'raw', 'gzip'],
          (report.composition ?? []).slice(0, 12).map((c) => [c.name, kB(c.raw), kB(c.gzip)]),
        ),
      ].join('\n'),
    );
  }
  return notes;
}

/** Whether both servers' CPU time per request was measured (not where /proc is missing). */
const hasCpuTimes = (e) =>
  e.app.cpuMicrosPerRequest != null && e.ceiling.cpuMicrosPerRequest != null;

function sizeTable(sizeResult) {
  return table(
    [
      'Endpoint',
      'App req/s',
      'App p50 / p95 / p99 ms',
      'Ceiling req/s',
      'Ceiling p50 / p95 / p99 ms',
      'App ÷ ceiling',
      'CPU µs per request, app / ceiling',
      'Errors',
    ],
    sizeResult.endpoints.map((e) => [
      `${e.label}<br>\`GET ${e.path.replace(/[0-9a-f]{20,}/, '{postHash}')}\``,
      int(e.app.requestsPerSecond),
      `${ms(e.app.p50)} / ${ms(e.app.p95)} / ${ms(e.app.p99)}`,
      int(e.ceiling.requestsPerSecond),
      `${ms(e.ceiling.p50)} / ${ms(e.ceiling.p95)} / ${ms(e.ceiling.p99)}`,
      pct(e.app.requestsPerSecond / e.ceiling.requestsPerSecond),
      hasCpuTimes(e)
        ? `${int(e.app.cpuMicrosPerRequest)} / ${int(e.ceiling.cpuMicrosPerRequest)}`
        : '–',
      String(e.app.errors + e.ceiling.errors),
    ]),
  );
}

/**
 * The warning for a run on another Node than the production image's (the Dockerfile's major
 * version); undefined when it is the same, or when there is no Dockerfile to compare with.
 */
function otherNodeWarning(machine) {
  if (!machine.imageNodeMajor) return undefined;
  const major = Number(machine.node.replace(/^v/, '').split('.')[0]);
  if (major === machine.imageNodeMajor) return undefined;
  return `measured on Node ${machine.node}, while the production image runs Node ${machine.imageNodeMajor} (Dockerfile). The app's figures here are not what production serves: run it again on Node ${machine.imageNodeMajor}.`;
}

/** NaN (no answered request) is stored as null in results.json; read it back as NaN. */
function revive(report) {
  for (const size of report.sizes) {
    const { alone, contended, search } = size.contention ?? {};
    const runs = [...size.endpoints.flatMap((e) => [e.app, e.ceiling]), alone, contended, search];
    for (const run of runs.filter(Boolean)) {
      for (const key of ['requestsPerSecond', 'p50', 'p95', 'p99']) run[key] ??= NaN;
    }
  }
  // A post whose photos were never ready within the wait.
  for (const { post } of postsOf(report)) {
    post.ready = post.ready.map((r) => r ?? NaN);
    for (const key of ['readyMedian', 'readyMax']) post[key] ??= NaN;
  }
}

export function writeReport(report, out) {
  revive(report);
  mkdirSync(dirname(out), { recursive: true });
  const svgName = `${basename(out, '.md')}.svg`;
  const svgPath = join(dirname(out), svgName);
  writeFileSync(svgPath, chartSvg(report));

  const { machine, settings } = report;
  const targets = evaluateTargets(report);
  const notes = findings(report, targets);
  const engine = machine.database.startsWith('SQLite') ? 'sqlite' : 'mysql';
  const load = (l) => l.map((n) => n.toFixed(2)).join(', ');
  /** The load average a measurement started at, and whether waiting brought it under the bar. */
  const loadBefore = (average, quiet) => {
    const measured = `Load average before measuring: ${average ? load(average) : '–'}`;
    if (!quiet) return `${measured}.`;
    const cores =
      quiet.cpuBusy === undefined
        ? ''
        : `, cores ${Math.round(quiet.cpuBusy * 100)} % busy over the last 5 s`;
    const bar =
      quiet.cpuThreshold === undefined
        ? `${quiet.threshold}`
        : `${quiet.threshold} and ${Math.round(quiet.cpuThreshold * 100)} %`;
    const waited =
      quiet.waitedSeconds >= 1 ? `after waiting ${int(quiet.waitedSeconds)} s` : 'without waiting';
    return `${measured}${cores} — ${quiet.reached ? 'under' : '**not** under'} ${bar} ${waited}.`;
  };
  /** How long InnoDB worked on the seeded rows (flushing, purging) before measuring began. */
  const databaseWorkOf = (work) => {
    if (!work) return '';
    const { before, after } = work;
    const pages = (n) =>
      `${int(n)} dirty pages (${((100 * n) / before.poolPages).toFixed(1)} % of the buffer pool)`;
    const purge = (s) => `${int(s.historyLength)} row versions to purge`;
    return work.waitedSeconds < 3
      ? `InnoDB had ${pages(before.dirtyPages)} and ${purge(before)} left from seeding: measured without waiting. `
      : `InnoDB had ${pages(before.dirtyPages)} and ${purge(before)} left from seeding; waited ${int(work.waitedSeconds)} s for it to write them out and purge${work.reached ? '' : ` (**not** done: ${pages(after.dirtyPages)}, ${purge(after)})`}. `;
  };
  const md = [];
  md.push(
    '# Performance benchmarks',
    '',
    `Measured on ${report.startedAt.toISOString().slice(0, 10)}, on commit ${report.machine?.code ?? 'unknown'}, with \`npm run bench\` (scripts/bench/). This file and [${svgName}](${svgName}) are written by that script; run it again rather than editing them.`,
    '',
  );
  if (settings.note) md.push(`> **Note:** ${settings.note}`, '');
  const otherNode = otherNodeWarning(machine);
  if (otherNode) md.push(`> **Node:** ${otherNode}`, '');
  if (settings.quick)
    md.push(
      '> **Quick mode:** small sizes and short runs, for checking the harness, not for the numbers.',
      '',
    );
  md.push(
    '## Targets',
    '',
    table(
      ['Target', 'Measured', 'Result'],
      targets.map((t) => [t.target, t.measured, mark(t.met)]),
    ),
    '',
    `![Requests per second and p95 latency, app beside ceiling](${svgName})`,
    '',
    '## Machine',
    '',
    table(
      ['', ''],
      [
        ['CPU', `${machine.cpu}, ${machine.cores} cores`],
        ['RAM', `${machine.ramGiB.toFixed(1)} GiB`],
        ['OS', machine.os],
        [
          'Node.js',
          `${machine.node}${machine.imageNodeMajor && !otherNode ? ` (the production image's version, Dockerfile)` : ''}${machine.appNodeOptions ? `; the app and the ceiling with the image's NODE_OPTIONS \`${machine.appNodeOptions}\`` : ''}`,
        ],
        [
          'Database',
          `${machine.database}${machine.databaseSettings?.innodb_buffer_pool_size ? ` (innodb_buffer_pool_size ${(Number(machine.databaseSettings.innodb_buffer_pool_size) / 1048576).toFixed(0)} MiB, query cache ${machine.databaseSettings.query_cache_type})` : ''}, on the same machine`,
        ],
        ['Browser', machine.chromium],
        ['Tools', `autocannon ${machine.autocannon}, Lighthouse ${machine.lighthouse}`],
        [
          'Load average (1, 5, 15 min)',
          `${load(report.loadAtStart)} at the start, ${load(report.loadAtEnd)} at the end`,
        ],
      ],
    ),
    '',
    `The load generator, the app, the ceiling and the database all run on these ${machine.cores} cores, so absolute numbers are lower than on a server with a separate database; the app ÷ ceiling ratios compare like with like. A load average above ${machine.cores} means other processes were competing for the CPU.`,
    '',
    '## How to run',
    '',
    '```sh',
    'npm run bench                                    # embedded SQLite in a temporary folder',
    'BENCH_DATABASE_URL=mariadb://gebeya:gebeya@127.0.0.1:3307/gebeya_bench npm run bench   # MySQL/MariaDB',
    'BENCH_QUICK=1 npm run bench                      # smoke run: 2 000 listings, 3 s per endpoint',
    '```',
    '',
    `Run it on the Node version the production image runs (the Dockerfile's \`FROM node:N\`${machine.imageNodeMajor ? `, now ${machine.imageNodeMajor}` : ''}): the app, the ceiling and the load generator all run on the Node that runs the script, and the Node version changes the app's CPU per request more than the ceiling's. There the app (and the ceiling, on the same runtime settings) also gets the image's \`NODE_OPTIONS\` (its \`ENV NODE_OPTIONS\`), so it runs as in production. On another version the report says so at its top.`,
    '',
    table(
      ['Variable', 'Default', 'Meaning'],
      [
        [
          '`BENCH_DATABASE_URL` (or `DATABASE_URL`)',
          'unset: SQLite',
          'MySQL/MariaDB database to use. It is dropped and created again, so its name must contain “bench”.',
        ],
        [
          '`BENCH_SIZES`',
          '`10000,100000,1000000`',
          'Listing counts to measure, smallest first; each size adds to the previous one.',
        ],
        [
          '`BENCH_MAX_SEED_MINUTES`',
          '20',
          'A size whose seeding would take longer (at the rate measured so far) is skipped.',
        ],
        [
          '`BENCH_DURATION` / `BENCH_WARMUP`',
          '10 / 3 s',
          'autocannon run and warm-up per endpoint and server.',
        ],
        [
          '`BENCH_START_WARMUP`',
          '36 s (quick: 6)',
          'Load over every endpoint in turn that each server gets once started, before it is measured or profiled.',
        ],
        [
          '`BENCH_TURNS`',
          '4 (quick: 2)',
          'Turns each server is measured in, alternating app, ceiling, ceiling, app; they share the duration.',
        ],
        ['`BENCH_CONNECTIONS`', '32', 'Concurrent connections.'],
        [
          '`BENCH_QUIET_LOAD` / `BENCH_QUIET_WAIT_MINUTES`',
          '1.5 / 10 (quick: 0)',
          'Before measuring each size, wait up to this long for the 1-minute load average to fall below this.',
        ],
        [
          '`BENCH_QUIET_CPU`',
          '0.15',
          'Before Lighthouse and the posts, which are timed on the CPU itself, the cores must also have been busy less than this share of the last 5 s.',
        ],
        [
          '`BENCH_POSTS`',
          '5',
          'Timed posts by one seller, and timed rounds of four sellers posting at once (each after one warm-up).',
        ],
        [
          '`BENCH_LIGHTHOUSE` / `BENCH_LIGHTHOUSE_RUNS`',
          '1 / 3',
          '`0` skips Lighthouse; the run with the median score is reported.',
        ],
        [
          '`BENCH_BUILD`',
          '1',
          '`0` uses the existing dist/ and client/dist/ instead of running `npm run build`.',
        ],
        ['`BENCH_NOTE`', '', 'A remark printed at the top of this file.'],
        ['`BENCH_OUT`', '`docs/benchmarks.md`', 'Where to write (quick mode: test-output/bench/).'],
        ['`CHROMIUM_PATH`', '`/usr/bin/chromium`', 'The browser Lighthouse drives.'],
      ],
    ),
    '',
    'What a run does:',
    '',
    `1. \`npm run build\`, then empties the database; the built app (\`node dist/main.js\`, NODE_ENV=production) runs its migrations and posts the ${report.demoListings} demo listings with their photos.`,
    `2. Adds listings with multi-row INSERTs into the real \`listings\` table: the four types in turn, Ethiopian regions, cities and sub-cities (Addis Ababa ≈ 55 %), common makes and models (a Lada Niva, the rare word searched for, in ten cars for rent among the newest 10 000 listings, so every size answers the same ten), prices in ETB (8 % USD), one every ~30 s going back in time, each public for the whole run (expiring ${report.expiryDays} days ahead, the date the app gives a listing that has none, so its expiry job finds nothing to do while it is measured), image keys pointing at the demo photos; with each listing its rows of the substring-search index (\`listing_search_texts\`, \`listing_search_grams\`), made by the app’s own code.`,
    `3. On MySQL/MariaDB, waits for InnoDB to write out the seeded pages and purge (at most ${settings.quietWaitMinutes ?? 10} min, flushing hurried where the account may set innodb_max_dirty_pages_pct). Waits for a quiet machine (1-minute load average below ${settings.quietLoad ?? 1.5}, at most ${settings.quietWaitMinutes ?? 10} min). Starts the app once with a hook that records the SQL each endpoint sends while serving a request (background work is left out), then starts it normally beside the **ceiling**: a bare \`node:http\` server that checks the token (HS256 signature, expiry, the same account query), replays exactly the recorded statements with mysql2/better-sqlite3 and builds the same JSON with the app’s mapper. Before measuring, both answers are checked to be equal. The last full browse page is the browse answer's total ÷ 35, rounded down (the same 35 cards at every size); the middle page half of that, asked for by its number (a typed link) and with the \`next\` cursor of the page before it (the client's Next button).`,
    `4. autocannon, ${settings.connections} connections. Each server, once started, first serves every endpoint in turn for ${settings.startWarmup} s in all: a fresh app needs some 20 s of load before V8 has compiled its paths and its CPU per request settles (a third more before that), the ceiling about a second. Then ${settings.warmup} s warm-up and ${settings.duration} s per endpoint and server, endpoint by endpoint: app and ceiling in ${settings.turns} turns each (app, ceiling, ceiling, app, …, ${settings.duration / settings.turns} s a turn, each server warmed up before its first turn), so the machine's swings in speed weigh on both alike. Requests carry a buyer’s token and no \`Accept-Encoding\`, so neither server compresses. Then, app only: home latest with a few connections alone, and again while 32 connections search a number; a 503 (no pooled connection free in time) counts as refused.`,
    `5. At the smallest size, the frameworks’ floor: the app’s answers to browse, detail and home latest sent unchanged by bare node:http, by Express alone and by Nest on Express, in turns with the app and the ceiling; then a CPU profile of the app serving those endpoints (on SQLite, with a clock around each statement call as well); at the largest, after waiting for a quiet machine again, Lighthouse (home, browse and detail pages), then, after another wait, posts with four photos — by the demo seller one at a time, then by four new sellers (registered and credited by staff through the API) at once; then as the post form sends them, each photo uploaded on its own first and the post naming them, by one seller and by four at once, by four at once sending their posts ${typingTime(report)} after the uploads (a seller filling in the form meanwhile), and by four at once with the photos shrunk as the browser shrinks them — each followed until its photo jobs are done.`,
    '',
    '## Results',
    '',
  );
  for (const s of report.sizes) {
    md.push(
      `### ${sizeLabel(s.size)}`,
      '',
      `${s.seedSeconds ? `Seeded ${int(s.size - s.seeded)} listings in ${s.seedSeconds.toFixed(0)} s (${int((s.size - s.seeded) / s.seedSeconds)} rows/s). ` : ''}${engine === 'sqlite' ? 'Database file' : 'Table and indexes'}: ${(s.tableBytes / 1e6).toFixed(0)} MB. ${databaseWorkOf(s.databaseWork)}${loadBefore(s.loadBefore, s.quiet)}`,
      '',
      sizeTable(s),
      '',
    );
    if (s.contention) {
      const c = s.contention;
      const row = (name, run) => [
        name,
        String(run.connections ?? ''),
        int(run.requestsPerSecond),
        `${ms(run.p50)} / ${ms(run.p95)} / ${ms(run.p99)}`,
        int(run.answered),
        int(run.refused),
        int(run.timeouts),
        int(run.errors),
      ];
      md.push(
        `Home latest while ${c.searchConnections} connections search \`q=${c.q}\` (app only):`,
        '',
        table(
          [
            'Run',
            'Connections',
            'req/s',
            'p50 / p95 / p99 ms',
            'Answered',
            'Refused (503)',
            `No answer in ${TIMEOUT_SECONDS} s`,
            'Errors',
          ],
          [
            row('Home latest alone', { ...c.alone, connections: c.latestConnections }),
            row('Home latest with the searches', {
              ...c.contended,
              connections: c.latestConnections,
            }),
            row(`The searches q=${c.q}`, { ...c.search, connections: c.searchConnections }),
          ],
        ),
        '',
      );
    }
    const dbBound = s.endpoints.filter(
      (e) => e.ceiling.p50 > 1000 || !Number.isFinite(e.ceiling.p50),
    );
    if (dbBound.length) {
      md.push(
        `${dbBound.map((e) => e.label).join(' and ')}: the ceiling itself needs over a second per request here, so both servers mostly wait on the same SQL and their ratio says little beyond noise.`,
        '',
      );
    }
    if (s.endpoints.some((e) => e.app.errors + e.ceiling.errors > 0)) {
      md.push(
        `Errors are requests without an answer within ${TIMEOUT_SECONDS} s (autocannon’s timeout) or with a non-2xx status; latencies are of the answered requests.`,
        '',
      );
    }
  }
  for (const s of report.skipped) md.push(`**${sizeLabel(s.size)}: not run** — ${s.reason}.`, '');

  const largest = report.sizes.at(-1);
  if (largest) {
    md.push(
      `### The SQL behind each endpoint and its plan at ${sizeLabel(largest.size)}`,
      '',
      'Signed-in requests first load the caller’s account (token check); then the statements below; and with listings found, their sellers (and for a signed-in buyer, the subscription and free trials that decide whether a seller’s e-mail is shown).',
      '',
      table(
        ['Endpoint', 'Statement', engine === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'],
        largest.endpoints.flatMap((e) =>
          (largest.plans[e.key] ?? []).map((p) => [
            e.label,
            code(shortSql(p.sql)),
            planText(engine, p.plan),
          ]),
        ),
      ),
      '',
    );
  }

  md.push('## Posts with four photos', '');
  if (report.post) {
    const p = report.post;
    const line = (who, post) =>
      `- **${who}:** answered in ${post.times.map((t) => ms(t)).join(', ')} ms (median ${ms(post.median)} ms); WebP sizes ready ${post.ready.map((r) => seconds(r)).join(', ')} after the answer (median ${seconds(post.readyMedian)}).`;
    md.push(
      `\`POST /api/seller/carRent\`, multipart with four JPEGs of ${p.photoBytes.map((b) => `${(b / 1048576).toFixed(1)}`).join(', ')} MiB (${p.photoPixels} px), timed from sending the request to the answer over loopback; then the listing's photo jobs are polled until none is left. Each round starts when the previous one's photos are ready; the posts are deleted afterwards.${report.postQuiet ? ` ${loadBefore(report.postQuiet.load, report.postQuiet)}` : ''}`,
      '',
      ...postsOf(report).map(({ id, who, post, photos }) => {
        // The first two are the multipart posts the paragraph above describes.
        const label = id === 'post' || id === 'postsAtOnce' ? who : `${who}, ${photos}`;
        const said = line(label[0].toUpperCase() + label.slice(1), post);
        return post.uploads
          ? `${said} Each photo's own upload (\`POST /api/seller/photos\`, the ${post.sellers * 4} of a round at once, before its post): answered in ${post.uploads.times.map((t) => ms(t)).join(', ')} ms (median ${ms(post.uploads.median)} ms).`
          : said;
      }),
      '',
    );
  }

  md.push('## The client', '', '### First-load JavaScript', '');
  md.push(
    table(
      ['File index.html loads', 'raw', 'gzip', 'Brotli'],
      [
        ...report.firstLoadJs.files.map((f) => [
          `\`${f.file}\``,
          kB(f.raw),
          kB(f.gzip),
          kB(f.brotli ?? f.gzip),
        ]),
        [
          '**Total**',
          `**${kB(report.firstLoadJs.raw)}**`,
          `**${kB(report.firstLoadJs.gzip)}**`,
          `**${kB(report.firstLoadJs.brotli ?? report.firstLoadJs.gzip)}**`,
        ],
      ],
    ),
    '',
    'Gzip at level 6, as the server’s compression middleware sends them to a browser without Brotli; Brotli is the copy the build writes at quality 11, which the server sends to a browser that accepts it. Lazy route chunks are not counted.',
    '',
  );
  if (report.lighthouse) {
    md.push(
      '### Lighthouse',
      '',
      `Lighthouse ${machine.lighthouse}, default mobile settings (emulated Moto G Power, simulated slow 4G, 4× CPU slowdown), performance category only, ${settings.lighthouseRuns} run${settings.lighthouseRuns === 1 ? '' : 's'} per page with a cold HTTP cache; the median run is shown. The browse and detail pages are opened signed in as the demo buyer.${report.lighthouseQuiet ? ` ${loadBefore(report.lighthouseQuiet.load, report.lighthouseQuiet)}` : ''}`,
      '',
      table(
        ['Page', 'Score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'Transferred'],
        report.lighthouse.map((p) => [
          `${p.name} (\`${new URL(p.url).pathname.replace(/[0-9a-f]{20,}/, '{postHash}')}\`)`,
          String(p.score),
          p.metrics.fcp.display,
          p.metrics.lcp.display,
          p.metrics.tbt.display,
          p.metrics.cls.display,
          p.metrics.si.display,
          p.metrics.bytes ? kB(p.metrics.bytes.value) : '–',
        ]),
      ),
      '',
    );
  }

  md.push(...profileSection(report));
  md.push(...floorSection(report));
  md.push('## Where targets are missed: what this run measured', '');
  md.push(notes.length ? notes.join('\n\n') : 'Every measured target is met.', '');
  writeFileSync(
    out,
    `${md
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`,
  );
  return [out, svgPath];
}
