import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  DataSource,
  EntityManager,
  MoreThanOrEqual,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { CappedTotal, countCapped } from '../../common/paging/table-page';
import { BrowseQueryDto } from './dto/browse-query.dto';
import { ListingTotal } from './entities/listing-total.entity';
import { Listing } from './entities/listing.entity';
import { listingRowOf, ListingRow, wireColumnsOf } from './listing-mapper';
import { ListingTypeKey } from './listing-types';
import { ListingTextSearch, parseTextQuery } from './listing-text-search';

/** What a browse can filter on, without the paging. */
export type ListingFilters = Omit<BrowseQueryDto, 'page' | 'pageSize'>;

/** One page of rows and how many match: exact, or `totalCapped` when counting stopped early. */
export interface RowPage {
  rows: ListingRow[];
  total: number;
  totalCapped: boolean;
}

const FROM_LISTINGS = 'FROM `listings` `l`';

/**
 * MySQL/MariaDB: scan IDX_listings_type_created as a range for a query bounded on createdAt
 * (the optimizer picks `ref` on the type and reads the index to its end). TypeORM only writes
 * `USE INDEX`, which leaves that choice to the optimizer, so the hint goes into the SQL here.
 */
export function withForcedTypeCreatedIndex(sql: string): string {
  if (sql.split(FROM_LISTINGS).length !== 2) throw new Error(`Unexpected listings query: ${sql}`);
  return sql.replace(FROM_LISTINGS, `${FROM_LISTINGS} FORCE INDEX (\`IDX_listings_type_created\`)`);
}

/**
 * Every read of the listings table and the one write of listing_totals: the SQL lives here, the
 * rules (ownership, charging, photos) in ListingsService.
 */
@Injectable()
export class ListingQueries {
  private readonly sqlite: boolean;

