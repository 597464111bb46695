// Preloaded into the app (node --import) for one profiled load run: SIGWINCH starts the V8 CPU
// profiler, the next SIGWINCH stops it and writes the profile to BENCH_CPU_PROFILE. Start-up is
// left out, so the profile shows only the requests. Never loaded while measuring throughput.
import { renameSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';

const session = new inspector.Session();
session.connect();
let running = false;

process.on('SIGWINCH', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    return;
  }
  session.post('Profiler.stop', (error, result) => {
    running = false;
    if (error) return;
    // Renamed once complete, so the benchmark never reads a half-written file.
    const file = process.env.BENCH_CPU_PROFILE;
    writeFileSync(`${file}.part`, JSON.stringify(result.profile));
    renameSync(`${file}.part`, file);
  });
});
