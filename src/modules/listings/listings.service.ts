import { randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  DataSource,
  EntityManager,
  MoreThanOrEqual,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { CappedTotal, countCapped, Page, PageMeta } from '../../common/paging/table-page';
import { BrowseQueryDto } from './dto/browse-query.dto';
import { ListingTotal } from './entities/listing-total.entity';
import { Listing } from './entities/listing.entity';
import { previewImage } from './images/image-processor';
import { ImageStorage } from './images/image-storage';
import type { UploadedImages } from './images/listing-images.interceptor';
import { ListingPhotos, photoFilesOf, previewKeyOf } from './images/listing-photos.service';
import {
  columnsFromForm,
  ListingRecord,
  listingRowOf,
  ListingRow,
  toWire,
  wireColumnsOf,
} from './listing-mapper';
import { IMAGE_SLOTS, ImageColumn, ImageSlot, ListingTypeKey, SLOT_COLUMN } from './listing-types';
import { ListingTextSearch, parseTextQuery } from './listing-text-search';
import { POST_CHARGE, PostCharge, PostChargeOutcome } from '../subscription/post-charge';

/** What a browse can filter on, without the paging. */
export type ListingFilters = Omit<BrowseQueryDto, 'page' | 'pageSize'>;

/** A page of listings: the total is exact, or `totalCapped` says counting stopped there. */
export type ListingPage = Page<Record<string, unknown>> & {
  meta: PageMeta & { totalCapped: boolean };
};

const NOT_FOUND = 'This listing does not exist or has been removed.';

const FROM_LISTINGS = 'FROM `listings` `l`';

/** MySQL/MariaDB: scan IDX_listings_type_created as a range (it picks `ref` and reads to the end). */
function withForcedIndex(sql: string): string {
  if (sql.split(FROM_LISTINGS).length !== 2) throw new Error(`Unexpected listings query: ${sql}`);
  return sql.replace(FROM_LISTINGS, `${FROM_LISTINGS} FORCE INDEX (\`IDX_listings_type_created\`)`);
}

/** The one core behind all four listing types: storage, search, paging, ownership and images. */
@Injectable()
export class ListingsService {
  private readonly logger = new Logger('Listings');
  private readonly sqlite: boolean;

  constructor(
    @InjectRepository(Listing) private readonly listings: Repository<Listing>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: ImageStorage,
    private readonly photos: ListingPhotos,
    @Inject(POST_CHARGE) private readonly postCharge: PostCharge,
    private readonly textSearch: ListingTextSearch,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  wire(listing: ListingRow): Record<string, unknown> {
    return toWire(listing, this.storage);
  }

  /** Browse and search one type; staff may narrow it to one seller. */
  async browse(
    type: ListingTypeKey,
    query: BrowseQueryDto,
    filter: { sellerId?: number } = {},
  ): Promise<ListingPage> {
    const { qb, filtered } = this.matching(type, query, filter);
    const q = query.q?.trim();
    const { rows, count } = await this.readPage(qb, type, q, query, wireColumnsOf(type));
    // A whole type's total is kept in listing_totals; anything narrower is counted up to a cap.
    const exact = filtered || q ? undefined : await this.totalOf(type);
    const { total, totalCapped } =
      exact === undefined ? await count() : { total: exact, totalCapped: false };
    return {
      data: rows.map((row) => this.wire(listingRowOf(row))),
      meta: { page: query.page, pageSize: query.pageSize, total, totalCapped },
    };
  }

  /** The newest listings of a type matching the filters, as entities (the chat's search). */
  async findMatching(
    type: ListingTypeKey,
    filters: ListingFilters,
    limit: number,
  ): Promise<ListingRecord[]> {
    const { qb } = this.matching(type, filters);
    const columns = this.listings.metadata.columns.map((column) => column.propertyName);
    const paging = { page: 1, pageSize: limit };
    const { rows } = await this.readPage(qb, type, filters.q?.trim(), paging, columns);
    return rows.map((row) => listingRowOf(row) as ListingRecord);
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

  /** Listings posted at or after `since`. */
  countPostedSince(since: Date): Promise<number> {
    return this.listings.countBy({ createdAt: MoreThanOrEqual(since) });
  }

  /** The cities listings are in, for recognising a place in free text. */
  async cities(): Promise<string[]> {
    const rows = await this.listings
      .createQueryBuilder('l')
      .select('DISTINCT l.city', 'city')
      .getRawMany<{ city: string }>();
    return rows.map((row) => row.city);
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

  /**
   * The page's rows, each column under its own name. `recentOnly` queries bound createdAt from
   * below; MySQL/MariaDB would still read the type's index to its end unless told to use a range.
   */
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
      recentOnly && !this.sqlite ? withForcedIndex(sql) : sql,
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

  listBySeller(type: ListingTypeKey, sellerId: number, paging: PageQueryDto): Promise<ListingPage> {
    return this.browse(type, paging, { sellerId });
  }

  async latest(limit: number): Promise<Record<string, unknown>[]> {
    const rows = await this.selectColumns(this.listings.createQueryBuilder('l'), wireColumnsOf())
      .orderBy('l.createdAt', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .limit(limit)
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => this.wire(listingRowOf(row)));
  }

  /** The public view of one listing. */
  async wireByPostHash(type: ListingTypeKey, postHash: string): Promise<Record<string, unknown>> {
    const row = await this.selectColumns(this.listings.createQueryBuilder('l'), wireColumnsOf(type))
      .where('l.type = :type AND l.postHash = :postHash', { type, postHash })
      .limit(1)
      .getRawOne<Record<string, unknown>>();
    if (!row) throw new NotFoundException(NOT_FOUND);
    return this.wire(listingRowOf(row));
  }

  async findByPostHash(type: ListingTypeKey, postHash: string): Promise<Listing> {
    const listing = await this.listings.findOneBy({ type, postHash });
    if (!listing) throw new NotFoundException(NOT_FOUND);
    return listing;
  }

  /** Any type: a postHash is unique across the four. */
  findAnyByPostHash(postHash: string): Promise<Listing | null> {
    return this.listings.findOneBy({ postHash });
  }

  async findOwned(type: ListingTypeKey, postHash: string, sellerId: number): Promise<Listing> {
    const listing = await this.findByPostHash(type, postHash);
    if (listing.sellerId !== sellerId) {
      throw new ForbiddenException('You can only manage your own listings.');
    }
    return listing;
  }

  /** A post from the API: the four uploaded images must all be there. */
  create(
    type: ListingTypeKey,
    sellerId: number,
    form: object & { postHash?: string },
    files: UploadedImages,
  ): Promise<{ listing: Listing; charge: PostChargeOutcome }> {
    const missing = IMAGE_SLOTS.filter((slot) => !files[slot]?.[0]);
    if (missing.length) {
      throw new BadRequestException(`Please upload all required images: ${missing.join(', ')}`);
    }
    const images = Object.fromEntries(IMAGE_SLOTS.map((slot) => [slot, files[slot]![0].buffer]));
    return this.createWithImages(type, sellerId, form, images as Record<ImageSlot, Buffer>);
  }

  /**
   * Stores a new listing and charges for it in one transaction. The photos are checked and stored
   * as previews first; if anything after that fails, the files are removed again. Their WebP sizes
   * are derived once the listing is committed.
   */
  async createWithImages(
    type: ListingTypeKey,
    sellerId: number,
    form: object & { postHash?: string },
    images: Record<ImageSlot, Buffer>,
    options: { createdAt?: Date } = {},
  ): Promise<{ listing: Listing; charge: PostChargeOutcome }> {
    const postHash = form.postHash ?? `${Date.now()}${randomBytes(6).toString('hex')}`;
    const stored: string[] = [];
    try {
      const imageKeys = await this.storeImages(postHash, images, stored);
      const created = await this.dataSource.transaction(async (manager) => {
        const listing = await manager.save(
          manager.create(Listing, {
            ...columnsFromForm(form),
            ...imageKeys,
            type,
            sellerId,
            postHash,
            ...(options.createdAt ? { createdAt: options.createdAt } : {}),
          }),
        );
        const charge = await this.postCharge.chargeForPost(manager, {
          sellerId,
          listingId: listing.id,
        });
        await this.countListing(manager, type, 1);
        return { listing, charge };
      });
      this.photos.derive(stored);
      return created;
    } catch (error) {
      await this.deleteFiles(stored);
      if (isUniqueViolation(error)) {
        throw new ConflictException('A listing with this postHash already exists.');
      }
      throw error;
    }
  }

  /** Whether there is any listing at all. */
  any(): Promise<boolean> {
    return this.listings.exists();
  }

  /** Checks all four photos at once (a 4xx names the first bad one), then stores their previews. */
  private async storeImages(
    postHash: string,
    images: Record<ImageSlot, Buffer>,
    stored: string[],
  ): Promise<Record<ImageColumn, string>> {
    const previews = await Promise.all(IMAGE_SLOTS.map((slot) => previewImage(images[slot], slot)));
    const nonce = randomBytes(4).toString('hex');
    const keys = IMAGE_SLOTS.map((slot) => previewKeyOf(postHash, slot, nonce));
    stored.push(...keys);
    await Promise.all(
      keys.map((key, n) => this.photos.store(key, previews[n], images[IMAGE_SLOTS[n]])),
    );
    return Object.fromEntries(IMAGE_SLOTS.map((slot, n) => [SLOT_COLUMN[slot], keys[n]])) as Record<
      ImageColumn,
      string
    >;
  }

  async update(
    type: ListingTypeKey,
    postHash: string,
    sellerId: number,
    form: object,
  ): Promise<Listing> {
    const listing = await this.findOwned(type, postHash, sellerId);
    const { description, ...columns } = columnsFromForm(form);
    const changes = { ...columns, description: description ?? null };
    // Only the form's columns: a photo's WebP may replace its preview meanwhile.
    await this.listings.update({ id: listing.id }, changes);
    return Object.assign(listing, changes);
  }

  async remove(type: ListingTypeKey, postHash: string, sellerId: number): Promise<void> {
    const listing = await this.findOwned(type, postHash, sellerId);
    await this.dataSource.transaction((manager) => this.deleteWithin(manager, listing));
    await this.deleteFiles(this.fileKeysOf(listing));
  }

  /**
   * Staff removal of anyone's listing. `record` runs in the deleting transaction (the audit
   * entry), so a removal is never left unlogged; the files go once it has committed.
   */
  async removeAsStaff(
    type: ListingTypeKey,
    postHash: string,
    record: (manager: EntityManager, listing: Listing) => Promise<void>,
  ): Promise<Listing> {
    const listing = await this.findByPostHash(type, postHash);
    await this.dataSource.transaction(async (manager) => {
      await this.deleteWithin(manager, listing);
      await record(manager, listing);
    });
    await this.deleteFiles(this.fileKeysOf(listing));
    return listing;
  }

  /**
   * Removes the row inside the caller's transaction (every removal comes here). False when it
   * was already gone. The caller deletes the files once the transaction has committed.
   */
  async deleteWithin(manager: EntityManager, listing: Pick<Listing, 'id' | 'type'>) {
    const result = await manager.delete(Listing, { id: listing.id });
    const deleted = (result.affected ?? 0) > 0;
    if (deleted) await this.countListing(manager, listing.type, -1);
    return deleted;
  }

  /** The one place listing_totals changes: in the transaction that adds or removes the row. */
  private async countListing(manager: EntityManager, type: ListingTypeKey, change: 1 | -1) {
    await manager
      .createQueryBuilder()
      .update(ListingTotal)
      .set({ total: () => `total ${change > 0 ? '+' : '-'} 1` })
      .where('type = :type', { type })
      .execute();
  }

  fileKeysOf(listing: Listing): string[] {
    return Object.values(SLOT_COLUMN).flatMap((column) =>
      Object.values(photoFilesOf(listing[column])),
    );
  }

  /** Best effort: a file that cannot be removed is logged, never a reason to fail the request. */
  async deleteFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.photos.delete(key)));
  }
}
