import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** A value a statement binds: the shape of the statement never depends on it. */
export type BoundValue = string | number;

interface Statement {
  sql: string;
  /** The name of the value each placeholder binds, in order. */
  names: string[];
}

/** What stands for a value while the statement is built: no real value looks like it. */
const MARKER = '\u0000bound:';

/**
 * SELECTs built once per shape by TypeORM, then sent as text with each call's values. Building
 * the same SQL anew (escaping each column, replacing property names) was about a fifth of a
 * listing's detail request. Values are always bound, never written into the text: the builder
 * gets a marker for each, so where each lands among the parameters is known. Whatever the
 * builder writes into the text itself (a LIMIT, a column list) must be part of the shape's name.
 */
export class SelectStatements {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly dataSource: DataSource) {}

  async rows<T extends ObjectLiteral = Record<string, unknown>>(
    shape: string,
    build: (values: Record<string, string>) => SelectQueryBuilder<ObjectLiteral>,
    values: Record<string, BoundValue> = {},
  ): Promise<T[]> {
    const statement = this.statements.get(shape) ?? this.prepare(shape, build, values);
    return this.dataSource.query<T[]>(
      statement.sql,
      statement.names.map((name) => values[name]),
    );
  }

  private prepare(
    shape: string,
    build: (values: Record<string, string>) => SelectQueryBuilder<ObjectLiteral>,
    values: Record<string, BoundValue>,
  ): Statement {
    const markers = Object.fromEntries(Object.keys(values).map((name) => [name, MARKER + name]));
    const [sql, parameters] = build(markers).getQueryAndParameters();
    const names = parameters.map((parameter) => {
      if (typeof parameter !== 'string' || !parameter.startsWith(MARKER)) {
        throw new Error(`The statement ${shape} binds a value it was not given`);
      }
      return parameter.slice(MARKER.length);
    });
    const statement = { sql, names };
    this.statements.set(shape, statement);
    return statement;
  }
}
