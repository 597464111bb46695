import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { foldForSearch, SEARCH_TEXT_SQL } from '../../database/search-fold';
import type { Listing } from './entities/listing.entity';
import { LISTING_TYPES, ListingTypeKey } from './listing-types';

/**
 * The text columns `q` searches, all types at once: the full-text index FT_listings_search
 * (MySQL/MariaDB) and the FTS5 table listings_search (SQLite) cover exactly these.
 */
export const TEXT_SEARCH_COLUMNS = [
  'make',
  'model',
  'houseType',
  'country',
  'region',
  'city',
  'subcity',
] as const satisfies readonly (keyof Listing)[];

/** More words than this are ignored: a search box, not a document. */
export const MAX_SEARCH_WORDS = 8;

/** The largest DECIMAL(14, 2) price. */
const MAX_PRICE = 999_999_999_999.99;

/** InnoDB's defaults (innodb_ft_min_token_size, INNODB_FT_DEFAULT_STOPWORD), until read. */
const INNODB_DEFAULTS = {
  minTokenSize: 3,
  stopwords: new Set(
    'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
      ' ',
    ),
  ),
};

/** What a `q` asks for. */
export type TextQuery =
  | { kind: 'number'; value: number }
  | { kind: 'words'; words: string[] }
  /** Only punctuation or symbols: nothing can match. */
  | { kind: 'none' };

/**
 * A number (2500, 2,500, 1850000.50) is a price (or, for houses, an area too); anything else is
 * its words: runs of letters and digits, each matched as a word or the start of one.
 */
export function parseTextQuery(q: string): TextQuery {
  const compact = q.replace(/\s+/g, '');
  if (/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(compact)) {
    const value = Number(compact.replace(/,/g, ''));
    return value <= MAX_PRICE ? { kind: 'number', value } : { kind: 'none' };
  }
  const words = [...new Set(foldForSearch(q).match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [])];
  return words.length
    ? { kind: 'words', words: words.slice(0, MAX_SEARCH_WORDS) }
    : { kind: 'none' };
}

/** The newest listings of a type that a word search first scans, before using the index. */
export const RECENT_ROWS = 10_000;

/** How long the start of that window is reused: it only decides where to look first. */
const RECENT_TTL_MS = 60_000;

/**
 * The SQL for `q`: words and word prefixes across TEXT_SEARCH_COLUMNS, every word required; a
 * number matches the price exactly (houses: or the area).
 *
 * Words can be matched two ways with the same meaning. The full-text index (FULLTEXT
 * FT_listings_search on MySQL/MariaDB, the FTS5 table listings_search on SQLite) finds every
 * match at once, which is quick for a rare word but costs in proportion to the matches: a word
 * like 'toyota' matches a fifth of all listings. Scanning the newest listings with LIKE and
 * stopping after a page is quick for a common word but reads the whole table for a rare one. So
 * a search first scans the newest RECENT_ROWS of the type, and uses the index when that does not
 * fill the page (ListingsService).
 *
 * The user's text only ever reaches the database as bound parameters made of letters and
 * digits, so no input can break the MATCH syntax of either engine.
 */
