// The benchmark's database: a MySQL/MariaDB database of its own, or the embedded SQLite file.
// It is emptied at the start, its schema comes from the app's own migrations (the app runs them
// when it starts), and the listings are added here with bulk multi-row INSERTs.
import { mkdirSync, rmSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import { LISTING_COLUMNS, benchListing } from './listing-data.mjs';
import { searchIndexRowsOf } from './search-index.mjs';

/** Search index rows per INSERT. */
const GRAM_BATCH = 10_000;

/** TypeORM's SQLite datetime text: UTC, 'YYYY-MM-DD HH:MM:SS.SSS'. */
const sqliteDate = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

export function openDatabase({ url, dataDir }) {
  return url ? new MysqlBenchDatabase(url) : new SqliteBenchDatabase(dataDir);
}

class MysqlBenchDatabase {
  engine = 'mysql';

  constructor(url) {
    this.url = url;
    const parsed = new URL(url);
    this.name = decodeURIComponent(parsed.pathname.slice(1));
    // Dropping a database by mistake would be a disaster: only names that say they are for this.
    if (!/bench/i.test(this.name)) {
      throw new Error(
        `The benchmark empties its database; "${this.name}" does not look like one made for it (its name must contain "bench").`,
      );
    }
    this.connectionOptions = {
      host: parsed.hostname,
      port: Number(parsed.port || 3306),
      user: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
      timezone: 'Z',
      supportBigNumbers: true,
      charset: 'utf8mb4_unicode_ci',
    };
    this.appUrl = url;
  }

  async connect() {
    this.connection ??= await mysql.createConnection({
      ...this.connectionOptions,
      database: this.name,
    });
    return this.connection;
  }

  async reset() {
    const server = await mysql.createConnection(this.connectionOptions);
    await server.query(`DROP DATABASE IF EXISTS \`${this.name}\``);
    await server.query(
      `CREATE DATABASE \`${this.name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    await server.end();
  }

  async version() {
    const [[row]] = await (await this.connect()).query('SELECT VERSION() AS v');
    return row.v.includes('MariaDB') ? `MariaDB ${row.v.split('-')[0]}` : `MySQL ${row.v}`;
  }

  async settings() {
    const [rows] = await (
      await this.connect()
    ).query(
      `SHOW VARIABLES WHERE Variable_name IN ('innodb_buffer_pool_size', 'query_cache_type')`,
    );
    return Object.fromEntries(rows.map((r) => [r.Variable_name, r.Value]));
  }

  async rows(sql, params = []) {
    const [rows] = await (await this.connect()).query(sql, params);
    return rows;
  }

  /**
   * Inserts listings from..to-1 in multi-row INSERTs of `batch` rows, each batch with its search
   * index rows (a multi-row INSERT numbers its rows consecutively from insertId), the next batch
   * built while one runs.
   */
  async insertListings(from, to, context, onProgress) {
    const connection = await this.connect();
    const columns = LISTING_COLUMNS.map((c) => `\`${c}\``).join(', ');
    const batch = 2000;
    let pending = Promise.resolve();
    let done = from;
    for (let start = from; start < to; start += batch) {
      const listings = [];
      for (let n = start; n < Math.min(start + batch, to); n++)
        listings.push(benchListing(n, context));
      const values = listings.map((row) => LISTING_COLUMNS.map((c) => row[c]));
      const sql = connection.format(`INSERT INTO \`listings\` (${columns}) VALUES ?`, [values]);
      await pending;
      pending = connection.query(sql).then(async ([result]) => {
        const rows = listings.map((listing, n) => searchIndexRowsOf(listing, result.insertId + n));
        await connection.query(
          'INSERT INTO `listing_search_texts` (`listingId`, `type`, `createdAt`, `text`) VALUES ?',
          [rows.map((row) => row.text)],
        );
        const grams = rows.flatMap((row) => row.grams);
        for (let at = 0; at < grams.length; at += GRAM_BATCH) {
          await connection.query(
            'INSERT INTO `listing_search_grams` (`type`, `gram`, `createdAt`, `listingId`) VALUES ?',
            [grams.slice(at, at + GRAM_BATCH)],
          );
        }
        done += values.length;
        onProgress?.(done);
      });
    }
    await pending;
  }

  /**
   * Bulk rows bypass the app, which keeps listing_totals and the page anchors as it posts and
   * deletes: the totals are counted anew, and the anchors left for the app to place again.
   */
  async recountTotals() {
    const connection = await this.connect();
    await connection.query(
      'UPDATE `listing_totals` `t` SET `total` = (SELECT COUNT(*) FROM `listings` `l` WHERE `l`.`type` = `t`.`type`)',
    );
    await connection.query('DELETE FROM `listing_page_anchors`');
  }

  async analyze() {
    await (
      await this.connect()
    ).query('ANALYZE TABLE `listings`, `listing_search_texts`, `listing_search_grams`');
  }

  /**
   * Waits until no statement runs in the benchmark's database. Requests a load run gave up on
   * keep their queries running on the server; after 20 s those are cancelled, so they cannot
   * slow down the next measurement.
   */
  async waitIdle() {
    const connection = await this.connect();
    const started = Date.now();
    for (let idle = 0; idle < 3;) {
      const [rows] = await connection.query(
        `SELECT ID AS id FROM information_schema.PROCESSLIST WHERE DB = ? AND COMMAND = 'Query' AND ID <> CONNECTION_ID()`,
        [this.name],
      );
      idle = rows.length ? 0 : idle + 1;
      if (rows.length && Date.now() - started > 20_000) {
        for (const { id } of rows)
          await connection.query(`KILL QUERY ${Number(id)}`).catch(() => undefined);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /**
   * Waits until InnoDB has written the seeded pages out (dirty pages under 1 % of its buffer
   * pool) and purged old row versions: after seeding a size, 2-4 % of a 4 GB pool was still
   * dirty and took 24-36 s to write out, on the cores the measurements share, paid for by
   * whichever turn is measured first. Flushing is hurried meanwhile (innodb_max_dirty_pages_pct
   * 0, set back after) where the account may change it. Returns what it waited for and how long.
   */
  async waitForBackgroundWork(maxMinutes) {
    const connection = await this.connect();
    const status = async () => {
      const [rows] = await connection.query(
        `SHOW GLOBAL STATUS WHERE Variable_name IN ('Innodb_buffer_pool_pages_dirty', 'Innodb_buffer_pool_pages_total', 'Innodb_history_list_length')`,
      );
      const value = (name) => Number(rows.find((row) => row.Variable_name === name)?.Value ?? 0);
      return {
        dirtyPages: value('Innodb_buffer_pool_pages_dirty'),
        poolPages: value('Innodb_buffer_pool_pages_total'),
        historyLength: value('Innodb_history_list_length'),
      };
    };
    const done = (s) => s.dirtyPages <= s.poolPages / 100 && s.historyLength < 1000;
    const started = Date.now();
    const before = await status();
    let now = before;
    const [[{ pct }]] = await connection.query('SELECT @@GLOBAL.innodb_max_dirty_pages_pct AS pct');
    const hurried = await connection
      .query('SET GLOBAL innodb_max_dirty_pages_pct = 0')
      .then(() => true)
      .catch(() => false);
    try {
      while (!done(now) && Date.now() - started < maxMinutes * 60_000) {
        await new Promise((r) => setTimeout(r, 2000));
        now = await status();
      }
    } finally {
      if (hurried) await connection.query('SET GLOBAL innodb_max_dirty_pages_pct = ?', [pct]);
    }
    return { before, after: now, reached: done(now), waitedSeconds: (Date.now() - started) / 1000 };
  }

  async explain(sql, params) {
    return this.rows(`EXPLAIN ${sql}`, params);
  }

  /** The listings and their search index, tables and indexes. */
  async tableSize() {
    const [row] = await this.rows(
      `SELECT SUM(DATA_LENGTH + INDEX_LENGTH) AS bytes FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME IN ('listings', 'listing_search_texts', 'listing_search_grams')`,
      [this.name],
    );
    return Number(row?.bytes ?? 0);
  }

  async close() {
    await this.connection?.end();
    this.connection = undefined;
  }
}

class SqliteBenchDatabase {
  engine = 'sqlite';
  appUrl = '';

  constructor(dataDir) {
    this.dataDir = dataDir;
    this.file = join(dataDir, 'gebeya.sqlite');
  }

  connect() {
    if (!this.db) {
      this.db = new Database(this.file);
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('busy_timeout = 5000');
    }
    return this.db;
  }

  reset() {
    rmSync(this.dataDir, { recursive: true, force: true });
    mkdirSync(this.dataDir, { recursive: true });
  }

  version() {
    const db = new Database(':memory:');
    const { v } = db.prepare('SELECT sqlite_version() AS v').get();
    db.close();
    return `SQLite ${v} (better-sqlite3)`;
  }

  settings() {
    return {};
  }

  rows(sql, params = []) {
    return this.connect()
      .prepare(sql)
      .all(...params);
  }

  insertListings(from, to, context, onProgress) {
    const db = this.connect();
    db.pragma('synchronous = OFF');
    const batch = 500;
    const placeholders = `(${LISTING_COLUMNS.map(() => '?').join(', ')})`;
    const insertOf = (rows) =>
      db.prepare(
        `INSERT INTO "listings" (${LISTING_COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES ${Array(rows).fill(placeholders).join(', ')}`,
      );
    const full = insertOf(batch);
    const insertText = db.prepare(
      'INSERT INTO "listing_search_texts" ("listingId", "type", "createdAt", "text") VALUES (?, ?, ?, ?)',
    );
    const insertGram = db.prepare(
      'INSERT INTO "listing_search_grams" ("type", "gram", "createdAt", "listingId") VALUES (?, ?, ?, ?)',
    );
    const insertChunk = db.transaction((start, end) => {
      for (let at = start; at < end; at += batch) {
        const params = [];
        const last = Math.min(at + batch, end);
        const listings = [];
        for (let n = at; n < last; n++) {
          const row = benchListing(n, context);
          listings.push(row);
          for (const c of LISTING_COLUMNS) {
            const value = row[c];
            params.push(value instanceof Date ? sqliteDate(value) : value);
          }
        }
        const { lastInsertRowid } = (last - at === batch ? full : insertOf(last - at)).run(
          ...params,
        );
        // The rows of one INSERT are numbered consecutively, ending at lastInsertRowid.
        const first = Number(lastInsertRowid) - listings.length + 1;
        listings.forEach((listing, n) => {
          const rows = searchIndexRowsOf(listing, first + n, sqliteDate);
          insertText.run(...rows.text);
          for (const gram of rows.grams) insertGram.run(...gram);
        });
      }
    });
    for (let start = from; start < to; start += 20_000) {
      const end = Math.min(start + 20_000, to);
      insertChunk(start, end);
      onProgress?.(end);
    }
    db.pragma('synchronous = NORMAL');
  }

  /** As MysqlBenchDatabase.recountTotals: totals counted anew, page anchors left to the app. */
  recountTotals() {
    this.connect().exec(
      'UPDATE "listing_totals" SET "total" = (SELECT COUNT(*) FROM "listings" "l" WHERE "l"."type" = "listing_totals"."type");' +
        'DELETE FROM "listing_page_anchors"',
    );
  }

  analyze() {
    this.connect().exec('ANALYZE');
  }

  /** SQLite runs inside the server processes; their settle() covers it. */
  waitIdle() {}

  /** SQLite's writes are done when its statements return: nothing works on after them. */
  async waitForBackgroundWork() {
    return null;
  }

  explain(sql, params) {
    return this.rows(`EXPLAIN QUERY PLAN ${sql}`, params);
  }

  tableSize() {
    return existsSync(this.file) ? statSync(this.file).size : 0;
  }

  close() {
    this.db?.close();
    this.db = undefined;
  }
}
