import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Programs from outside node_modules that some specs drive (.ci/run installs them in CI). */
export type Tool = 'haproxy' | 'moto' | 'chromium';

const HAPROXY_PATHS = ['/usr/sbin/haproxy', '/usr/bin/haproxy'];

export function haproxyPath(): string | undefined {
  return [process.env.HAPROXY_PATH, ...HAPROXY_PATHS].find((path) => path && existsSync(path));
}

/** The Python that has moto (MOTO_PYTHON when .ci/run had to install it in a venv of its own). */
export function motoPython(): string {
  return process.env.MOTO_PYTHON ?? 'python3';
}

function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

const FOUND: Record<Tool, () => boolean> = {
  haproxy: () => haproxyPath() !== undefined,
  // moto's S3-compatible server, from PyPI (pip install 'moto[server]').
  moto: () =>
    spawnSync(motoPython(), ['-c', 'import moto.server'], { stdio: 'ignore' }).status === 0,
  chromium: () => existsSync(chromiumPath()),
};

const inCi = process.env.CI === 'true' || process.env.CI === '1';

/**
 * A describe block that needs these tools. Without one, it is skipped on a developer's machine
 * (reported as skipped) and fails in CI, where a missing tool must never pass unnoticed.
 */
export function describeWithTools(tools: Tool[], name: string, body: () => void): void {
  const missing = tools.filter((tool) => !FOUND[tool]());
  if (missing.length === 0) return describe(name, body);
  if (!inCi) return describe.skip(`${name} (needs ${missing.join(', ')})`, body);
  describe(name, () => {
    it(`finds ${missing.join(', ')}, required in CI`, () => {
      throw new Error(`Missing in CI: ${missing.join(', ')} (.ci/run installs them)`);
    });
  });
}
