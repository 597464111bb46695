// Where the app's CPU goes while it serves one endpoint: a V8 CPU profile (cpu-profile.mjs)
// summed by package and by function, so the report can name what costs time, not guess.
import { createSecretKey, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const IDLE = new Set(['(idle)', '(program)']);
/** The statement clock's wrapper (statement-time.mjs), between a driver call and its caller. */
const STATEMENT_TIMER_FILE = 'statement-time.mjs';

function groupOf(frame) {
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  const url = frame.url.replace(/^file:\/\//, '');
  if (!url) return `native: ${frame.functionName || '(anonymous)'}`;
  if (url.endsWith(STATEMENT_TIMER_FILE)) return 'statement clock (benchmark)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.includes('/dist/')) return 'app code (dist/)';
  if (url.startsWith('node:')) return 'node core';
  return url;
}

/**
 * Self time per package and per function, as shares of the busy (non-idle) samples. Native
 * frames count for the package that called them; the profiler's own start and stop are left out.
 * On SQLite, also what the statement clock measured around the driver's calls in the same run
 * (`statements`: calls and µs), beside the share the samples put in them (`sampledStatements`).
 */
export function summarizeProfile(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const ancestors = function* (id) {
    for (let at = parents.get(id); at !== undefined; at = parents.get(at)) yield nodes.get(at);
  };
  const groups = new Map();
  const functions = new Map();
  let busy = 0;
  let inStatements = 0;
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    const frame = node.callFrame;
    if (IDLE.has(frame.functionName)) return;
    if ([...ancestors(id)].some((a) => a.callFrame.url.endsWith('cpu-profile.mjs'))) return;
    const dt = profile.timeDeltas[i] ?? 0;
    busy += dt;
    let group = groupOf(frame);
    let name = frame.functionName || '(anonymous)';
    if (group.startsWith('native: ')) {
      const callers = [...ancestors(id)].filter((a) => a.callFrame.url);
      if (callers[0]?.callFrame.url.endsWith(STATEMENT_TIMER_FILE)) inStatements += dt;
      const caller = callers.find((a) => !a.callFrame.url.endsWith(STATEMENT_TIMER_FILE));
      if (caller) {
        group = `${groupOf(caller.callFrame)} (native)`;
        name = `${name} ← ${caller.callFrame.functionName || '(anonymous)'}`;
      }
    }
    groups.set(group, (groups.get(group) ?? 0) + dt);
    const where = frame.url
      ? `${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`
      : '';
    const key = `${name}\u0000${where}\u0000${group}`;
    functions.set(key, (functions.get(key) ?? 0) + dt);
  });
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, time]) => ({ key, share: time / busy }));
  const timed = `${file}.statements.json`;
  return {
    busyMs: busy / 1000,
    ...(existsSync(timed)
      ? {
          statements: JSON.parse(readFileSync(timed, 'utf8')),
          sampledStatements: busy ? inStatements / busy : 0,
        }
      : {}),
    groups: top(groups, 12).map(({ key, share }) => ({ name: key, share })),
    functions: top(functions, 15).map(({ key, share }) => {
      const [name, where, group] = key.split('\u0000');
      return { name, where, group, share };
    }),
  };
}

/**
 * One HS256 verification by the jsonwebtoken the app uses, with the secret as a string (as the
 * app passes it) and as a KeyObject made once, in microseconds.
 */
export function jwtVerifyCost() {
  const require = createRequire(createRequire(import.meta.url).resolve('@nestjs/jwt'));
  const jwt = require('jsonwebtoken');
  const secret = randomBytes(32).toString('hex');
  const token = jwt.sign({ sub: 1, userType: 'buyer', ver: 0 }, secret, {
    algorithm: 'HS256',
    expiresIn: '1h',
  });
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const time = (s) => {
    for (let i = 0; i < 200; i++) jwt.verify(token, s, { algorithms: ['HS256'] });
    const started = process.hrtime.bigint();
    for (let i = 0; i < 2000; i++) jwt.verify(token, s, { algorithms: ['HS256'] });
    return Number(process.hrtime.bigint() - started) / 1000 / 2000;
  };
  return { stringMicros: time(secret), keyObjectMicros: time(key) };
}
