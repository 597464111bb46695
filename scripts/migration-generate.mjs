#!/usr/bin/env node
// Generates a migration for each engine from the entities, or with --check fails when the entities
// and the committed migrations disagree (schema drift).
//   npm run migration:generate -- AddListings      (SQLite always; MySQL too when DATABASE_URL is set)
//   npm run migration:check                        (the same engines, nothing written)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const check = args.includes('--check');
const name = args.find((a) => !a.startsWith('--'));
if (!check && !/^[A-Z][A-Za-z0-9]+$/.test(name ?? '')) {
  console.error('Usage: npm run migration:generate -- MigrationName   (PascalCase)');
  process.exit(2);
}

function typeorm(env, ...command) {
  const result = spawnSync('npx', ['typeorm-ts-node-commonjs', '-d', 'ormconfig.ts', ...command], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

const engines = [{ engine: 'sqlite', env: { DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) engines.push({ engine: 'mysql', env: {} });
else console.warn('DATABASE_URL is not set: only the SQLite migrations are considered.');

/**
 * MySQL commits each DDL statement on its own: a migration cut short runs again from the start, so
 * each statement must be a no-op when already applied (src/database/migrations/rerunnable.ts).
 * Tables are made so here; other DDL is named for a look at information_schema by hand.
 */
function makeRerunnable(migrationName) {
  const dir = join('src', 'database', 'migrations', 'mysql');
  for (const file of readdirSync(dir).filter((f) => f.endsWith(`-${migrationName}.ts`))) {
    const path = join(dir, file);
    const source = readFileSync(path, 'utf8');
    writeFileSync(path, source.replaceAll('CREATE TABLE \\`', 'CREATE TABLE IF NOT EXISTS \\`'));
    const up = source.slice(source.indexOf('async up'), source.indexOf('async down'));
    if (/ALTER TABLE|CREATE (UNIQUE |FULLTEXT |SPATIAL )?INDEX|DROP /.test(up)) {
      console.warn(
        `${path}: guard each ALTER/INDEX/DROP statement of up() with a look at information_schema` +
          ' (e.g. hasIndex from ../rerunnable) so that a run cut short can be run again.',
      );
    }
  }
}

let failed = false;
for (const { engine, env } of engines) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gebeya-migrations-'));
  const engineEnv = { ...env, DATA_DIR: dataDir };
  try {
    if (typeorm(engineEnv, 'migration:run') !== 0)
      throw new Error(`migrations failed on ${engine}`);
    const target = join('src', 'database', 'migrations', engine, check ? 'DriftCheck' : name);
    const status = typeorm(
      engineEnv,
      'migration:generate',
      '--pretty',
      ...(check ? ['--check'] : []),
      target,
    );
    if (status === 0 && !check && engine === 'mysql') makeRerunnable(name);
    if (status !== 0) {
      console.error(
        check
          ? `Schema drift on ${engine}: generate a migration.`
          : `Generation failed on ${engine}.`,
      );
      failed = true;
    }
  } catch (error) {
    console.error(error.message);
    failed = true;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
