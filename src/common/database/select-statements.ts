import { QueryFailedError, type DataSource, type ObjectLiteral } from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import { DateUtils } from 'typeorm/util/DateUtils';

/** A value a statement binds: the shape of the statement never depends on it. */
export type BoundValue = string | number | Date;

/** What a statement is given: single values, or lists for `IN (:...name)`. */
export type BoundValues = Record<string, BoundValue | readonly BoundValue[]>;

/** What the builder is given in place of each value (a list: one marker per item). */
export type Markers = Record<string, string | string[]>;

/** A query builder's SELECT, whatever entity it starts from. */
interface BuiltSelect {
  getQueryAndParameters(): [string, unknown[]];
}

interface Statement {
  sql: string;
  /** The value each placeholder binds, in order: its name, and its place in a list. */
  slots: { name: string; index?: number }[];
  /** SQLite's compiled statement, made on first use. */
  compiled?: CompiledSelect;
}

/** better-sqlite3's connection and compiled statements, as far as a SELECT needs them. */
interface SqliteConnection {
  prepare(sql: string): CompiledSelect;
}
interface CompiledSelect {
  all(...values: unknown[]): unknown[];
}

type QueryDone = (error: Error | null, rows: unknown) => void;

/** mysql2's query command, as far as a SELECT needs it. */
interface QueryCommand {
  /** The client-side limit, ms: a connection that stops answering fails the query. */
  timeout?: number;
}

/** A pooled MySQL connection, as mysql2 lends it. */
interface PooledConnection {
  config: object;
  query(command: QueryCommand): void;
  release(): void;
}

/** The driver's mysql2 module: its query command must be the one its connections know. */
interface Mysql2Module {
  createQuery(sql: string, values: unknown[], done: QueryDone, config: object): QueryCommand;
}

/** What stands for a value while the statement is built: no real value looks like it. */
const MARKER = '\u0000bound:';
const LIST_INDEX = '\u0000#';

/**
 * SELECTs built once per shape by TypeORM, then sent as text with each call's values. Building
 * the same SQL anew (escaping each column, replacing property names) was about a fifth of a
 * listing's detail request. Values are always bound, never written into the text: the builder
 * gets a marker for each, so where each lands among the parameters is known. A list's length is
 * part of the shape (one placeholder per item). Whatever else the builder writes into the text
 * itself (a LIMIT, a column list) must be part of the shape's name. A LIMIT stays in the text:
 * SQLite prepares a statement anew for each value bound to its LIMIT.
 *
 * The statements go straight to the driver: SQLite's compiled once per shape, MySQL's on a
 * connection from the pool, which pool-limits.ts bounds as it bounds every other (the wait for
 * it, the statement's time, a client that leaves). TypeORM's query runner around a raw query
 * (its events, logging and copies of the rows, a dozen promises) cost more than reading a row.
 * A failed statement is a QueryFailedError, as TypeORM's would be.
 */
export class SelectStatements {
  private readonly statements = new Map<string, Statement>();
  /** Shapes kept at most (the oldest is dropped first): a deep page's offset is in its text. */
  static readonly CAPACITY = 1000;
  private readonly sqlite: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  async rows<T extends ObjectLiteral = Record<string, unknown>>(
    shape: string,
    build: (values: Markers) => BuiltSelect,
    values: BoundValues = {},
  ): Promise<T[]> {
    const key = shapeKeyOf(shape, values);
    const statement = this.statements.get(key) ?? this.prepare(key, shape, build, values);
    const bound = statement.slots.map(({ name, index }) => {
      const value = values[name];
      return this.bound(isList(value) ? value[index!] : value);
    });
    const rows = this.sqlite
      ? this.sqliteRows(statement, bound)
      : await this.mysqlRows(statement.sql, bound);
    return rows as T[];
  }

  private sqliteRows(statement: Statement, bound: BoundValue[]): unknown[] {
    try {
      statement.compiled ??= (
        this.dataSource.driver as unknown as { databaseConnection: SqliteConnection }
      ).databaseConnection.prepare(statement.sql);
      return statement.compiled.all(...bound);
    } catch (error) {
      throw new QueryFailedError(statement.sql, bound, error as Error);
    }
  }

  private async mysqlRows(sql: string, bound: BoundValue[]): Promise<unknown> {
    const driver = this.dataSource.driver as MysqlDriver;
    const connection = (await driver.obtainMasterConnection()) as PooledConnection;
    // The client-side limit TypeORM would set: a connection that stops answering is dropped.
    const { enableQueryTimeout, maxQueryExecutionTime } = driver.options;
    const timeout = enableQueryTimeout ? maxQueryExecutionTime : undefined;
    const mysql2 = (driver as unknown as { mysql: Mysql2Module }).mysql;
    try {
      return await new Promise((resolve, reject) => {
        // Made here from the text, with the limit set on it: given as options ({ sql, timeout }),
        // mysql2 copies them with object spreads, a few µs per statement.
        const query = mysql2.createQuery(
          sql,
          bound,
          (error, rows) =>
            error ? reject(new QueryFailedError(sql, bound, error)) : resolve(rows),
          connection.config,
        );
        query.timeout = timeout;
        connection.query(query);
      });
    } finally {
      connection.release();
    }
  }

  /** SQLite keeps datetimes as UTC text; mysql2 binds a Date itself. */
  private bound(value: BoundValue): BoundValue {
    return value instanceof Date && this.sqlite
      ? (DateUtils.mixedDateToUtcDatetimeString(value) as string)
      : value;
  }

  private prepare(
    key: string,
    shape: string,
    build: (values: Markers) => BuiltSelect,
    values: BoundValues,
  ): Statement {
    const markers: Markers = {};
    for (const [name, value] of Object.entries(values)) {
      markers[name] = isList(value)
        ? value.map((_, index) => `${MARKER}${name}${LIST_INDEX}${index}`)
        : MARKER + name;
    }
    const [sql, parameters] = build(markers).getQueryAndParameters();
    const slots = parameters.map((parameter) => {
      if (typeof parameter !== 'string' || !parameter.startsWith(MARKER)) {
        throw new Error(`The statement ${shape} binds a value it was not given`);
      }
      const [name, index] = parameter.slice(MARKER.length).split(LIST_INDEX);
      return index === undefined ? { name } : { name, index: Number(index) };
    });
    const statement = { sql, slots };
    if (this.statements.size >= SelectStatements.CAPACITY) {
      this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(key, statement);
    return statement;
  }
}

/** The shape's name, with the length of each list it binds. */
function shapeKeyOf(shape: string, values: BoundValues): string {
  let key = shape;
  for (const name in values) {
    const value = values[name];
    if (isList(value)) key += `|${name}:${value.length}`;
  }
  return key;
}

function isList(value: BoundValue | readonly BoundValue[]): value is readonly BoundValue[] {
  return Array.isArray(value);
}
