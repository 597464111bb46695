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
import { DataSource, EntityManager, Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { Page, PageMeta } from '../../common/paging/table-page';
import { BrowseQueryDto } from './dto/browse-query.dto';
import { Listing } from './entities/listing.entity';
import { ImageStorage } from './images/image-storage';
import type { UploadedImages } from './images/listing-images.interceptor';
import { ListingPhotos } from './images/listing-photos.service';
import { columnsFromForm, ListingRecord, ListingRow, toWire } from './listing-mapper';
import { ListingFilters, ListingQueries } from './listing-queries';
import { IMAGE_SLOTS, ImageSlot, ListingTypeKey } from './listing-types';
import { POST_CHARGE, PostCharge, PostChargeOutcome } from '../subscription/post-charge';

export type { ListingFilters } from './listing-queries';

/** A page of listings: the total is exact, or `totalCapped` says counting stopped there. */
export type ListingPage = Page<Record<string, unknown>> & {
  meta: PageMeta & { totalCapped: boolean };
};

const NOT_FOUND = 'This listing does not exist or has been removed.';

/**
 * The one core behind all four listing types: posting and charging, ownership, removal. The SQL
 * of every read is in ListingQueries, the life of the photos in ListingPhotos.
 */
@Injectable()
export class ListingsService {
  constructor(
    @InjectRepository(Listing) private readonly listings: Repository<Listing>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: ImageStorage,
    private readonly photos: ListingPhotos,
    private readonly queries: ListingQueries,
    @Inject(POST_CHARGE) private readonly postCharge: PostCharge,
  ) {}

  wire(listing: ListingRow): Record<string, unknown> {
    return toWire(listing, this.storage);
  }

  /** Browse and search one type; staff may narrow it to one seller. */
  async browse(
    type: ListingTypeKey,
    query: BrowseQueryDto,
    filter: { sellerId?: number } = {},
  ): Promise<ListingPage> {
    const { rows, total, totalCapped } = await this.queries.page(type, query, filter);
    return {
      data: rows.map((row) => this.wire(row)),
      meta: { page: query.page, pageSize: query.pageSize, total, totalCapped },
    };
  }

  /** The newest listings of a type matching the filters, as entities (the chat's search). */
  findMatching(
    type: ListingTypeKey,
    filters: ListingFilters,
    limit: number,
  ): Promise<ListingRecord[]> {
    return this.queries.matchingRecords(type, filters, limit);
  }

  /** The seller's listings per type (types without any are left out). */
  countsBySeller(sellerId: number): Promise<Partial<Record<ListingTypeKey, number>>> {
    return this.queries.countsBySeller(sellerId);
  }

  /** Listings posted at or after `since`. */
  countPostedSince(since: Date): Promise<number> {
    return this.queries.countPostedSince(since);
  }

  /** The cities listings are in, for recognising a place in free text. */
  cities(): Promise<string[]> {
    return this.queries.cities();
  }

  listBySeller(type: ListingTypeKey, sellerId: number, paging: PageQueryDto): Promise<ListingPage> {
    return this.browse(type, paging, { sellerId });
  }

  async latest(limit: number): Promise<Record<string, unknown>[]> {
    return (await this.queries.latest(limit)).map((row) => this.wire(row));
  }

  /** The public view of one listing. */
  async wireByPostHash(type: ListingTypeKey, postHash: string): Promise<Record<string, unknown>> {
    const row = await this.queries.rowByPostHash(type, postHash);
    if (!row) throw new NotFoundException(NOT_FOUND);
    return this.wire(row);
  }

  async findByPostHash(type: ListingTypeKey, postHash: string): Promise<Listing> {
    const listing = await this.queries.byPostHash(postHash, type);
    if (!listing) throw new NotFoundException(NOT_FOUND);
    return listing;
  }

  /** Any type: a postHash is unique across the four. */
  findAnyByPostHash(postHash: string): Promise<Listing | null> {
    return this.queries.byPostHash(postHash);
  }

  async findOwned(type: ListingTypeKey, postHash: string, sellerId: number): Promise<Listing> {
    const listing = await this.findByPostHash(type, postHash);
    if (listing.sellerId !== sellerId) {
      throw new ForbiddenException('You can only manage your own listings.');
    }
    return listing;
  }

  /** Whether there is any listing at all. */
  any(): Promise<boolean> {
    return this.queries.any();
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
   * as previews first; if anything after that fails, they are removed again. Their WebP sizes
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
    const photos = await this.photos.storeForPost(postHash, images);
    try {
      const created = await this.dataSource.transaction(async (manager) => {
        const listing = await manager.save(
          manager.create(Listing, {
            ...columnsFromForm(form),
            ...photos.columns,
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
        await this.queries.listingAdded(manager, listing);
        await this.photos.release(manager, photos.previewKeys);
        return { listing, charge };
      });
      this.photos.kick();
      return created;
    } catch (error) {
      await this.photos.discard(photos.previewKeys);
      if (isUniqueViolation(error)) {
        throw new ConflictException('A listing with this postHash already exists.');
      }
      throw error;
    }
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
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Listing, { id: listing.id }, changes);
      await this.queries.listingEdited(manager, Object.assign(listing, changes));
    });
    return listing;
  }

  async remove(type: ListingTypeKey, postHash: string, sellerId: number): Promise<void> {
    const listing = await this.findOwned(type, postHash, sellerId);
    await this.dataSource.transaction((manager) => this.deleteWithin(manager, listing));
    await this.photos.removeListingPhotos(listing);
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
    await this.photos.removeListingPhotos(listing);
    return listing;
  }

  /**
   * Removes the row inside the caller's transaction (every removal comes here). False when it
   * was already gone. The caller removes the photos (`removePhotos`) once it has committed.
   */
  async deleteWithin(manager: EntityManager, listing: Pick<Listing, 'id' | 'type'>) {
    const result = await manager.delete(Listing, { id: listing.id });
    const deleted = (result.affected ?? 0) > 0;
    if (deleted) await this.queries.listingRemoved(manager, listing);
    return deleted;
  }

  /** After a removal has committed: the listing's photos, whatever state their work is in. */
  removePhotos(listing: Listing): Promise<void> {
    return this.photos.removeListingPhotos(listing);
  }
}
