import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RunningServer, startBuiltServer } from './built-server';
import { freePort } from './free-port';
import { startProcess } from './processes';
import { haproxyPath } from './required-tools';
import { S3Server, startS3Server } from './s3-server';
import { provisionTestDatabase, TestDatabase } from './test-database';

const CLIENT_INDEX = join(__dirname, '..', '..', 'client', 'dist', 'index.html');

export interface Instance extends RunningServer {
  readonly name: string;
}

/** Several built instances on one database and one bucket, behind a round-robin proxy. */
export interface Marketplace {
  /** Where clients reach the site: the proxy in front of the instances. */
  readonly url: string;
  readonly instances: Instance[];
  readonly database: TestDatabase;
  readonly s3: S3Server;
  /** What every instance is started with: DATABASE_URL, JWT_SECRET, PUBLIC_URL, S3_*, … */
  readonly settings: Record<string, string>;
  /** How many requests for `path` each instance has answered so far, by name. */
  servedBy(path: string): Record<string, number>;
  /** Every process, by its pid, then the database and the data directories. */
  stop(): Promise<void>;
}

export interface MarketplaceOptions {
  /** How many instances to start at the same moment (default 2). */
  instances?: number;
  /** Settings on top of the shared ones, for every instance. */
  env?: Record<string, string>;
}

/**
 * A fresh MySQL database (TEST_DB=mysql), moto's S3 server and `instances` built servers started
 * at the same moment, each with its own DATA_DIR and port, then haproxy in front, round-robin.
 * Needs `npm run build` (the server, and the client for pages) and the tools of required-tools.ts.
 */
export async function startMarketplace(options: MarketplaceOptions = {}): Promise<Marketplace> {
  if (!existsSync(CLIENT_INDEX)) throw new Error('No built client: run "npm run build" first.');
  const proxyPort = await freePort();
  const url = `http://127.0.0.1:${proxyPort}`;
  const [database, s3] = await Promise.all([provisionTestDatabase(), startS3Server()]);
  const instances: Instance[] = [];
  let proxy: Proxy | undefined;
  const stop = async () => {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await s3.stop();
    await database.drop();
  };
  try {
    if (!database.url) {
      throw new Error('Several instances need a shared MySQL/MariaDB database: set TEST_DB=mysql.');
    }
    const settings: Record<string, string> = {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: url,
      DEMO_DATA: 'false',
      ...s3.env,
      ...options.env,
    };
    const names = Array.from({ length: options.instances ?? 2 }, (_, n) =>
      String.fromCharCode(65 + n),
    );
    // All at once, as after a deployment: each meets the others' migrations and start-up work.
    const started = await Promise.allSettled(
      names.map(async (name) => {
        const instance = Object.assign(await startBuiltServer(settings), { name });
        instances.push(instance);
      }),
    );
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    instances.sort((a, b) => a.name.localeCompare(b.name));
    proxy = await startHaproxy(proxyPort, instances);
    return {
      url,
      instances,
      database,
      s3,
      settings,
      servedBy: (path) =>
        Object.fromEntries(
          instances.map((instance) => [instance.name, requestsLogged(instance, path)]),
        ),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** How many requests for `path` an instance has logged (its HTTP log line: "GET /path?… 200 …"). */
function requestsLogged(instance: Instance, path: string): number {
  const lines = instance.output().split('\n');
  return lines.filter((line) => line.includes(` ${path} `) || line.includes(` ${path}?`)).length;
}

interface Proxy {
  stop(): Promise<void>;
}

/**
 * haproxy on `port`, round-robin over the instances. It checks each one's health every half second
 * and resends a request that could not reach one (a killed instance) to the next.
 */
async function startHaproxy(port: number, instances: Instance[]): Promise<Proxy> {
  const binary = haproxyPath();
  if (!binary) throw new Error('No haproxy found (apt-get install haproxy; .ci/run does).');
  const dir = mkdtempSync(join(tmpdir(), 'gebeya-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option forwardfor',
      '  option redispatch',
      '  retries 2',
      '  retry-on conn-failure empty-response',
      'frontend site',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      '  default-server check inter 500ms fall 1 rise 1',
      ...instances.map((instance) => `  server ${instance.name} ${new URL(instance.baseUrl).host}`),
      '',
    ].join('\n'),
  );
  const haproxy = startProcess(binary, ['-db', '-f', config]);
  const stop = async () => {
    await haproxy.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (haproxy.child.exitCode !== null) {
      await stop();
      throw new Error(`haproxy exited:\n${haproxy.output()}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy did not answer in 15 s:\n${haproxy.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop };
}
