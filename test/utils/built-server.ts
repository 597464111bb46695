import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { startProcess, TestProcess } from './processes';

const ROOT = join(__dirname, '..', '..');

export interface RunningServer extends TestProcess {
  baseUrl: string;
}

/** Runs the built server (dist/main.js) as `npm start` would, on a free port and fresh data. */
function spawnBuiltServer(env: Record<string, string>) {
  if (!existsSync(join(ROOT, 'dist', 'main.js'))) {
    throw new Error('No built server: run "npm run build" first (npm test does).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'gebeya-server-'));
  const server = startProcess(process.execPath, ['dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', ...env },
  });
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  return { server, removeData };
}

/** Starts the built app and waits until it is healthy. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { server, removeData } = spawnBuiltServer({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    ...env,
  });
  // Generous: a loaded CI machine can take a while to build the schema and start.
  const deadline = Date.now() + 90000;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`The server exited early:\n${server.output()}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server did not become healthy in 90 s:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    ...server,
    baseUrl,
    stop: async () => {
      await server.stop();
      removeData();
    },
  };
}

/** Starts the built app expecting it to refuse: its exit code and what it printed. */
export async function runBuiltServerUntilExit(
  env: Record<string, string>,
  withinMs: number,
): Promise<{ code: number | null; output: string }> {
  const { server, removeData } = spawnBuiltServer({
    PORT: String(await freePort()),
    ...env,
  });
  const timer = setTimeout(() => server.child.kill('SIGKILL'), withinMs);
  const code = await server.exited();
  clearTimeout(timer);
  removeData();
  return { code, output: server.output() };
}

/** Runs a built one-shot command (dist/commands/<name>.js) to its end: its exit code and output. */
export async function runBuiltCommand(
  name: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const command = startProcess(process.execPath, [join('dist', 'commands', `${name}.js`)], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });
  const code = await command.exited();
  return { code, output: command.output() };
}
