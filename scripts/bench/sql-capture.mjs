// Preloaded into the app (node --import) while the benchmark records which SQL each endpoint sends:
// every statement TypeORM runs while the app serves an HTTP request, with its parameters, becomes
// one JSON line in BENCH_SQL_LOG. The ceiling server then replays exactly those statements.
// Never loaded while measuring.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { recordable } from './sql-parameters.mjs';

// The app's own CommonJS copy of TypeORM, so the patched prototypes are the ones it uses.
const require = createRequire(join(process.cwd(), 'package.json'));

const log = process.env.BENCH_SQL_LOG;
const runners = [
  'typeorm/driver/mysql/MysqlQueryRunner.js',
  'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js',
];

// Background work (photo jobs, expiry and alert sweeps, job leases) runs outside any request, so
// marking each request's async context keeps its statements out of the log.
const serving = new AsyncLocalStorage();
const emit = Server.prototype.emit;
Server.prototype.emit = function (event, ...args) {
  return event === 'request'
    ? serving.run(true, () => emit.call(this, event, ...args))
    : emit.call(this, event, ...args);
};

for (const path of runners) {
  const Runner = Object.values(require(path))[0];
  const query = Runner.prototype.query;
  Runner.prototype.query = function (sql, parameters, ...rest) {
    if (log && serving.getStore()) {
      const line = JSON.stringify({ sql, parameters: recordable(parameters ?? []) });
      appendFileSync(log, `${line}\n`);
    }
    return query.call(this, sql, parameters, ...rest);
  };
}
