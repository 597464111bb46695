#!/usr/bin/env node
// The whole test suite: build, server unit specs, API end-to-end on SQLite and on MySQL, client
// specs, and browser journeys. Ends with one line "N passed, N failed" over every suite.
// With TEST_IMAGE_NODE (a node binary of the production image's version), the API suites that
// depend on the runtime run again on it, as the image runs the app.
// With CI=true a missing MySQL (TEST_DATABASE_URL), image Node or Chromium is a failure, never a skip.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { imageNode, withNodeOptions } from './image-node.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const outDir = join(process.cwd(), 'test-output');
mkdirSync(outDir, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const image = imageNode();
const imageNodeBinary = process.env.TEST_IMAGE_NODE;
// The image's Node first, for the commands and servers run on it (`node`, `process.execPath`).
const imageNodePath = imageNodeBinary
  ? `${dirname(imageNodeBinary)}${delimiter}${process.env.PATH}`
  : undefined;
const imageNodeVersion = imageNodeBinary
  ? spawnSync(imageNodeBinary, ['--version'], { encoding: 'utf8' }).stdout?.trim()
  : undefined;

function run(command, args, env = {}, cwd = process.cwd()) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    cwd,
  });
  return result.status ?? 1;
}

/** Reads the Jest-format JSON report both Jest and Vitest write. */
function countsFrom(reportFile, exitCode) {
  if (!existsSync(reportFile)) return { passed: 0, failed: 1, note: 'no report (runner crashed)' };
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  let failed = report.numFailedTests + brokenSuites;
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { passed: report.numPassedTests, failed };
}

function missingMysql() {
  return process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set';
}

function missingImageNode() {
  if (!image) return 'the Dockerfile names no Node image';
  if (!imageNodeBinary) {
    return `TEST_IMAGE_NODE is not set (the path of a Node ${image.major} binary, the Dockerfile's)`;
  }
  if (!imageNodeVersion?.startsWith(`v${image.major}.`)) {
    return `TEST_IMAGE_NODE (${imageNodeVersion ?? 'not runnable'}) is not Node ${image.major}`;
  }
  return null;
}

let imageCopy;
/**
 * The project as the image holds it, for the image's Node: the sources and the build, and
 * node_modules as hard links, but with the native SQLite driver built for that Node (its binary
 * differs between Node versions). Made once, by the first suite that needs it.
 */
function projectForImageNode() {
  if (imageCopy) return imageCopy;
  const dir = join(outDir, 'image-node');
  rmSync(dir, { recursive: true, force: true });
  // Not the local database and uploads either (data/).
  const skipped = new Set([
    '.git',
    'data',
    'node_modules',
    'test-output',
    join('client', 'node_modules'),
  ]);
  for (const entry of readdirSync(process.cwd())) {
    if (skipped.has(entry)) continue;
    cpSync(entry, join(dir, entry), {
      recursive: true,
      filter: (source) => !skipped.has(relative(process.cwd(), source)),
    });
  }
  if (run('cp', ['-al', 'node_modules', join(dir, 'node_modules')]) !== 0) {
    return (imageCopy = { error: 'could not link node_modules' });
  }
  const nodeRoot = dirname(dirname(imageNodeBinary));
  const rebuilt = run(
    'npm',
    ['rebuild', 'better-sqlite3', '--build-from-source', '--no-audit', '--no-fund'],
    {
      PATH: imageNodePath,
      // The headers of the same release (the npm registry's node-linux-* packages carry them).
      ...(existsSync(join(nodeRoot, 'include', 'node', 'node.h'))
        ? { npm_config_nodedir: nodeRoot }
        : {}),
    },
    dir,
  );
  if (rebuilt !== 0)
    return (imageCopy = { error: `could not build better-sqlite3 for ${imageNodeVersion}` });
  return (imageCopy = { dir });
}

function runOnImageNode(report, database, specs = []) {
  const { dir, error } = projectForImageNode();
  if (error) {
    console.error(error);
    return 1;
  }
  return run(
    imageNodeBinary,
    [
      join('node_modules', 'jest', 'bin', 'jest.js'),
      '--config',
      'test/jest-e2e.config.js',
      '--json',
      `--outputFile=${report}`,
      ...specs,
    ],
    {
      TEST_DB: database,
      NODE_OPTIONS: withNodeOptions(image.nodeOptions),
      PATH: imageNodePath,
    },
    dir,
  );
}

const suites = [
  {
    name: 'server unit',
    run: (report) =>
      run('npx', ['jest', '--config', 'jest.config.js', '--json', `--outputFile=${report}`]),
  },
  {
    name: 'API e2e (SQLite)',
    run: (report) =>
      run(
        'npx',
        ['jest', '--config', 'test/jest-e2e.config.js', '--json', `--outputFile=${report}`],
        {
          TEST_DB: 'sqlite',
        },
      ),
  },
  {
    name: 'API e2e (MySQL)',
    missing: missingMysql,
    run: (report) =>
      run(
        'npx',
        ['jest', '--config', 'test/jest-e2e.config.js', '--json', `--outputFile=${report}`],
        {
          TEST_DB: 'mysql',
        },
      ),
  },
  {
    name: `API e2e (SQLite, image's Node ${image?.major})`,
    missing: missingImageNode,
    run: (report) => runOnImageNode(report, 'sqlite'),
  },
  {
    // What the runtime changes on MySQL: the pool and request scopes (AsyncLocalStorage, which
    // the image's NODE_OPTIONS put on another mechanism), concurrency, several instances.
    name: `API e2e (MySQL only, image's Node ${image?.major})`,
    missing: () => missingMysql() ?? missingImageNode(),
    run: (report) => runOnImageNode(report, 'mysql', ['test/mysql-']),
  },
  {
    name: 'client',
    run: (report) =>
      run(
        'npx',
        ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`],
        {},
        'client',
      ),
  },
  {
    name: 'browser',
    missing: () => (existsSync(chromium) ? null : `no Chromium at ${chromium}`),
    run: (report) =>
      run(
        'npx',
        ['jest', '--config', 'test/jest-browser.config.js', '--json', `--outputFile=${report}`],
        {
          CHROMIUM_PATH: chromium,
        },
      ),
  },
];

const results = [];
console.log('\n=== build ===');
if (run('npm', ['run', 'build']) !== 0) {
  results.push({ name: 'build', passed: 0, failed: 1, note: 'the build failed' });
} else {
  for (const suite of suites) {
    const missing = suite.missing?.();
    if (missing) {
      if (ci)
        results.push({
          name: suite.name,
          passed: 0,
          failed: 1,
          note: `required in CI: ${missing}`,
        });
      else results.push({ name: suite.name, passed: 0, failed: 0, note: `SKIPPED: ${missing}` });
      continue;
    }
    console.log(`\n=== ${suite.name} ===`);
    const report = join(outDir, `${suite.name.replace(/\W+/g, '-')}.json`);
    rmSync(report, { force: true });
    const exitCode = suite.run(report);
    results.push({ name: suite.name, ...countsFrom(report, exitCode) });
  }
}

if (imageCopy?.dir) rmSync(imageCopy.dir, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const r of results) {
  console.log(
    `${r.name.padEnd(20)} ${r.passed} passed, ${r.failed} failed${r.note ? `  (${r.note})` : ''}`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
