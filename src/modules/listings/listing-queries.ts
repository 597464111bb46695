import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  DataSource,
  EntityManager,
  In,
  MoreThanOrEqual,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import {
  BoundValue,
  BoundValues,
  Markers,
  SelectStatements,
} from '../../common/database/select-statements';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { CappedTotal, countCapped } from '../../common/paging/table-page';
import {
  BrowseQueryDto,
  BrowseSort,
  ListingFilters,
  ListingPageQueryDto,
} from './dto/browse-query.dto';
import { ListingTotal } from './entities/listing-total.entity';
import { Listing } from './entities/listing.entity';
import { checkBrowseFilters } from './listing-filters';
import { listingRowOf, ListingRow, wireColumnsOf } from './listing-mapper';
import { ListingTypeKey } from './listing-types';
import { ListingNarrowing, ListingTextSearch, parseTextQuery } from './listing-text-search';
import { NEWEST_KEY, PageAnchors } from './page-anchors';
import { cursorsBeside, decodeCursor, pastKey, PageCursor, PageCursors } from './page-cursor';
import { ListingSearchIndex } from './search/listing-search-index';

export type { ListingFilters };

/**
 * Whose listings a read covers: the public ones (active only), or one seller's in every status
 * (`allStatuses`: the seller's own pages and staff looking at a seller).
 */
export interface ListingScope {
  sellerId?: number;
  allStatuses?: boolean;
}

/** Which listings the moderation queue reads from the listings table (reports are not here). */
export type ReviewKind = 'flagged' | 'pending' | 'hidden';

/** The condition that keeps a read to public listings. */
const PUBLIC_ONLY = "l.status = 'active'";

/** One page of rows and how many match: exact, or `totalCapped` when counting stopped early. */
export interface RowPage {
  rows: ListingRow[];
  total: number;
  totalCapped: boolean;
  /** The pages beside this one, for a page read in an order a cursor can continue. */
  cursors: PageCursors;
}

/** A search counts its matches this many pages past the one shown ("Page 1 of 3+"). */
export const SEARCH_PAGES_AHEAD = 2;

/**
 * A search in price order gathers up to this many matches and orders them by price; past that,
 * it walks the listings in price order instead (ListingQueries.searchByPrice).
 */
export const PRICE_ORDERED_MATCHES = 500;

/** Each order, with the id as the last key so equal values keep one order across pages. */
const ORDERS: Record<BrowseSort, [string, 'ASC' | 'DESC'][]> = {
  newest: [
    ['l.createdAt', 'DESC'],
    ['l.id', 'DESC'],
  ],
  priceAsc: [
    ['l.price', 'ASC'],
    ['l.id', 'ASC'],
  ],
  priceDesc: [
    ['l.price', 'DESC'],
    ['l.id', 'DESC'],
  ],
};

/**
 * The index a whole type's pages newest (or oldest) first read: (type, status, createdAt), then
 * the id. Named to MySQL and MariaDB (USE INDEX; SQLite needs no hint and gets none): selecting
 * whole rows, MariaDB took (status, createdAt) instead, reading every type's rows to find this
 * type's, and weighed each of the type's indexes on every query. At 1 000 000 listings the
 * first page cost the database twice the time.
 */
const A_TYPE_BY_DATE = 'IDX_listings_type_status_created';

/**
 * Every read of the listings table and the one write of listing_totals: the SQL lives here, the
 * rules (ownership, charging, photos) in ListingsService.
 */
@Injectable()
export class ListingQueries {
  /** The reads of one fixed shape that every visitor makes: a listing's page, the home grid. */
  private readonly statements: SelectStatements;
  /**
   * The indexes a read of one type may use: those led by the type, or by the seller (a seller's
   * own listings). Named to MySQL and MariaDB (USE INDEX), whose optimizer, asked for a type's
   * newest listings of one make or region, took an index of every type's listings by date and
   * read through the other types' rows too (a make with 1 % of a type's listings, at 1 000 000:
   * 10 600 rows read and 22 ms, against 2 650 rows and 8 ms by the type's own date index).
   */
  private readonly oneTypesIndexes: string;

  constructor(
    @InjectRepository(Listing) private readonly listings: Repository<Listing>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly textSearch: ListingTextSearch,
  ) {
    this.statements = new SelectStatements(dataSource);
    this.oneTypesIndexes = listings.metadata.indices
      .filter(
        ({ columns: [lead] }) => lead.propertyName === 'type' || lead.propertyName === 'sellerId',
      )
      .map((index) => index.name)
      .join(', ');
  }

