// What the numbers were measured on.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, release, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './processes.mjs';

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

/** The commit measured, marked when the working tree differed from it. */
function codeVersion() {
  try {
    const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${commit} with changes` : commit;
  } catch {
    return 'unknown';
  }
}

/** The Node major version the production image runs: the Dockerfile's `FROM node:N`. */
function imageNodeMajor() {
  const dockerfile = join(ROOT, 'Dockerfile');
  if (!existsSync(dockerfile)) return undefined;
  const match = readFileSync(dockerfile, 'utf8').match(/^FROM node:(\d+)/m);
  return match ? Number(match[1]) : undefined;
}

export async function machineInfo(db, chromiumPath) {
  return {
    code: codeVersion(),
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    ramGiB: totalmem() / 1024 ** 3,
    os: `${osName()}, Linux ${release()}`,
    node: process.version,
    imageNodeMajor: imageNodeMajor(),
    database: await db.version(),
    databaseSettings: await db.settings(),
    chromium: chromiumVersion(chromiumPath),
    autocannon: require('autocannon/package.json').version,
    lighthouse: require('lighthouse/package.json').version,
  };
}
