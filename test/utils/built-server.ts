import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const ROOT = join(__dirname, '..', '..');

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the server has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Runs the built server (dist/main.js) as `npm start` would, on a free port and fresh data. */
function spawnBuiltServer(env: Record<string, string>) {
  if (!existsSync(join(ROOT, 'dist', 'main.js'))) {
    throw new Error('No built server: run "npm run build" first (npm test does).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'gebeya-server-'));
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  return { child, output: () => output, removeData };
}

/** Starts the built app and waits until it is healthy. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { child, output, removeData } = spawnBuiltServer({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    ...env,
  });
  // Generous: a loaded CI machine can take a while to build the schema and start.
  const deadline = Date.now() + 90000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The server did not become healthy in 90 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    child,
    output,
    stop: async () => {
      // A process killed by a signal has no exit code, only the signal.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      removeData();
    },
  };
}

/** Starts the built app expecting it to refuse: its exit code and what it printed. */
export async function runBuiltServerUntilExit(
  env: Record<string, string>,
  withinMs: number,
): Promise<{ code: number | null; output: string }> {
  const { child, output, removeData } = spawnBuiltServer({
    PORT: String(await freePort()),
    ...env,
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), withinMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  removeData();
  return { code, output: output() };
}

/** Runs a built one-shot command (dist/commands/<name>.js) to its end: its exit code and output. */
export async function runBuiltCommand(
  name: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join('dist', 'commands', `${name}.js`)], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}