  constructor(
    @InjectRepository(Listing) private readonly listings: Repository<Listing>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly textSearch: ListingTextSearch,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  /** A page of one type, newest first, narrowed by the filters, q and optionally a seller. */
  async page(
    type: ListingTypeKey,
    query: BrowseQueryDto,
    filter: { sellerId?: number } = {},
  ): Promise<RowPage> {
    const { qb, filtered } = this.matching(type, query, filter);
    const q = query.q?.trim();
    const { rows, count } = await this.readPage(qb, type, q, query, wireColumnsOf(type));
    // A whole type's total is kept in listing_totals; anything narrower is counted up to a cap.
    const exact = filtered || q ? undefined : await this.totalOf(type);
    const { total, totalCapped } =
      exact === undefined ? await count() : { total: exact, totalCapped: false };
    return { rows: rows.map(listingRowOf), total, totalCapped };
  }

  /** The newest listings of a type matching the filters, with every column. */
  async matchingRecords(
    type: ListingTypeKey,
    filters: ListingFilters,
    limit: number,
  ): Promise<Listing[]> {
    const { qb } = this.matching(type, filters);
    const columns = this.listings.metadata.columns.map((column) => column.propertyName);
    const paging = { page: 1, pageSize: limit };
    const { rows } = await this.readPage(qb, type, filters.q?.trim(), paging, columns);
    return rows.map((row) => listingRowOf(row) as Listing);
  }

  /** The newest listings of every type. */
  async latest(limit: number): Promise<ListingRow[]> {
    const rows = await this.selectColumns(this.listings.createQueryBuilder('l'), wireColumnsOf())
      .orderBy('l.createdAt', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .limit(limit)
      .getRawMany<Record<string, unknown>>();
    return rows.map(listingRowOf);
  }

  /** The public columns of one listing, or undefined. */
  async rowByPostHash(type: ListingTypeKey, postHash: string): Promise<ListingRow | undefined> {
    const row = await this.selectColumns(this.listings.createQueryBuilder('l'), wireColumnsOf(type))
      .where('l.type = :type AND l.postHash = :postHash', { type, postHash })
      .limit(1)
      .getRawOne<Record<string, unknown>>();
    return row ? listingRowOf(row) : undefined;
  }

  byPostHash(postHash: string, type?: ListingTypeKey): Promise<Listing | null> {
    return this.listings.findOneBy(type ? { type, postHash } : { postHash });
  }

  /** The seller's listings per type (types without any are left out). */
  async countsBySeller(sellerId: number): Promise<Partial<Record<ListingTypeKey, number>>> {
    const rows = await this.listings
      .createQueryBuilder('l')
      .select('l.type', 'type')
      .addSelect('COUNT(*)', 'count')
      .where('l.sellerId = :sellerId', { sellerId })
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
   * A listing was stored, in its transaction: what the reads keep beside the rows follows it
   * (the type's total).
   */
  async listingAdded(manager: EntityManager, listing: Pick<Listing, 'id' | 'type'>): Promise<void> {
    await this.changeTotal(manager, listing.type, 1);
  }

  /** A listing's form fields changed, in the transaction that changed them. */
  async listingEdited(_manager: EntityManager, _listing: Listing): Promise<void> {}

  /** A listing's row was deleted, in the deleting transaction. */
  async listingRemoved(
    manager: EntityManager,
    listing: Pick<Listing, 'id' | 'type'>,
  ): Promise<void> {
    await this.changeTotal(manager, listing.type, -1);
  }

  /** The one place listing_totals changes: in the transaction that adds or removes the row. */
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
    filter: { sellerId?: number } = {},
  ): { qb: SelectQueryBuilder<Listing>; filtered: boolean } {
    const qb = this.listings.createQueryBuilder('l').where('l.type = :type', { type });
    let filtered = false;
    const where = (condition: string, parameters: Record<string, unknown>) => {
      qb.andWhere(condition, parameters);
      filtered = true;
    };
    if (filter.sellerId) where('l.sellerId = :sellerId', { sellerId: filter.sellerId });
    if (query.currency) where('l.currency = :currency', { currency: query.currency });
    if (query.minPrice !== undefined) where('l.price >= :minPrice', { minPrice: query.minPrice });
    if (query.maxPrice !== undefined) where('l.price <= :maxPrice', { maxPrice: query.maxPrice });
    const region = query.region?.trim();
    if (region) where('LOWER(l.region) = LOWER(:region)', { region });
    const city = query.city?.trim();
    if (city) where('LOWER(l.city) = LOWER(:city)', { city });
    return { qb, filtered };
  }

  /**
   * One page of `qb` narrowed by q, newest first, as plain rows of `columns`, and how to count
   * all its matches. Words are looked for among the type's newest listings first; only when
   * those do not fill the page does the full-text index answer (see ListingTextSearch).
   */
  private async readPage(
    qb: SelectQueryBuilder<Listing>,
    type: ListingTypeKey,
    q: string | undefined,
    paging: PageQueryDto,
    columns: string[],
  ): Promise<{ rows: Record<string, unknown>[]; count: () => Promise<CappedTotal> }> {
    const text = q ? parseTextQuery(q) : undefined;
    if (text?.kind === 'none') qb.andWhere('1 = 0');
    if (text?.kind === 'number') this.textSearch.whereNumber(qb, 'l', type, text.value);
    if (text?.kind === 'words') {
      const since = await this.textSearch.recentSince(type);
      if (since === undefined) {
        // The type is no larger than the window: scanning it all is as cheap.
        this.textSearch.whereWords(qb, 'l', text.words);
      } else {
        const recent = this.textSearch
          .whereWords(qb.clone(), 'l', text.words)
          .andWhere('l.createdAt >= :recentSince', { recentSince: since });
        const rows = await this.readRows(recent, paging, columns, true);
        if (rows.length === paging.pageSize) {
          // Older listings were not looked at: what the window holds is a lower bound.
          const count = async () => ({
            total: (await countCapped(recent, paging)).total,
            totalCapped: true,
          });
          return { rows, count };
        }
        this.textSearch.whereIndexed(qb, 'l', text.words);
      }
    }
    const rows = await this.readRows(qb, paging, columns);
    return { rows, count: () => countCapped(qb, paging) };
  }

  /** The page's rows, each column under its own name; `recentOnly` queries bound createdAt. */
  private readRows(
    qb: SelectQueryBuilder<Listing>,
    paging: PageQueryDto,
    columns: string[],
    recentOnly = false,
  ): Promise<Record<string, unknown>[]> {
    const [sql, parameters] = this.selectColumns(qb.clone(), columns)
      .orderBy('l.createdAt', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .offset((paging.page - 1) * paging.pageSize)
      .limit(paging.pageSize)
      .getQueryAndParameters();
    return this.dataSource.query<Record<string, unknown>[]>(
      recentOnly && !this.sqlite ? withForcedTypeCreatedIndex(sql) : sql,
      parameters,
    );
  }

  /** How many listings the type has (undefined if its row is missing: then it is counted). */
  private async totalOf(type: ListingTypeKey): Promise<number | undefined> {
    const row = await this.dataSource
      .getRepository(ListingTotal)
      .createQueryBuilder('t')
      .select('t.total', 'total')
      .where('t.type = :type', { type })
      .getRawOne<{ total: number | string }>();
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
