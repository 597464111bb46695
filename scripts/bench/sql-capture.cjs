// Preloaded into the app (node -r) while the benchmark records which SQL each endpoint sends:
// every statement TypeORM runs, with its parameters, becomes one JSON line in BENCH_SQL_LOG.
// The ceiling server then replays exactly those statements. Never loaded while measuring.
const { appendFileSync } = require('node:fs');

const log = process.env.BENCH_SQL_LOG;
const runners = [
  'typeorm/driver/mysql/MysqlQueryRunner.js',
  'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js',
];

for (const path of runners) {
  const module = require(require.resolve(path, { paths: [process.cwd()] }));
  const Runner = Object.values(module)[0];
  const query = Runner.prototype.query;
  Runner.prototype.query = function (sql, parameters, ...rest) {
    if (log) appendFileSync(log, `${JSON.stringify({ sql, parameters: parameters ?? [] })}\n`);
    return query.call(this, sql, parameters, ...rest);
  };
}
