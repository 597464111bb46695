#!/usr/bin/env node
// The whole test suite: build, server unit specs, API end-to-end on SQLite and on MySQL, client
// specs, and browser journeys. Ends with one line "N passed, N failed" over every suite.
// With CI=true a missing MySQL (TEST_DATABASE_URL) or Chromium is a failure, never a skip.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const outDir = join(process.cwd(), 'test-output');
mkdirSync(outDir, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    missing: () => (process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set'),
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
