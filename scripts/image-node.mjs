// How the production image runs Node, read from the Dockerfile: the one place it is written down,
// for the test suite and the benchmark that run the app as the image does.
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

/** Whether the Node running this script is of the image's major version. */
export function runsImageNode(image = imageNode()) {
  return image !== undefined && Number(process.versions.node.split('.')[0]) === image.major;
}

/** NODE_OPTIONS as the environment has them, with the image's added. */
export function withImageNodeOptions(image) {
  return [process.env.NODE_OPTIONS, image.nodeOptions].filter(Boolean).join(' ');
}
