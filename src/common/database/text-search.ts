import { Brackets, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Narrows the query to rows where any of the expressions contains `q`, case-insensitively. The
 * expressions must already be lower-cased text (e.g. `LOWER(l.make)`, `CAST(l.price AS CHAR)`).
 */
export function whereAnyContains<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  expressions: string[],
  q: string,
): SelectQueryBuilder<T> {
  // '!' escapes the wildcards: a backslash is read differently by MySQL and SQLite.
  const pattern = `%${q.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
  return qb.andWhere(
    new Brackets((or) => {
      for (const expression of expressions) {
        or.orWhere(`${expression} LIKE :containsPattern ESCAPE '!'`, { containsPattern: pattern });
      }
    }),
  );
}
