/**
 * Text as a search compares it: lower case, Latin accents removed ('Citroën' → 'citroen'), as
 * MySQL's utf8mb4_unicode_ci collation and SQLite's FTS5 unicode61 tokenizer both see it.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

/** Words of the text folded, each after a space: ' mercedes benz c200' (LIKE '% benz%'). */
export function searchTextOf(parts: unknown[]): string {
  const text = parts.filter((part) => typeof part === 'string').join(' ');
  return ` ${foldForSearch(text).replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')}`;
}

/** searchTextOf as an SQLite function of any number of columns (registered per connection). */
export const SEARCH_TEXT_SQL = 'search_text';

/** A better-sqlite3 connection, as far as defining a function goes. */
export interface SearchFoldHost {
  function(
    name: string,
    options: { deterministic: boolean; varargs: boolean },
    fn: (...parts: unknown[]) => string,
  ): unknown;
}

/** Registers SEARCH_TEXT_SQL on a better-sqlite3 connection. */
export function registerSearchFold(db: SearchFoldHost): void {
  db.function(SEARCH_TEXT_SQL, { deterministic: true, varargs: true }, (...parts) =>
    searchTextOf(parts),
  );
}
