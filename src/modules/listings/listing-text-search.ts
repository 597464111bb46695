import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { containsPattern } from '../../common/paging/table-page';
import { LISTING_TYPES, ListingTypeKey, TEXT_SEARCH_COLUMNS } from './listing-types';

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
  const words = [...new Set(q.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [])];
  return words.length
    ? { kind: 'words', words: words.slice(0, MAX_SEARCH_WORDS) }
    : { kind: 'none' };
}

/**
 * Applies `q` to a listings query with the engine's full-text index: words and word prefixes
 * across TEXT_SEARCH_COLUMNS, every word required; a number matches the price exactly.
 * The user's text only ever reaches the database as a bound parameter made of letters and digits,
 * so no input can break the MATCH syntax of either engine.
 */
@Injectable()
export class ListingTextSearch implements OnModuleInit {
  private readonly logger = new Logger('ListingTextSearch');
  private readonly sqlite: boolean;
  private innodb = INNODB_DEFAULTS;

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

  /**
   * Narrows `qb` (listings as `alias`) to the listings matching `q`, for a listing type (whose
   * category decides whether a number is also an area).
   */
  apply<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    alias: string,
    type: ListingTypeKey,
    q: string,
  ): SelectQueryBuilder<T> {
    const query = parseTextQuery(q);
    if (query.kind === 'none') return qb.andWhere('1 = 0');
    if (query.kind === 'number') {
      const numeric = LISTING_TYPES[type].category === 'house' ? ['price', 'area'] : ['price'];
      return qb.andWhere(
        new Brackets((or) => {
          for (const column of numeric)
            or.orWhere(`${alias}.${column} = :searchNumber`, { searchNumber: query.value });
        }),
      );
    }
    return this.sqlite
      ? this.applySqlite(qb, alias, query.words)
      : this.applyMysql(qb, alias, query.words);
  }

  /** FTS5: each word as a quoted prefix term (a phrase of its tokens), all required. */
  private applySqlite<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    alias: string,
    words: string[],
  ): SelectQueryBuilder<T> {
    return qb.andWhere(
      `${alias}.id IN (SELECT rowid FROM listings_search WHERE listings_search MATCH :searchTerms)`,
      { searchTerms: words.map((word) => `"${word}"*`).join(' ') },
    );
  }

  /**
   * Boolean mode, `+word*` for each word. InnoDB leaves words shorter than its minimum token size
   * and stopwords out of the index (a required one would match nothing), so those are matched as
   * substrings instead.
   */
  private applyMysql<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    alias: string,
    words: string[],
  ): SelectQueryBuilder<T> {
    const indexed = words.filter(
      (word) => word.length >= this.innodb.minTokenSize && !this.innodb.stopwords.has(word),
    );
    if (indexed.length) {
      const columns = TEXT_SEARCH_COLUMNS.map((column) => `${alias}.${column}`).join(', ');
      qb.andWhere(`MATCH(${columns}) AGAINST (:searchTerms IN BOOLEAN MODE)`, {
        searchTerms: indexed.map((word) => `+${word}*`).join(' '),
      });
    }
    words
      .filter((word) => !indexed.includes(word))
      .forEach((word, n) => {
        const parameter = `searchWord${n}`;
        qb.andWhere(
          new Brackets((or) => {
            for (const column of TEXT_SEARCH_COLUMNS)
              or.orWhere(`LOWER(${alias}.${column}) LIKE :${parameter} ESCAPE '!'`, {
                [parameter]: containsPattern(word),
              });
          }),
        );
      });
    return qb;
  }
}
