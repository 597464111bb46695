import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { freePort } from './free-port';
import { createTestApp, TestApp } from './test-app';

const SERVER_BINARIES = ['/usr/sbin/mariadbd', '/usr/bin/mariadbd', '/usr/sbin/mysqld'];

export function mariadbServerBinary(): string | undefined {
  return SERVER_BINARIES.find((path) => existsSync(path));
}

/**
 * A MariaDB server of the test's own, on a free port and a throwaway data directory, that the
 * test may stop and start again (the shared test server must stay up for the other specs).
 */
export class PrivateMariaDb {
  private process?: ChildProcess;
  private readonly dir = mkdtempSync(join(tmpdir(), 'gebeya-mariadb-'));
  port = 0;

  get url(): string {
    return `mariadb://root@127.0.0.1:${this.port}/mysql`;
  }

  async install(): Promise<this> {
    const result = spawnSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        '--user=root',
        `--datadir=${join(this.dir, 'data')}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`mariadb-install-db failed:\n${result.stderr}`);
    this.port = await freePort();
    return this;
  }

  async start(): Promise<void> {
    const binary = mariadbServerBinary();
    if (!binary) throw new Error('No MariaDB server binary found');
    this.process = spawn(
      binary,
      [
        '--no-defaults',
        '--user=root',
        `--datadir=${join(this.dir, 'data')}`,
        `--socket=${join(this.dir, 'sock')}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 20000;
    for (;;) {
      try {
        const connection = await createConnection({
          host: '127.0.0.1',
          port: this.port,
          user: 'root',
        });
        await connection.end();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as in a stall. */
  pause(): void {
    this.process?.kill('SIGSTOP');
  }

  resume(): void {
    this.process?.kill('SIGCONT');
  }

  /** A clean shutdown (SIGTERM), waiting until the server has exited. */
  async stop(): Promise<void> {
    const server = this.process;
    if (!server || server.exitCode !== null) return;
    this.resume();
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The whole app on a MariaDB server of its own, for specs that stop or freeze the server. */
export async function createAppOnPrivateMariaDb(): Promise<{ db: PrivateMariaDb; t: TestApp }> {
  const db = await new PrivateMariaDb().install();
  await db.start();
  process.env.TEST_DATABASE_URL = db.url;
  return { db, t: await createTestApp() };
}
