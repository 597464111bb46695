// What the numbers were measured on.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, release, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { imageNode, imageNodeOptionsOnThisNode } from '../image-node.mjs';

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

export async function machineInfo(db, chromiumPath) {
  const image = imageNode();
  return {
    code: codeVersion(),
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    ramGiB: totalmem() / 1024 ** 3,
    os: `${osName()}, Linux ${release()}`,
    node: process.version,
    imageNodeMajor: image?.major,
    // The options the app ran with: the image's own, when this is its Node (processes.mjs).
    appNodeOptions: imageNodeOptionsOnThisNode(image),
    database: await db.version(),
    databaseSettings: await db.settings(),
    chromium: chromiumVersion(chromiumPath),
    autocannon: require('autocannon/package.json').version,
    lighthouse: require('lighthouse/package.json').version,
  };
}
