import { randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { fetchNewestFirst, Page, whereContainsText } from '../../common/paging/table-page';
import { BrowseQueryDto } from './dto/browse-query.dto';
import { Listing } from './entities/listing.entity';
import { previewImage } from './images/image-processor';
import { ImageStorage } from './images/image-storage';
import type { UploadedImages } from './images/listing-images.interceptor';
import { ListingPhotos, photoFilesOf, previewKeyOf } from './images/listing-photos.service';
import { columnsFromForm, toWire } from './listing-mapper';
import {
  IMAGE_SLOTS,
  ImageColumn,
  ImageSlot,
  LISTING_TYPES,
  ListingTypeKey,
  SEARCH_COLUMNS,
  SLOT_COLUMN,
} from './listing-types';
import { POST_CHARGE, PostCharge, PostChargeOutcome } from './post-charge';

/** What a browse can filter on, without the paging. */
export type ListingFilters = Omit<BrowseQueryDto, 'page' | 'pageSize'>;

/** The one core behind all four listing types: storage, search, paging, ownership and images. */
@Injectable()
export class ListingsService {
  constructor(
    @InjectRepository(Listing) private readonly listings: Repository<Listing>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: ImageStorage,
    private readonly photos: ListingPhotos,
    @Inject(POST_CHARGE) private readonly postCharge: PostCharge,
  ) {}

  wire(listing: Listing): Record<string, unknown> {
    return toWire(listing, this.storage);
  }

  /** Browse and search one type; staff may narrow it to one seller. */
  async browse(
    type: ListingTypeKey,
    query: BrowseQueryDto,
    filter: { sellerId?: number } = {},
  ): Promise<Page<Record<string, unknown>>> {
    return this.page(this.matching(type, query, filter), query);
  }

  /** The newest listings of a type matching the filters, as entities (the chat's search). */
  findMatching(type: ListingTypeKey, filters: ListingFilters, limit: number): Promise<Listing[]> {
    return this.matching(type, filters)
      .orderBy('l.createdAt', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .take(limit)
      .getMany();
  }

  /** The cities listings are in, for recognising a place in free text. */
  async cities(): Promise<string[]> {
    const rows = await this.listings
      .createQueryBuilder('l')
      .select('DISTINCT l.city', 'city')
      .getRawMany<{ city: string }>();
    return rows.map((row) => row.city);
  }

  private matching(
    type: ListingTypeKey,
    query: ListingFilters,
    filter: { sellerId?: number } = {},
  ): SelectQueryBuilder<Listing> {
    const qb = this.listings.createQueryBuilder('l').where('l.type = :type', { type });
    if (filter.sellerId) qb.andWhere('l.sellerId = :sellerId', { sellerId: filter.sellerId });
    if (query.currency) qb.andWhere('l.currency = :currency', { currency: query.currency });
    if (query.minPrice !== undefined)
      qb.andWhere('l.price >= :minPrice', { minPrice: query.minPrice });
    if (query.maxPrice !== undefined)
      qb.andWhere('l.price <= :maxPrice', { maxPrice: query.maxPrice });
    if (query.region)
      qb.andWhere('LOWER(l.region) = LOWER(:region)', { region: query.region.trim() });
    if (query.city) qb.andWhere('LOWER(l.city) = LOWER(:city)', { city: query.city.trim() });
    const q = query.q?.trim();
    if (q) this.whereTextMatches(qb, type, q);
    return qb;
  }

  /** Case-insensitive substring match over the type's search columns. */
  private whereTextMatches(qb: SelectQueryBuilder<Listing>, type: ListingTypeKey, q: string): void {
    const columns = SEARCH_COLUMNS[LISTING_TYPES[type].category].map((column) => ({
      column: `l.${column}`,
      numeric: ['price', 'area'].includes(column),
    }));
    whereContainsText(qb, columns, q);
  }

  private async page(
    qb: SelectQueryBuilder<Listing>,
    paging: PageQueryDto,
  ): Promise<Page<Record<string, unknown>>> {
    const { rows, meta } = await fetchNewestFirst(qb, 'l.createdAt', 'l.id', paging);
    return { data: rows.map((row) => this.wire(row)), meta };
  }

  listBySeller(type: ListingTypeKey, sellerId: number, paging: PageQueryDto) {
    const qb = this.listings
      .createQueryBuilder('l')
      .where('l.type = :type AND l.sellerId = :sellerId', { type, sellerId });
    return this.page(qb, paging);
  }

  async latest(limit: number): Promise<Record<string, unknown>[]> {
    const rows = await this.listings.find({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map((row) => this.wire(row));
  }

  async findByPostHash(type: ListingTypeKey, postHash: string): Promise<Listing> {
    const listing = await this.listings.findOneBy({ type, postHash });
    if (!listing) throw new NotFoundException('This listing does not exist or has been removed.');
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
          type,
        });
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

  count(): Promise<number> {
    return this.listings.count();
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
    await this.deleteWithFiles(await this.findOwned(type, postHash, sellerId));
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
      await manager.delete(Listing, { id: listing.id });
      await record(manager, listing);
    });
    await this.deleteFiles(this.fileKeysOf(listing));
    return listing;
  }

  private async deleteWithFiles(listing: Listing): Promise<void> {
    await this.listings.delete({ id: listing.id });
    await this.deleteFiles(this.fileKeysOf(listing));
  }

  /**
   * Removes the row inside the caller's transaction (marking it rented or sold). False when it was
   * already gone. The caller deletes the files once the transaction has committed.
   */
  async deleteWithin(manager: EntityManager, listingId: number): Promise<boolean> {
    const result = await manager.delete(Listing, { id: listingId });
    return (result.affected ?? 0) > 0;
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