  /** A page of one type, newest first, narrowed by the filters, q and the scope. */
  async page(
    type: ListingTypeKey,
    query: BrowseQueryDto,
    filter: ListingScope = {},
  ): Promise<RowPage> {
    // The id too: a cursor names the boundary row by its order's value and its id.
    const columns = [...wireColumnsOf(type), 'id'];
    const { rows, total, totalCapped, keyset } = await this.readPage(
      type,
      query,
      filter,
      query,
      columns,
    );
    const listings = rows.map(listingRowOf);
    const totals = { total, totalCapped };
    const sort = query.sort ?? 'newest';
    const cursors = keyset ? cursorsBeside(listings, query.page, query.pageSize, sort, totals) : {};
    return { rows: listings, ...totals, cursors };
  }

  /** The newest public listings of a type matching the filters, with every column. */
  async matchingRecords(
    type: ListingTypeKey,
    filters: ListingFilters,
    limit: number,
  ): Promise<Listing[]> {
    const columns = this.listings.metadata.columns.map((column) => column.propertyName);
    const paging = { page: 1, pageSize: limit };
    const { rows } = await this.readPage(type, filters, {}, paging, columns);
    return rows.map((row) => listingRowOf(row) as Listing);
  }

  /** The newest listings of every type. */
  async latest(limit: number): Promise<ListingRow[]> {
    const rows = await this.statements.rows(`latest:${limit}`, () =>
      this.selectColumns(this.listings.createQueryBuilder('l'), wireColumnsOf())
        .where(PUBLIC_ONLY)
        .orderBy('l.createdAt', 'DESC')
        .addOrderBy('l.id', 'DESC')
        .limit(limit),
    );
    return rows.map(listingRowOf);
  }

  /** The front photo keys of a type's newest public listings: its browse page's first cards. */
  async newestFrontImages(type: ListingTypeKey, limit: number): Promise<string[]> {
    const qb = this.listings
      .createQueryBuilder('l')
      .select('l.imageFront', 'imageFront')
      .where(PUBLIC_ONLY)
      .andWhere('l.type = :type', { type })
      .useIndex(A_TYPE_BY_DATE);
    const rows = await ordered(qb, ORDERS.newest).limit(limit).getRawMany<{ imageFront: string }>();
    return rows.map((row) => row.imageFront);
  }

  /** The wire columns of one listing in any status (the caller decides who may see it). */
  async rowByPostHash(type: ListingTypeKey, postHash: string): Promise<ListingRow | undefined> {
    const [row] = await this.statements.rows(
      `by-post-hash:${type}`,
      (values) =>
        this.selectColumns(this.listings.createQueryBuilder('l'), wireColumnsOf(type))
          .where('l.type = :type AND l.postHash = :postHash', values)
          .limit(1),
      { type, postHash },
    );
    return row ? listingRowOf(row) : undefined;
  }

