import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { ListingSearchGram } from './entities/listing-search-gram.entity';
import { ListingSearchText } from './entities/listing-search-text.entity';
import { Listing } from './entities/listing.entity';
import { ListingTypeKey } from './listing-types';
import { GramRange, gramRangesOf, searchWordsOf } from './search/search-grams';

export { MAX_SEARCH_WORDS } from './search/search-grams';

/** What a `q` asks for: words that must all be found, or nothing findable (only punctuation). */
export type TextQuery = { kind: 'words'; words: string[] } | { kind: 'none' };

export function parseTextQuery(q: string): TextQuery {
  const words = searchWordsOf(q);
  return words.length ? { kind: 'words', words } : { kind: 'none' };
}

/** A gram range's listings are counted up to this many, to tell a rare range from a common one. */
export const GRAM_COUNT_CAP = 2000;

/** A range of grams (a one- or two-character word) this rare is read whole and its listings checked. */
export const RARE_RANGE_ROWS = 500;

/** How long an instance trusts a gram's count: only which index to walk depends on it. */
const GRAM_COUNT_TTL_MS = 10 * 60_000;
const GRAM_COUNTS_KEPT = 20_000;

/** Adds the caller's filters to a query that has the listings joined as `l`. */
export type ListingNarrowing = (qb: SelectQueryBuilder<object>) => void;

/**
 * Finds the listings of a type whose searched text contains every word of `q`, newest first,
 * through the gram index (search/search-grams.ts):
 *
 * - Each word asks the index for its trigrams (three or more characters) or for the range of
 *   grams it starts (one or two). Their sizes are counted up to GRAM_COUNT_CAP.
 * - The rarest trigram is walked in its index order (type, gram, createdAt, id), which is the
 *   page's order: each listing on it is checked against the stored text (every word a
 *   substring) and the filters, and the walk stops once it has what the page and its count
 *   need. A common trigram fills the page after a few rows; a rare one has few rows.
 * - A rare short word's range is read whole (at most RARE_RANGE_ROWS rows) and its listings
 *   checked; when every word is short and common, the newest texts of the type are walked.
 *
 * User text reaches the database only as bound parameters (numbers and substrings).
 */
