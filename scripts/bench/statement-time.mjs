// Loaded with the profiler hook (cpu-profile.mjs): on SQLite, times each better-sqlite3 statement
// call (all, get, run: the app iterates none) with the clock around it, while the profiler runs.
// Samples and the clock can disagree about these native calls: serving the detail page, the
// samples put about twice the time in them that the clock measured around them (which counts a
// garbage collection inside a call too). The report gives both.
// In a file of its own, so its frames are not taken for the profiler's own (profile.mjs leaves
// those out).
import { ON_SQLITE, wrapStatementMethods } from './sqlite-statements.mjs';

let timing = false;
let calls = 0;
let micros = 0;

wrapStatementMethods(
  ['all', 'get', 'run'],
  (original) =>
    function timedStatement(...parameters) {
      if (!timing) return original.apply(this, parameters);
      const started = performance.now();
      try {
        return original.apply(this, parameters);
      } finally {
        micros += (performance.now() - started) * 1000;
        calls += 1;
      }
    },
);

/** Starts counting from zero. */
export function startStatementTime() {
  timing = true;
  calls = 0;
  micros = 0;
}

/** What was counted since the start: undefined where nothing was timed (MySQL). */
export function stopStatementTime() {
  timing = false;
  return ON_SQLITE ? { calls, micros } : undefined;
}
