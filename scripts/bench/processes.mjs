// Starting and stopping the processes the benchmark measures: the built app, the ceiling server and
// the framework floors.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageNodeOptionsOnThisNode, withNodeOptions } from '../image-node.mjs';

export const ROOT = join(import.meta.dirname, '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const LOG_DIR = join(ROOT, 'test-output', 'bench', 'logs');

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user and system, all threads) a process has spent so far, in seconds; null where
 * /proc is not there to tell.
 */
function cpuSecondsOf(pid) {
  try {
    // Fields after the command name, which sits in parentheses and may hold spaces or ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
let started = 0;
const running = new Set();
// A benchmark stopped half-way leaves no servers behind.
process.on('exit', () => running.forEach((child) => child.kill('SIGKILL')));

/**
 * Spawns `node args…` and waits until `readyPath` answers 200. Its output goes to a file of its
 * own: read through a pipe, the app's request log would cost the load generator CPU.
 */
async function startNode(name, args, env, readyPath, timeoutMs) {
  const port = await freePort();
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = join(LOG_DIR, `${String(++started).padStart(2, '0')}-${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  running.add(child);
  child.once('exit', () => running.delete(child));
  const output = () => readFileSync(logFile, 'utf8').slice(-20_000);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited early:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`${args.join(' ')} was not ready in ${timeoutMs / 1000} s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    signal: (name) => child.kill(name),
    cpuSeconds: () => cpuSecondsOf(child.pid),
    output,
    /** SIGTERM, and SIGKILL if requests still running keep it from exiting within 10 s. */
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    /** Waits until the server answers `readyPath` quickly again, i.e. its backlog is gone. */
    settle: async () => {
      for (let quick = 0, waited = 0; quick < 2 && waited < 300_000;) {
        const started = performance.now();
        await fetch(`${baseUrl}${readyPath}`).catch(() => undefined);
        const took = performance.now() - started;
        quick = took < 200 ? quick + 1 : 0;
        waited += took + 200;
        await new Promise((r) => setTimeout(r, 200));
      }
    },
  };
}

/** The image's NODE_OPTIONS (Dockerfile) for the app, when this is the image's Node. */
function imageNodeOptions() {
  const options = imageNodeOptionsOnThisNode();
  return options ? { NODE_OPTIONS: withNodeOptions(options) } : {};
}

/**
 * The built app (`npm run build` output) as the production image runs it. With `sqlLog`, the
 * SQL capture hook is preloaded and writes every statement to that file; with `cpuProfile`, the
 * profiler hook (cpu-profile.mjs) writes a CPU profile there between two SIGWINCH signals (Nest's shutdown hooks take SIGUSR2).
 */
export function startApp({
  databaseUrl,
  dataDir,
  jwtSecret,
  demoData = false,
  sqlLog,
  cpuProfile,
}) {
  const args = [
    ...(sqlLog
      ? ['--import', pathToFileURL(join(ROOT, 'scripts/bench/sql-capture.mjs')).href]
      : []),
    ...(cpuProfile
      ? ['--import', pathToFileURL(join(ROOT, 'scripts/bench/cpu-profile.mjs')).href]
      : []),
  ];
  return startNode(
    sqlLog ? 'app-sql-capture' : cpuProfile ? 'app-cpu-profile' : 'app',
    [...args, 'dist/main.js'],
    {
      ...imageNodeOptions(),
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      DEMO_DATA: String(demoData),
      ...(sqlLog ? { BENCH_SQL_LOG: sqlLog } : {}),
      ...(cpuProfile ? { BENCH_CPU_PROFILE: cpuProfile } : {}),
    },
    '/api/health',
    // The first start runs the migrations and posts the demo listings with their photos.
    demoData ? 300_000 : 60_000,
  );
}

/**
 * The bare node:http server that replays the app's SQL (ceiling-server.mjs), on the same runtime
 * settings as the app: what sets them apart is their code.
 */
export function startCeiling(planFile) {
  return startNode(
    'ceiling',
    [join(ROOT, 'scripts/bench/ceiling-server.mjs')],
    { ...imageNodeOptions(), BENCH_CEILING_PLAN: planFile },
    '/ready',
    30_000,
  );
}

/**
 * A floor server (floor-server.mjs) of the given kind (`http`, `express` or `nest`) sending the
 * recorded answers in `answersFile`, on the app's runtime settings.
 */
export function startFloor(kind, answersFile) {
  return startNode(
    `floor-${kind}`,
    [join(ROOT, 'scripts/bench/floor-server.mjs')],
    {
      ...imageNodeOptions(),
      NODE_ENV: 'production',
      BENCH_FLOOR: kind,
      BENCH_FLOOR_ANSWERS: answersFile,
    },
    '/ready',
    30_000,
  );
}
