// Preloaded into the app (node --import) while the benchmark records which SQL each endpoint sends:
// every statement the drivers run while the app serves an HTTP request, with its parameters,
// becomes one JSON line in BENCH_SQL_LOG. The ceiling server then replays exactly those statements.
// Recorded where the drivers take them (mysql2's query, better-sqlite3's compiled statements), so
// statements sent through TypeORM and those the app sends to the driver itself are both seen.
// Never loaded while measuring.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { recordable } from './sql-parameters.mjs';
import { wrapStatementMethods } from './sqlite-statements.mjs';

// The app's own CommonJS copy of mysql2, so the patched prototype is the one it uses.
const require = createRequire(join(process.cwd(), 'package.json'));

const log = process.env.BENCH_SQL_LOG;

// Background work (photo jobs, expiry and alert sweeps, job leases) runs outside any request, so
// marking each request's async context keeps its statements out of the log.
const serving = new AsyncLocalStorage();
const emit = Server.prototype.emit;
Server.prototype.emit = function (event, ...args) {
  return event === 'request'
    ? serving.run(true, () => emit.call(this, event, ...args))
    : emit.call(this, event, ...args);
};

function record(sql, parameters) {
  if (!log || !serving.getStore()) return;
  appendFileSync(log, `${JSON.stringify({ sql, parameters: recordable(parameters ?? []) })}\n`);
}

// A pooled connection is a Connection too.
const { Connection } = require('mysql2');
const query = Connection.prototype.query;
Connection.prototype.query = function (sql, values, ...rest) {
  // Text and values, options and values, or a query command made with its values.
  const given = typeof values === 'function' ? [] : values;
  record(typeof sql === 'object' ? sql.sql : sql, given ?? sql?.values);
  return query.call(this, sql, values, ...rest);
};

wrapStatementMethods(
  ['all', 'get', 'run'],
  (original) =>
    function (...parameters) {
      record(this.source, parameters);
      return original.apply(this, parameters);
    },
);