@Injectable()
export class ListingTextSearch implements OnModuleInit {
  private readonly logger = new Logger('ListingTextSearch');
  private readonly sqlite: boolean;
  private innodb = INNODB_DEFAULTS;
  private readonly recent = new Map<
    ListingTypeKey,
    { since: unknown; rows: number; until: number }
  >();
  /** The scanned window's size (tests make it small to reach the index). */
  recentRows = RECENT_ROWS;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  /** Which words InnoDB's index holds depends on server settings: read them once. */
  async onModuleInit(): Promise<void> {
    if (this.sqlite) return this.checkSqliteTriggers();
    try {
      const [settings] = await this.dataSource.query<
        { minTokenSize: number | string; stopwords: number | string; serverTable: string | null }[]
      >(
        'SELECT @@innodb_ft_min_token_size AS minTokenSize, @@innodb_ft_enable_stopword AS stopwords, @@innodb_ft_server_stopword_table AS serverTable',
      );
      let stopwords = new Set<string>();
      if (Number(settings.stopwords)) {
        const table = settings.serverTable
          ? settings.serverTable
              .split('/')
              .map((part) => `\`${part.replace(/`/g, '``')}\``)
              .join('.')
          : 'INFORMATION_SCHEMA.INNODB_FT_DEFAULT_STOPWORD';
        const rows = await this.dataSource.query<{ value: string }[]>(`SELECT value FROM ${table}`);
        stopwords = new Set(rows.map((row) => row.value.toLowerCase()));
      }
      this.innodb = { minTokenSize: Number(settings.minTokenSize) || 3, stopwords };
    } catch (error) {
      this.logger.warn(`Using InnoDB's default full-text settings: ${String(error)}`);
    }
  }

  /** Rebuilding the listings table drops the triggers that keep listings_search in step. */
  private async checkSqliteTriggers(): Promise<void> {
    const rows = await this.dataSource.query<{ name: string }[]>(
      `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'listings' AND name LIKE 'listings_search_%'`,
    );
    if (rows.length < 3) {
      this.logger.error(
        'The triggers that keep listings_search up to date are missing: search will miss listings.',
      );
    }
  }

  /** A number: the exact price, or for houses the price or the area. */
  whereNumber<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    alias: string,
    type: ListingTypeKey,
    value: number,
  ): SelectQueryBuilder<T> {
    const columns = LISTING_TYPES[type].category === 'house' ? ['price', 'area'] : ['price'];
    return qb.andWhere(
      new Brackets((or) => {
        for (const column of columns)
          or.orWhere(`${alias}.${column} = :searchNumber`, { searchNumber: value });
      }),
    );
  }

  /** Each word at the start of a word of the searched text, row by row (LIKE). */
  whereWords<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    alias: string,
    words: string[],
  ): SelectQueryBuilder<T> {
    const columns = TEXT_SEARCH_COLUMNS.map((column) => `${alias}.${column}`).join(', ');
    // The columns as one text with a space before each word ('Mercedes-Benz' → ' Mercedes Benz'),
    // compared case- and accent-insensitively (MySQL's collation; SQLite's function folds).
    const text = this.sqlite
      ? `${SEARCH_TEXT_SQL}(${columns})`
      : `CONCAT(' ', REGEXP_REPLACE(CONCAT_WS(' ', ${columns}), :searchSeparators, ' '))`;
    words.forEach((word, n) =>
      qb.andWhere(`${text} LIKE :searchWord${n}`, {
        searchSeparators: '[^\\p{L}\\p{N}\\p{M}]+',
        [`searchWord${n}`]: `% ${word}%`,
      }),
    );
    return qb;
  }

  /** The words through the full-text index. */
  whereIndexed<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    alias: string,
    words: string[],
  ): SelectQueryBuilder<T> {
    if (this.sqlite) {
      // FTS5: each word a quoted prefix term (a phrase of its tokens), all required.
      return qb.andWhere(
        `${alias}.id IN (SELECT rowid FROM listings_search WHERE listings_search MATCH :searchTerms)`,
        { searchTerms: words.map((word) => `"${word}"*`).join(' ') },
      );
    }
    // Boolean mode, +word* each. InnoDB leaves words shorter than its minimum token size and
    // stopwords out of the index (required, they would match nothing): those are scanned for.
    const indexed = words.filter(
      (word) => word.length >= this.innodb.minTokenSize && !this.innodb.stopwords.has(word),
    );
    if (indexed.length) {
      const columns = TEXT_SEARCH_COLUMNS.map((column) => `${alias}.${column}`).join(', ');
      qb.andWhere(`MATCH(${columns}) AGAINST (:searchTerms IN BOOLEAN MODE)`, {
        searchTerms: indexed.map((word) => `+${word}*`).join(' '),
      });
    }
    const scanned = words.filter((word) => !indexed.includes(word));
    return scanned.length ? this.whereWords(qb, alias, scanned) : qb;
  }

  /**
   * When the newest `recentRows` listings of the type begin (a createdAt), or undefined when
   * the type has no more than that. Kept for a minute per process: a later start only makes
   * the window a little larger.
   */
  async recentSince(type: ListingTypeKey): Promise<unknown> {
    const cached = this.recent.get(type);
    if (cached && cached.rows === this.recentRows && cached.until > Date.now()) return cached.since;
    const row = await this.dataSource
      .createQueryBuilder()
      .select('l.createdAt', 'createdAt')
      .from('listings', 'l')
      .where('l.type = :type', { type })
      .orderBy('l.createdAt', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .offset(this.recentRows - 1)
      .limit(1)
      .getRawOne<{ createdAt: unknown }>();
    const until = Date.now() + RECENT_TTL_MS;
    this.recent.set(type, { since: row?.createdAt, rows: this.recentRows, until });
    return row?.createdAt;
  }
}