  /**
   * The newest public listings like this one: its type, city and currency, priced within
   * `band` of it (0.3: ±30 %), itself left out. IDX_listings_similar holds every condition and
   * the order, so the read walks that city's listings newest first and stops at `limit`.
   */
  async similar(
    listing: Pick<ListingRow, 'id' | 'type' | 'city' | 'currency' | 'price'>,
    band: number,
    limit: number,
  ): Promise<ListingRow[]> {
    const price = Number(listing.price);
    const rows = await this.selectColumns(
      this.listings.createQueryBuilder('l'),
      wireColumnsOf(listing.type),
    )
      .where('l.type = :type AND l.status = :active AND l.city = :city', {
        type: listing.type,
        active: 'active',
        city: listing.city,
      })
      .andWhere('l.currency = :currency AND l.price BETWEEN :low AND :high AND l.id <> :id', {
        currency: listing.currency,
        low: Math.round(price * (1 - band) * 100) / 100,
        high: Math.round(price * (1 + band) * 100) / 100,
        id: listing.id,
      })
      .orderBy('l.createdAt', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .limit(limit)
      .getRawMany<Record<string, unknown>>();
    return rows.map(listingRowOf);
  }

  /** These listings in any status, with every column; those gone are left out. */
  byIds(ids: number[]): Promise<Listing[]> {
    return ids.length ? this.listings.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  /**
   * Listings a moderator should look at, leaving out `except` (the reported ones): flagged ones
   * not expired (a hidden one is flagged when its seller edits it), oldest flag first; pending
   * ones not flagged, oldest first; or hidden ones, last hidden first. `limit` 0 only counts.
   * Each walks an index (flaggedAt, or status and date).
   */
  async inReview(
    kind: ReviewKind,
    except: number[],
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    const qb = this.listings.createQueryBuilder('l').select('l.id', 'id');
    if (kind === 'flagged') {
      qb.where('l.flaggedAt IS NOT NULL').andWhere("l.status <> 'expired'");
      qb.orderBy('l.flaggedAt', 'ASC');
    } else if (kind === 'pending') {
      qb.where("l.status = 'pending'").andWhere('l.flaggedAt IS NULL');
      qb.orderBy('l.createdAt', 'ASC');
    } else {
      qb.where("l.status = 'hidden'").orderBy('l.updatedAt', 'DESC');
    }
    if (except.length) qb.andWhere('l.id NOT IN (:...except)', { except });
    qb.addOrderBy('l.id', 'ASC');
    const [total, rows] = await Promise.all([
      qb.clone().orderBy().getCount(),
      limit > 0
        ? qb.offset(offset).limit(limit).getRawMany<{ id: number | string }>()
        : Promise.resolve([]),
    ]);
    return { ids: rows.map((row) => Number(row.id)), total };
  }

  byPostHash(postHash: string, type?: ListingTypeKey): Promise<Listing | null> {
    return this.listings.findOneBy(type ? { type, postHash } : { postHash });
  }

  /** The seller's listings per type, or only the public ones (types without any are left out). */
  async countsBySeller(
    sellerId: number,
    scope: { publicOnly?: boolean } = {},
  ): Promise<Partial<Record<ListingTypeKey, number>>> {
    const qb = this.listings
      .createQueryBuilder('l')
      .select('l.type', 'type')
      .addSelect('COUNT(*)', 'count')
      .where('l.sellerId = :sellerId', { sellerId });
    if (scope.publicOnly) qb.andWhere(PUBLIC_ONLY);
    const rows = await qb
      .groupBy('l.type')
      .getRawMany<{ type: ListingTypeKey; count: string | number }>();
    return Object.fromEntries(rows.map((row) => [row.type, Number(row.count)]));
  }

  countPostedSince(since: Date): Promise<number> {
    return this.listings.countBy({ createdAt: MoreThanOrEqual(since) });
  }

  async cities(): Promise<string[]> {
    const rows = await this.listings
      .createQueryBuilder('l')
      .select('DISTINCT l.city', 'city')
      .getRawMany<{ city: string }>();
    return rows.map((row) => row.city);
  }

  any(): Promise<boolean> {
    return this.listings.exists();
  }

  /**
   * A listing became public (posted, approved, restored, renewed), in that transaction: what the
   * public reads keep beside the rows follows it (the type's total, the search index).
   */
  async enteredPublic(manager: EntityManager, listing: Listing): Promise<void> {
    await this.changeTotal(manager, listing.type, 1);
    await PageAnchors.shift(manager, listing, 1);
    await ListingSearchIndex.add(manager, [listing]);
  }

  /** A public listing's form fields changed, in the transaction that changed them. */
  async publicListingEdited(manager: EntityManager, listing: Listing): Promise<void> {
    await ListingSearchIndex.replace(manager, listing);
  }

  /** A public listing left the public pages (hidden, expired, renewed, deleted), in that transaction. */
  async leftPublic(
    manager: EntityManager,
    listing: Pick<Listing, 'id' | 'type' | 'createdAt'>,
  ): Promise<void> {
    await this.changeTotal(manager, listing.type, -1);
    await PageAnchors.shift(manager, listing, -1);
    await ListingSearchIndex.remove(manager, listing.id);
  }

  /**
   * Locks a listing's row for the rest of the transaction and reads it as it now is (null when
   * gone), so a status change or removal starts from the status another one may just have set.
   */
  async lockedCurrent(manager: EntityManager, id: number): Promise<Listing | null> {
    const { affected } = await manager.update(Listing, { id }, { updatedAt: new Date() });
    return affected ? manager.findOneBy(Listing, { id }) : null;
  }

  /**
   * The one place listing_totals changes: in the transaction that adds or removes the row. It
   * comes first in those transactions: its row lock also orders them with PageAnchors.rebuild.
   */
  private async changeTotal(
    manager: EntityManager,
    type: ListingTypeKey,
    change: 1 | -1,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(ListingTotal)
      .set({ total: () => `total ${change > 0 ? '+' : '-'} 1` })
      .where('type = :type', { type })
      .execute();
  }

  /** The query for a type and its filters other than q; `filtered` once any narrows it. */
  private matching(
    type: ListingTypeKey,
    query: ListingFilters,
    filter: ListingScope = {},
  ): Matching {
    const mysql = this.dataSource.options.type !== 'better-sqlite3';
    const conditions = filterConditions(type, query, filter, mysql);
    const narrowWith =
      (bind: (parameters: BoundValues) => object): ListingNarrowing =>
      (narrowed) => {
        for (const [condition, parameters] of conditions)
          narrowed.andWhere(condition, bind(parameters));
      };
    const build = (bind: (parameters: BoundValues) => object) => {
      const qb = this.listings
        .createQueryBuilder('l')
        .useIndex(this.oneTypesIndexes)
        .where('l.type = :type', bind({ type }));
      // The search index and listing_totals hold public listings only: the status is no filter.
      if (!filter.allStatuses) qb.andWhere(PUBLIC_ONLY);
      narrowWith(bind)(qb);
      return qb;
    };
    const asGiven = (parameters: BoundValues) => parameters;
    // listing_totals counts the public listings only: any other scope is counted.
    const filtered = conditions.length > 0 || Boolean(filter.allStatuses);
    let qb: SelectQueryBuilder<Listing> | undefined;
    return {
      type,
      // Built when first asked for: a plain page of a type reads through `rebuild`'s statements.
      get qb() {
        return (qb ??= build(asGiven));
      },
      filtered,
      narrow: filtered ? narrowWith(asGiven) : undefined,
      shape: [filter.allStatuses ? 'any status' : 'public', ...conditions.map(([c]) => c)].join(
        ' AND ',
      ),
      values: Object.assign({ type }, ...conditions.map(([, parameters]) => parameters)) as Record<
        string,
        BoundValue
      >,
      rebuild: (markers) =>
        build((parameters) =>
          Object.fromEntries(Object.keys(parameters).map((name) => [name, markers[name]])),
        ),
    };
  }

  /**
   * One page newest first, as plain rows of `columns`, and how many match. A whole type's total
   * is kept in listing_totals; a filtered one is counted up to a cap; a search's up to
   * SEARCH_PAGES_AHEAD pages past this one, as far as its walk of the index went.
   */
  private async readPage(
    type: ListingTypeKey,
    query: ListingFilters,
    filter: ListingScope,
    paging: ListingPageQueryDto,
    columns: string[],
  ): Promise<{ rows: Record<string, unknown>[]; keyset?: boolean } & CappedTotal> {
    const matching = this.matching(type, query, filter);
    const { filtered, narrow } = matching;
    const q = query.q?.trim();
    const text = q ? parseTextQuery(q) : undefined;
    if (text?.kind === 'none') return { rows: [], total: 0, totalCapped: false };
    const sort = query.sort ?? 'newest';
    if (text && sort !== 'newest') {
      return this.searchByPrice(
        type,
        text.words,
        { qb: matching.qb, narrow },
        sort,
        paging,
        columns,
      );
    }
    if (text) {
      const reach = (paging.page + SEARCH_PAGES_AHEAD) * paging.pageSize;
      const ids = await this.textSearch.matchingIds(type, text.words, narrow, reach + 1);
      const start = (paging.page - 1) * paging.pageSize;
      const rows = await this.rowsByIds(ids.slice(start, start + paging.pageSize), columns);
      return { rows, total: Math.min(ids.length, reach), totalCapped: ids.length > reach };
    }
    const exact = filtered ? undefined : await this.totalOf(type);
    const counted = exact === undefined ? await countCapped(matching.qb, paging) : undefined;
    const totals = counted ?? { total: exact!, totalCapped: false };
    // A search's pages are found by number: its walk of the search index has its own order.
    const cursor = paging.cursor ? decodeCursor(paging.cursor, paging.page, sort) : undefined;
    const rows = cursor
      ? await this.rowsPast(matching, cursor, paging.pageSize, columns)
      : await this.readRows(matching, paging, columns, sort, totals);
    return { rows, ...totals, keyset: true };
  }

  /**
   * A search in price order (its currency is a filter). The search index lists matches newest
   * first, so a search with up to PRICE_ORDERED_MATCHES matches has them all gathered and
   * ordered by price, and counted exactly. One with more walks the type's listings of that
   * currency in price order (IDX_listings_type_status_currency_price), keeping those whose text
   * holds every word, until the page and SEARCH_PAGES_AHEAD pages more are found: with so many
   * matches, the walk finds them soon.
   */
  private async searchByPrice(
    type: ListingTypeKey,
    words: string[],
    { qb, narrow }: { qb: SelectQueryBuilder<Listing>; narrow?: ListingNarrowing },
    sort: BrowseSort,
    paging: PageQueryDto,
    columns: string[],
  ): Promise<{ rows: Record<string, unknown>[] } & CappedTotal> {
    const start = (paging.page - 1) * paging.pageSize;
    const pageOf = (ids: number[]) =>
      this.rowsByIds(ids.slice(start, start + paging.pageSize), columns);
    const gathered = await this.textSearch.matchingIds(
      type,
      words,
      narrow,
      PRICE_ORDERED_MATCHES + 1,
    );
    if (gathered.length <= PRICE_ORDERED_MATCHES) {
      if (!gathered.length) return { rows: [], total: 0, totalCapped: false };
      const byId = this.listings
        .createQueryBuilder('l')
        .where('l.id IN (:...gathered)', { gathered });
      const ids = await this.idsInOrder(byId, sort, gathered.length);
      return { rows: await pageOf(ids), total: ids.length, totalCapped: false };
    }
    const reach = (paging.page + SEARCH_PAGES_AHEAD) * paging.pageSize;
    const walk = qb.clone();
    this.textSearch.joinContainingWords(walk, words);
    const ids = await this.idsInOrder(walk, sort, reach + 1);
    return {
      rows: await pageOf(ids),
      total: Math.min(ids.length, reach),
      totalCapped: ids.length > reach,
    };
  }

  /**
   * The first `limit` ids of the query in `sort`'s order. Its joins are made in the order
   * written (STRAIGHT_JOIN, SQLite's CROSS JOIN): the listings' index gives the order.
   */
  private async idsInOrder(
    qb: SelectQueryBuilder<Listing>,
    sort: BrowseSort,
    limit: number,
  ): Promise<number[]> {
    const [sql, parameters] = ordered(qb.select('l.id', 'id'), ORDERS[sort])
      .limit(limit)
      .getQueryAndParameters();
    const mysql = this.dataSource.options.type !== 'better-sqlite3';
    const inOrder = sql.replace(/ INNER JOIN /g, mysql ? ' STRAIGHT_JOIN ' : ' CROSS JOIN ');
    const rows = await this.dataSource.query<{ id: number | string }[]>(inOrder, parameters);
    return rows.map((row) => Number(row.id));
  }

  /**
   * The page's rows in `sort`'s order, each column under its own name. A page costs what its
   * distance from the nearer end does: past the middle of a known total it is read from the end
   * in the reverse order. A page far from both ends of a whole type, newest first (the default
   * browse), starts at its nearest page anchor; any other skips its rows in the order's index
   * (ids only) before reading the page's own rows.
   */
  private async readRows(
    matching: Matching,
    paging: PageQueryDto,
    columns: string[],
    sort: BrowseSort,
    { total, totalCapped }: CappedTotal,
  ): Promise<Record<string, unknown>[]> {
    const start = (paging.page - 1) * paging.pageSize;
    const fromEnd = !totalCapped && start > total / 2;
    if (fromEnd && start >= total) return [];
    const offset = fromEnd ? Math.max(0, total - start - paging.pageSize) : start;
    if (!matching.filtered && sort === 'newest' && offset >= SKIP_IN_INDEX_FROM) {
      const anchored = await this.rowsFromAnchor(matching, start, paging.pageSize, columns);
      if (anchored) return anchored;
    }
    const limit = fromEnd ? Math.min(paging.pageSize, total - start) : paging.pageSize;
    const order = fromEnd ? REVERSED[sort] : ORDERS[sort];
    const shape = `${matching.shape} | ${sort}${fromEnd ? ' reversed' : ''} | ${limit} from ${offset}`;
    const byDate = !matching.filtered && sort === 'newest';
    const paged = (qb: SelectQueryBuilder<Listing>) => {
      ordered(qb, order).offset(offset).limit(limit);
      return byDate ? qb.useIndex(A_TYPE_BY_DATE) : qb;
    };
    let rows: Record<string, unknown>[];
    if (offset < SKIP_IN_INDEX_FROM) {
      rows = await this.statements.rows(
        `page rows: ${shape} | ${columns.join()}`,
        (markers) => paged(this.selectColumns(matching.rebuild(markers), columns)),
        matching.values,
      );
    } else {
      const ids = await this.statements.rows<{ id: number | string }>(
        `page ids: ${shape}`,
        (markers) => paged(matching.rebuild(markers).select('l.id', 'id')),
        matching.values,
      );
      rows = await this.rowsByIds(
        ids.map((row) => Number(row.id)),
        columns,
      );
    }
    return fromEnd ? rows.reverse() : rows;
  }

  /**
   * The page a cursor opens: the rows past its boundary row in the order it was read (the next
   * page), or before it (the previous one, read in the reverse order). The order's index is
   * entered at the boundary, so the page costs its own rows only. Ids first, then their rows:
   * selecting whole rows, MariaDB walks the index from its top instead of from the boundary.
   */
  private async rowsPast(
    matching: Matching,
    cursor: PageCursor,
    pageSize: number,
    columns: string[],
  ): Promise<Record<string, unknown>[]> {
    const order = cursor.side === 'after' ? ORDERS[cursor.sort] : REVERSED[cursor.sort];
    const [[valueColumn, direction], [idColumn]] = order;
    const past = direction === 'DESC' ? '<' : '>';
    const value = cursor.sort === 'newest' ? new Date(cursor.value) : cursor.value;
    const ids = await this.statements.rows<{ id: number | string }>(
      `ids past: ${matching.shape} | ${cursor.sort} ${cursor.side} | ${pageSize}`,
      (markers) =>
        ordered(matching.rebuild(markers).select('l.id', 'id'), order)
          .andWhere(
            pastKey({ value: valueColumn, id: idColumn }, past, {
              value: 'cursorValue',
              id: 'cursorId',
            }),
            { cursorValue: markers.cursorValue, cursorId: markers.cursorId },
          )
          .limit(pageSize),
      { ...matching.values, cursorValue: value, cursorId: cursor.id },
    );
    const inOrder = ids.map((row) => Number(row.id));
    return this.rowsByIds(cursor.side === 'after' ? inOrder : inOrder.reverse(), columns);
  }

  /**
   * A page of a type's public listings, newest first, from the nearest anchor before it
   * (PageAnchors): what is skipped is at most the distance between two anchors, wherever the
   * page lies. Undefined when the type has no anchor before the page.
   */
  private async rowsFromAnchor(
    matching: Matching,
    start: number,
    limit: number,
    columns: string[],
  ): Promise<Record<string, unknown>[] | undefined> {
    const anchor = await PageAnchors.before(
      this.statements,
      this.dataSource.manager,
      matching.type,
      start,
    );
    if (!anchor) return undefined;
    const skip = start - anchor.position;
    const ids = await this.statements.rows<{ id: number | string }>(
      `ids from anchor: ${matching.shape} | ${limit} from ${skip}`,
      (markers) =>
        ordered(matching.rebuild(markers).select('l.id', 'id'), ORDERS.newest)
          // The anchor's key and every listing older than it: `position` listings come before.
          .andWhere(pastKey(NEWEST_KEY, '<', { value: 'anchorAt', id: 'anchorId' }, true), {
            anchorAt: markers.anchorAt,
            anchorId: markers.anchorId,
          })
          .offset(skip)
          .limit(limit),
      { ...matching.values, anchorAt: anchor.createdAt, anchorId: anchor.listingId },
    );
    return this.rowsByIds(
      ids.map((row) => Number(row.id)),
      columns,
    );
  }

  /** The listings of `ids`, in that order. */
  private async rowsByIds(ids: number[], columns: string[]): Promise<Record<string, unknown>[]> {
    if (!ids.length) return [];
    const rows = await this.statements.rows(
      `rows by id: ${columns.join()}`,
      (markers) =>
        this.selectColumns(this.listings.createQueryBuilder('l'), columns)
          .addSelect('l.id', 'matchedId')
          .where('l.id IN (:...ids)', markers),
      { ids },
    );
    const byId = new Map<number, Record<string, unknown>>(
      rows.map(({ matchedId, ...row }) => [Number(matchedId), row]),
    );
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  /** How many public listings the type has (undefined if its row is missing: then it is counted). */
  private async totalOf(type: ListingTypeKey): Promise<number | undefined> {
    const [row] = await this.statements.rows<{ total: number | string }>(
      'type total',
      (markers) =>
        this.dataSource
          .getRepository(ListingTotal)
          .createQueryBuilder('t')
          .select('t.total', 'total')
          .where('t.type = :type', markers),
      { type },
    );
    return row ? Number(row.total) : undefined;
  }

  /** Selects the columns, each under its own name (raw rows then look like entities). */
  private selectColumns(
    qb: SelectQueryBuilder<Listing>,
    columns: string[],
  ): SelectQueryBuilder<Listing> {
    const [first, ...rest] = columns;
    qb.select(`l.${first}`, first);
    for (const column of rest) qb.addSelect(`l.${column}`, column);
    return qb;
  }
}

/**
 * A type's listings as a read narrows them: the query built, and the same query as a shape
 * (its conditions' text) with the values it binds, for reads made on every visit.
 */
interface Matching {
  type: ListingTypeKey;
  qb: SelectQueryBuilder<Listing>;
  filtered: boolean;
  narrow?: ListingNarrowing;
  shape: string;
  values: Record<string, BoundValue>;
  /** The query built anew with a marker in place of each value (SelectStatements). */
  rebuild: (markers: Markers) => SelectQueryBuilder<Listing>;
}

/** Each order read from its other end, for pages nearer the last one. */
const REVERSED = Object.fromEntries(
  Object.entries(ORDERS).map(([sort, keys]) => [
    sort,
    keys.map(([column, direction]) => [column, direction === 'ASC' ? 'DESC' : 'ASC']),
  ]),
) as typeof ORDERS;

/**
 * From this many rows skipped, a page skips them in the order's index, reading ids only, and
 * then reads its own rows by id: skipping whole rows would read each one from the table.
 */
const SKIP_IN_INDEX_FROM = 200;

/** Orders the query by `keys` (an order of ORDERS or REVERSED), the id last. */
function ordered(
  qb: SelectQueryBuilder<Listing>,
  keys: (typeof ORDERS)[BrowseSort],
): SelectQueryBuilder<Listing> {
  const [[column, direction], ...rest] = keys;
  qb.orderBy(column, direction);
  for (const [next, nextDirection] of rest) qb.addOrderBy(next, nextDirection);
  return qb;
}

/** Filters comparing a column with a bound: the column, the comparison, the query's field. */
const BOUNDS: [keyof Listing, '>=' | '<=' | '=', keyof ListingFilters][] = [
  ['price', '>=', 'minPrice'],
  ['price', '<=', 'maxPrice'],
  ['year', '>=', 'minYear'],
  ['year', '<=', 'maxYear'],
  ['bedrooms', '>=', 'bedrooms'],
  ['area', '>=', 'minArea'],
  ['area', '<=', 'maxArea'],
  ['rentPeriod', '=', 'rentPeriod'],
];

/** Filters naming a value of a text column, compared whole in any case. */
const WHOLE_TEXTS = ['make', 'model', 'transmission', 'fuel', 'region', 'city', 'subcity'] as const;

/**
 * The filters other than q, as conditions on the listings aliased `l` (refusing those the type
 * does not have). A text filter ignores case: MySQL's and MariaDB's utf8mb4 collations do so,
 * which keeps the column's index usable; SQLite compares with NOCASE.
 */
function filterConditions(
  type: ListingTypeKey,
  query: ListingFilters,
  filter: ListingScope,
  mysql: boolean,
): [string, Record<string, BoundValue>][] {
  checkBrowseFilters(type, query);
  const conditions: [string, Record<string, BoundValue>][] = [];
  if (filter.sellerId) conditions.push(['l.sellerId = :sellerId', { sellerId: filter.sellerId }]);
  if (query.currency) conditions.push(['l.currency = :currency', { currency: query.currency }]);
  for (const [column, comparison, field] of BOUNDS) {
    const value = query[field];
    if (value !== undefined)
      conditions.push([`l.${column} ${comparison} :${field}Filter`, { [`${field}Filter`]: value }]);
  }
  const anyCase = mysql ? '' : ' COLLATE NOCASE';
  for (const field of WHOLE_TEXTS) {
    const value = query[field]?.trim();
    if (value)
      conditions.push([`l.${field} = :${field}Filter${anyCase}`, { [`${field}Filter`]: value }]);
  }
  return conditions;
}