@Injectable()
export class ListingTextSearch {
  private readonly mysql: boolean;
  private readonly gramCounts = new Map<string, { count: number; until: number }>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.mysql = dataSource.options.type !== 'better-sqlite3';
  }

  /** The ids of the first `limit` matches, newest first. */
  async matchingIds(
    type: ListingTypeKey,
    words: string[],
    narrow: ListingNarrowing | undefined,
    limit: number,
  ): Promise<number[]> {
    const ranges = uniqueRanges(words.flatMap(gramRangesOf));
    const counts = await this.countGrams(type, ranges);
    const ranked = ranges
      .map((range, n) => ({ range, count: counts[n], exact: range.low === range.high }))
      .sort((a, b) => a.count - b.count || Number(b.exact) - Number(a.exact));
    const rarest = ranked[0];
    if (rarest.exact) return this.walkGram(type, rarest.range.low, words, narrow, limit);
    if (rarest.count <= RARE_RANGE_ROWS) {
      const ids = await this.idsInRange(type, rarest.range);
      if (ids) return ids.length ? this.walkTexts(type, words, narrow, limit, ids) : [];
    }
    const trigram = ranked.find((entry) => entry.exact);
    return trigram
      ? this.walkGram(type, trigram.range.low, words, narrow, limit)
      : this.walkTexts(type, words, narrow, limit);
  }

  /** Walks one trigram's listings newest first, keeping those that match. */
  private walkGram(
    type: ListingTypeKey,
    gram: number,
    words: string[],
    narrow: ListingNarrowing | undefined,
    limit: number,
  ): Promise<number[]> {
    const qb = this.dataSource
      .createQueryBuilder()
      .select('g.listingId', 'id')
      .from(ListingSearchGram, 'g')
      .innerJoin(ListingSearchText, 's', 's.listingId = g.listingId')
      .where('g.type = :type AND g.gram = :gram', { type, gram })
      .orderBy('g.createdAt', 'DESC')
      .addOrderBy('g.listingId', 'DESC');
    return this.readIds(qb, 'g.listingId', words, narrow, limit);
  }

  /** Walks the type's texts newest first (of `among` only, if given), keeping those that match. */
  private walkTexts(
    type: ListingTypeKey,
    words: string[],
    narrow: ListingNarrowing | undefined,
    limit: number,
    among?: number[],
  ): Promise<number[]> {
    const qb = this.dataSource
      .createQueryBuilder()
      .select('s.listingId', 'id')
      .from(ListingSearchText, 's')
      .where('s.type = :type', { type })
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.listingId', 'DESC');
    if (among) qb.andWhere('s.listingId IN (:...among)', { among });
    return this.readIds(qb, 's.listingId', words, narrow, limit);
  }

  /**
   * Runs a walk: every word inside the text, the filters on the joined listing. The join order
   * is forced (STRAIGHT_JOIN, SQLite's CROSS JOIN), so the walk is never turned around to start
   * from a filter's index and sort afterwards.
   */
  private async readIds(
    qb: SelectQueryBuilder<object>,
    idColumn: string,
    words: string[],
    narrow: ListingNarrowing | undefined,
    limit: number,
  ): Promise<number[]> {
    this.whereContainsWords(qb, words);
    if (narrow) {
      qb.innerJoin(Listing, 'l', `l.id = ${idColumn}`);
      narrow(qb);
    }
    const [sql, parameters] = qb.limit(limit).getQueryAndParameters();
    const ordered = sql.replace(/ INNER JOIN /g, this.mysql ? ' STRAIGHT_JOIN ' : ' CROSS JOIN ');
    const rows = await this.dataSource.query<{ id: number | string }[]>(ordered, parameters);
    return rows.map((row) => Number(row.id));
  }

  /** Keeps the listings of a query (aliased `l`) whose searched text holds every word. */
  joinContainingWords(qb: SelectQueryBuilder<Listing>, words: string[]): void {
    qb.innerJoin(ListingSearchText, 's', 's.listingId = l.id');
    this.whereContainsWords(qb, words);
  }

  /** Every word inside the stored text of the listing, joined as `s`. */
  private whereContainsWords(qb: SelectQueryBuilder<object>, words: string[]): void {
    words.forEach((word, n) =>
      qb.andWhere(`INSTR(s.text, :searchWord${n}) > 0`, { [`searchWord${n}`]: word }),
    );
  }

  /** The listings in a short word's range, or undefined when it holds more rows than a rare one. */
  private async idsInRange(type: ListingTypeKey, range: GramRange): Promise<number[] | undefined> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('g.listingId', 'id')
      .from(ListingSearchGram, 'g')
      .where('g.type = :type AND g.gram BETWEEN :low AND :high', { type, ...range })
      .limit(RARE_RANGE_ROWS + 1)
      .getRawMany<{ id: number | string }>();
    if (rows.length > RARE_RANGE_ROWS) return undefined;
    return [...new Set(rows.map((row) => Number(row.id)))];
  }

  /**
   * How many index rows each range has, up to GRAM_COUNT_CAP + 1, in one statement. Counts are
   * kept by the instance for a while: they only choose which index to walk, never what matches.
   */
  private async countGrams(type: ListingTypeKey, ranges: GramRange[]): Promise<number[]> {
    const now = Date.now();
    const keyOf = (range: GramRange) => `${type}:${range.low}:${range.high}`;
    const missing = ranges.filter(
      (range) => !((this.gramCounts.get(keyOf(range))?.until ?? 0) > now),
    );
    if (missing.length) {
      const escape = (name: string) => this.dataSource.driver.escape(name);
      const parts: string[] = [];
      const parameters: unknown[] = [];
      missing.forEach((range, n) => {
        parts.push(
          `SELECT ${n} AS n, COUNT(*) AS count FROM (SELECT 1 AS one FROM ${escape('listing_search_grams')} WHERE ${escape('type')} = ? AND ${escape('gram')} BETWEEN ? AND ? LIMIT ${GRAM_COUNT_CAP + 1}) c${n}`,
        );
        parameters.push(type, range.low, range.high);
      });
      const rows = await this.dataSource.query<{ n: number | string; count: number | string }[]>(
        parts.join(' UNION ALL '),
        parameters,
      );
      if (this.gramCounts.size + missing.length > GRAM_COUNTS_KEPT) this.gramCounts.clear();
      for (const row of rows) {
        this.gramCounts.set(keyOf(missing[Number(row.n)]), {
          count: Number(row.count),
          until: now + GRAM_COUNT_TTL_MS,
        });
      }
    }
    return ranges.map((range) => this.gramCounts.get(keyOf(range))!.count);
  }
}

function uniqueRanges(ranges: GramRange[]): GramRange[] {
  const seen = new Map(ranges.map((range) => [`${range.low}:${range.high}`, range]));
  return [...seen.values()];
}
