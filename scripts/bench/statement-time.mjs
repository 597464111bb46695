// Loaded with the profiler hook (cpu-profile.mjs): on SQLite, times each better-sqlite3 statement
// call (all, get, run, iterate) with the clock around it, while the profiler runs. The sampled
// profile is not a fair witness for these native calls: serving the detail page, it put about
// twice the time in them that the clock measured around them. The report gives both. In a file
// of its own, so its frames are not taken for the profiler's own (profile.mjs leaves those out).
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The app's own CommonJS copy of the driver, so the patched prototype is the one it uses.
const require = createRequire(join(process.cwd(), 'package.json'));

let timing = false;
let calls = 0;
let micros = 0;

// Only on SQLite: the app on MySQL never loads the native driver, which is built for one Node.
if (!process.env.DATABASE_URL) {
  const Database = require('better-sqlite3');
  const probe = new Database(':memory:');
  const Statement = Object.getPrototypeOf(probe.prepare('SELECT 1'));
  probe.close();
  for (const method of ['all', 'get', 'run', 'iterate']) {
    const original = Statement[method];
    Statement[method] = function timedStatement(...parameters) {
      if (!timing) return original.apply(this, parameters);
      const started = performance.now();
      try {
        return original.apply(this, parameters);
      } finally {
        micros += (performance.now() - started) * 1000;
        calls += 1;
      }
    };
  }
}

/** Starts counting from zero. */
export function startStatementTime() {
  timing = true;
  calls = 0;
  micros = 0;
}

/** What was counted since the start: undefined where nothing was timed (MySQL). */
export function stopStatementTime() {
  timing = false;
  return process.env.DATABASE_URL ? undefined : { calls, micros };
}
