// How the production image runs Node, read from the Dockerfile: the one place it is written down,
// for CI, the test suite and the benchmark that run the app as the image does.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DOCKERFILE = join(import.meta.dirname, '..', 'Dockerfile');

/**
 * The image's Node major version (`FROM node:N`) and the NODE_OPTIONS it sets (`ENV
 * NODE_OPTIONS=…`, empty when it sets none); undefined without a Dockerfile naming a Node image.
 */
export function imageNode() {
  if (!existsSync(DOCKERFILE)) return undefined;
  const dockerfile = readFileSync(DOCKERFILE, 'utf8');
  const from = dockerfile.match(/^FROM node:(\d+)/m);
  if (!from) return undefined;
  const options = dockerfile.match(/^ENV NODE_OPTIONS="?([^"\n]*)"?\s*$/m);
  return { major: Number(from[1]), nodeOptions: options ? options[1].trim() : '' };
}

/**
 * The image's NODE_OPTIONS when the Node running this script is of the image's major version;
 * empty otherwise, as another version may not know them.
 */
export function imageNodeOptionsOnThisNode(image = imageNode()) {
  if (!image || Number(process.versions.node.split('.')[0]) !== image.major) return '';
  return image.nodeOptions;
}

/** NODE_OPTIONS as the environment has them, with `nodeOptions` added. */
export function withNodeOptions(nodeOptions) {
  return [process.env.NODE_OPTIONS, nodeOptions].filter(Boolean).join(' ');
}

// `node scripts/image-node.mjs major`: the major version, for shell scripts (.ci/run).
if (process.argv[1] === import.meta.filename && process.argv[2] === 'major') {
  console.log(imageNode()?.major ?? '');
}
