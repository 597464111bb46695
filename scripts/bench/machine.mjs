// What the numbers were measured on.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, release, totalmem } from 'node:os';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function osName() {
  if (!existsSync('/etc/os-release')) return process.platform;
  const match = readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]+)"?/m);
  return match ? match[1] : process.platform;
}

function chromiumVersion(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'not found';
  }
}

export async function machineInfo(db, chromiumPath) {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    ramGiB: totalmem() / 1024 ** 3,
    os: `${osName()}, Linux ${release()}`,
    node: process.version,
    database: await db.version(),
    databaseSettings: await db.settings(),
    chromium: chromiumVersion(chromiumPath),
    autocannon: require('autocannon/package.json').version,
    lighthouse: require('lighthouse/package.json').version,
  };
}
