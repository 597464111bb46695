// Preloaded into the app (node --import) for one profiled load run: SIGWINCH starts the V8 CPU
// profiler, the next SIGWINCH stops it and writes the profile to BENCH_CPU_PROFILE, and what the
// statement clock (statement-time.mjs) counted meanwhile to BENCH_CPU_PROFILE.statements.json.
// Start-up is left out, so the profile shows only the requests. Never loaded while measuring
// throughput.
import { renameSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { startStatementTime, stopStatementTime } from './statement-time.mjs';

const session = new inspector.Session();
session.connect();
let running = false;

process.on('SIGWINCH', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () => session.post('Profiler.start', startStatementTime));
    return;
  }
  const statements = stopStatementTime();
  session.post('Profiler.stop', (error, result) => {
    running = false;
    if (error) return;
    const file = process.env.BENCH_CPU_PROFILE;
    if (statements) writeFileSync(`${file}.statements.json`, JSON.stringify(statements));
    // Renamed once complete, so the benchmark never reads a half-written file; the statements'
    // file is there before it.
    writeFileSync(`${file}.part`, JSON.stringify(result.profile));
    renameSync(`${file}.part`, file);
  });
});
