import type { DataSource, ObjectLiteral } from 'typeorm';
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
 */
export class SelectStatements {
  private readonly statements = new Map<string, Statement>();
  /** Shapes kept at most (the oldest is dropped first): a deep page's offset is in its text. */
  static readonly CAPACITY = 1000;
  /** SQLite keeps datetimes as UTC text; mysql2 binds a Date itself. */
  private readonly datesAsText: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.datesAsText = dataSource.options.type === 'better-sqlite3';
  }

  async rows<T extends ObjectLiteral = Record<string, unknown>>(
    shape: string,
    build: (values: Markers) => BuiltSelect,
    values: BoundValues = {},
  ): Promise<T[]> {
    const key = shapeKeyOf(shape, values);
    const statement = this.statements.get(key) ?? this.prepare(key, shape, build, values);
    return this.dataSource.query<T[]>(
      statement.sql,
      statement.slots.map(({ name, index }) => {
        const value = values[name];
        return this.bound(isList(value) ? value[index!] : value);
      }),
    );
  }

  private bound(value: BoundValue): BoundValue {
    return value instanceof Date && this.datesAsText
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
