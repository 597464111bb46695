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
import { PHONE_SCREEN, WIDER_SCREEN, type PageHead } from '../../common/http/client-page';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { Page, PageMeta } from '../../common/paging/table-page';
import { BrowseQueryDto } from './dto/browse-query.dto';
import type { PageCursors } from './page-cursor';
import { Listing } from './entities/listing.entity';
import { ImageStorage } from './images/image-storage';
import type { FormPhotos } from './images/listing-images.interceptor';
import { ListingPhotoHashes } from './images/listing-photo-hashes';
import {
  ListingPhotos,
  SlotImages,
  SlotPhoto,
  StoredPhotos,
} from './images/listing-photos.service';
import { StagedPhotos } from './images/staged-photos';
import { LISTING_ERRORS } from './listing-errors';
import {
  columnsFromForm,
  ListingRecord,
  ListingRow,
  photoSizesOf,
  mediumKeyOf,
  thumbnailKeyOf,
  toWire,
} from './listing-mapper';
import { ListingLifecycle } from './listing-lifecycle';
import { listingPreview } from './listing-preview';
import { ListingFilters, ListingQueries, ListingScope, ReviewKind } from './listing-queries';
import { ListingReader, ListingSellers } from './listing-sellers';
import { IMAGE_SLOTS, ImageColumn, ImageSlot, ListingTypeKey } from './listing-types';
import { POST_CHARGE, PostCharge, PostChargeOutcome } from '../subscription/post-charge';

export type { ListingFilters } from './listing-queries';
export type { ListingReader } from './listing-sellers';

/** The flag of a hidden listing its seller changed: a moderator looks at it again. */
export const EDITED_WHILE_HIDDEN = 'edited-while-hidden';

/** How many similar listings a listing's page shows, and how far their prices may be from its. */
export const SIMILAR_LISTINGS = 6;
const SIMILAR_PRICE_BAND = 0.3;
/** A phone shows two cards a row: the browse page's first row, painted before anything else. */
const BROWSE_LEAD_CARDS = 2;

export type { ReviewKind } from './listing-queries';

/** A listing in the moderation queue: its id, why the system flagged it, and its wire shape. */
export interface ModerationListing {
  id: number;
  flagReason: string | null;
  flaggedAt: Date | null;
  wire: Record<string, unknown>;
}

/** Why a listing whose photo another seller's listing shows is put in the moderation queue. */
export const DUPLICATE_PHOTO_FLAG = 'duplicate-photo';

/** A posted listing and what came with it: its charge, and an own listing with the same photo. */
export interface PostedListing {
  listing: Listing;
  charge: PostChargeOutcome;
  looksLike: { type: ListingTypeKey; postHash: string } | null;
}

/**
 * A page of listings: the total is exact, or `totalCapped` says counting stopped there; `next`
 * and `previous` open the pages beside it (page-cursor.ts).
 */
export type ListingPage = Page<Record<string, unknown>> & {
  meta: PageMeta & { totalCapped: boolean } & PageCursors;
};

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
    private readonly staged: StagedPhotos,
    private readonly photoHashes: ListingPhotoHashes,
    private readonly queries: ListingQueries,
    private readonly lifecycle: ListingLifecycle,
    private readonly sellers: ListingSellers,
    @Inject(POST_CHARGE) private readonly postCharge: PostCharge,
  ) {}

  /** Listings as `reader` may see them (see ListingReader for the seller's e-mail). */
  async wireAll(rows: ListingRow[], reader: ListingReader): Promise<Record<string, unknown>[]> {
    const sellers = await this.sellers.factsFor(
      rows.map((row) => row.sellerId),
      reader,
    );
    return rows.map((row) => toWire(row, this.storage, sellers.get(row.sellerId)!));
  }

  /** One listing as `reader` may see it, with each of its photos' smaller sizes. */
  async wire(listing: ListingRow, reader: ListingReader): Promise<Record<string, unknown>> {
    const [wire] = await this.wireAll([listing], reader);
    return { ...wire, ...photoSizesOf(listing, this.storage) };
  }

  /** Browse and search one type's public listings, or a seller's in every status. Anonymous unless told. */
  async browse(
    type: ListingTypeKey,
    query: BrowseQueryDto,
    filter: ListingScope = {},
    reader: ListingReader = null,
  ): Promise<ListingPage> {
    const { rows, total, totalCapped, cursors } = await this.queries.page(type, query, filter);
    return {
      data: await this.wireAll(rows, reader),
      meta: { page: query.page, pageSize: query.pageSize, total, totalCapped, ...cursors },
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

  /** The seller's public listings per type (their public profile). */
  publicCountsBySeller(sellerId: number): Promise<Partial<Record<ListingTypeKey, number>>> {
    return this.queries.countsBySeller(sellerId, { publicOnly: true });
  }

  /** A seller's public listings of a type, newest first (their public profile). */
  publicListBySeller(
    type: ListingTypeKey,
    sellerId: number,
    paging: PageQueryDto,
    reader: ListingReader,
  ): Promise<ListingPage> {
    return this.browse(type, paging, { sellerId }, reader);
  }

  /** Listings posted at or after `since`. */
  countPostedSince(since: Date): Promise<number> {
    return this.queries.countPostedSince(since);
  }

  /** The cities listings are in, for recognising a place in free text. */
  cities(): Promise<string[]> {
    return this.queries.cities();
  }

  listBySeller(
    type: ListingTypeKey,
    sellerId: number,
    paging: PageQueryDto,
    reader: ListingReader,
  ): Promise<ListingPage> {
    return this.browse(type, paging, { sellerId, allStatuses: true }, reader);
  }

  /** The home page's newest listings, as anyone sees them. */
  async latest(limit: number): Promise<Record<string, unknown>[]> {
    return this.wireAll(await this.queries.latest(limit), null);
  }

  /**
   * One listing as `reader` sees it. One that is not public exists only for its own seller and
   * staff (who see its status and why); anyone else is told it is not found.
   */
  async wireByPostHash(
    type: ListingTypeKey,
    postHash: string,
    reader: ListingReader,
  ): Promise<Record<string, unknown>> {
    const row = await this.queries.rowByPostHash(type, postHash);
    if (!row || !mayRead(row, reader)) {
      throw new NotFoundException(LISTING_ERRORS.LISTING_NOT_FOUND());
    }
    return this.wire(row, reader);
  }

  /**
   * The head of a listing's page: what a shared link shows, and the photo its carousel opens on.
   * Nothing unless the listing is public.
   */
  async listingPageHead(
    type: ListingTypeKey,
    postHash: string,
    publicUrl: string,
  ): Promise<PageHead> {
    const row = await this.queries.rowByPostHash(type, postHash);
    if (row?.status !== 'active') return {};
    const large = this.storage.urlOf(row.imageFront);
    return {
      preview: listingPreview(row, this.storage, publicUrl),
      leadImages: row.mediumPhotos
        ? [
            { url: this.storage.urlOf(mediumKeyOf(row.imageFront)), media: PHONE_SCREEN },
            { url: large, media: WIDER_SCREEN },
          ]
        : [large],
    };
  }

  /** The head of a type's browse page in its default order: the card photos of its first row. */
  async browsePageHead(type: ListingTypeKey): Promise<PageHead> {
    const keys = await this.queries.newestFrontImages(type, BROWSE_LEAD_CARDS);
    return { leadImages: keys.map((key) => this.storage.urlOf(thumbnailKeyOf(key))) };
  }

  /**
   * Public listings like one `reader` may see: the same type and city, a price within ±30 % in
   * the same currency, newest first; as anyone sees them.
   */
  async similar(
    type: ListingTypeKey,
    postHash: string,
    reader: ListingReader,
  ): Promise<Record<string, unknown>[]> {
    const row = await this.queries.rowByPostHash(type, postHash);
    if (!row || !mayRead(row, reader)) {
      throw new NotFoundException(LISTING_ERRORS.LISTING_NOT_FOUND());
    }
    const similar = await this.queries.similar(row, SIMILAR_PRICE_BAND, SIMILAR_LISTINGS);
    return this.wireAll(similar, null);
  }

  async findByPostHash(type: ListingTypeKey, postHash: string): Promise<Listing> {
    const listing = await this.queries.byPostHash(postHash, type);
    if (!listing) throw new NotFoundException(LISTING_ERRORS.LISTING_NOT_FOUND());
    return listing;
  }

  /**
   * Listings by id in any status as staff see them, with their flag (the moderation queue);
   * those gone are left out.
   */
  async forModeration(ids: number[]): Promise<ModerationListing[]> {
    const listings = await this.queries.byIds(ids);
    const wires = await this.wireAll(listings, { userType: 'employee' });
    return listings.map((listing, i) => ({
      id: listing.id,
      flagReason: listing.flagReason,
      flaggedAt: listing.flaggedAt,
      wire: wires[i],
    }));
  }

  /** The ids of listings waiting for a moderator of one kind, and how many (see ListingQueries). */
  inReview(kind: ReviewKind, except: number[], offset: number, limit: number) {
    return this.queries.inReview(kind, except, offset, limit);
  }

  /** Any type: a postHash is unique across the four. */
  findAnyByPostHash(postHash: string): Promise<Listing | null> {
    return this.queries.byPostHash(postHash);
  }

  async findOwned(type: ListingTypeKey, postHash: string, sellerId: number): Promise<Listing> {
    const listing = await this.findByPostHash(type, postHash);
    if (listing.sellerId !== sellerId) {
      throw new ForbiddenException(LISTING_ERRORS.LISTING_NOT_OWNER());
    }
    return listing;
  }

  /** Whether there is any listing at all. */
  any(): Promise<boolean> {
    return this.queries.any();
  }

  /** A post from the API: all four photos, each sent with the form or staged before it. */
  async create(
    type: ListingTypeKey,
    sellerId: number,
    form: object & { postHash?: string },
    sent: FormPhotos,
  ): Promise<PostedListing> {
    const missing = IMAGE_SLOTS.filter((slot) => !sent[slot]);
    if (missing.length) {
      throw new BadRequestException(LISTING_ERRORS.REQUIRED_IMAGES({ fields: missing }));
    }
    const images = await this.slotImages(sellerId, sent);
    return this.createWithImages(type, sellerId, form, images as Record<ImageSlot, SlotPhoto>);
  }

  /** The photos a form sent, by slot; the staged ones found (a 400 names any no longer there). */
  private async slotImages(sellerId: number, sent: FormPhotos): Promise<SlotImages> {
    const stagedIds: Partial<Record<ImageSlot, string>> = {};
    for (const slot of IMAGE_SLOTS) {
      const photo = sent[slot];
      if (photo && 'stagedId' in photo) stagedIds[slot] = photo.stagedId;
    }
    const staged = await this.staged.find(sellerId, stagedIds);
    const images: SlotImages = {};
    for (const slot of IMAGE_SLOTS) {
      const photo = sent[slot];
      if (!photo) continue;
      images[slot] =
        'file' in photo
          ? { sent: photo.file.received, previewed: photo.file.previewed }
          : { staged: staged[slot]! };
    }
    return images;
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
    images: Record<ImageSlot, SlotPhoto>,
    options: { createdAt?: Date } = {},
  ): Promise<PostedListing> {
    const postHash = form.postHash ?? `${Date.now()}${randomBytes(6).toString('hex')}`;
    const photos = await this.photos.store(postHash, images);
    try {
      const created = await this.dataSource.transaction(async (manager) => {
        await this.staged.take(manager, sellerId, photos.stagedIds);
        const createdAt = options.createdAt ?? new Date();
        const listing = await manager.save(
          manager.create(Listing, {
            ...columnsFromForm(form),
            ...photos.columns,
            // Its photos' WebP sizes, the 800 px one among them, are derived from the uploads.
            mediumPhotos: true,
            type,
            sellerId,
            postHash,
            createdAt,
            status: this.lifecycle.statusOfNewListing(),
            expiresAt: this.lifecycle.expiryFrom(createdAt),
          }),
        );
        const charge = await this.postCharge.chargeForPost(manager, {
          sellerId,
          listingId: listing.id,
        });
        if (listing.status === 'active') await this.queries.enteredPublic(manager, listing);
        const lookalikes = await this.photosShown(manager, listing, photos.fingerprints);
        await this.photos.release(manager, photos.previewKeys);
        return { listing, charge, ownListingId: lookalikes.ownListingId };
      });
      this.photos.kick();
      await this.staged.removeFiles(photos.stagedIds);
      const { listing, charge, ownListingId } = created;
      const own =
        ownListingId === null
          ? null
          : await this.listings.findOne({
              where: { id: ownListingId },
              select: { type: true, postHash: true },
            });
      return { listing, charge, looksLike: own && { type: own.type, postHash: own.postHash } };
    } catch (error) {
      await this.photos.discard(photos.previewKeys);
      if (isUniqueViolation(error)) {
        throw new ConflictException(LISTING_ERRORS.DUPLICATE_POST_HASH());
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
    return this.dataSource.transaction(async (manager) => {
      const current = await this.queries.lockedCurrent(manager, listing.id);
      if (!current) throw new NotFoundException(LISTING_ERRORS.LISTING_NOT_FOUND());
      await manager.update(Listing, { id: listing.id }, changes);
      const edited = Object.assign(current, changes);
      if (edited.status === 'active') await this.queries.publicListingEdited(manager, edited);
      if (edited.status === 'hidden') {
        await this.lifecycle.flagWithin(manager, edited.id, EDITED_WHILE_HIDDEN);
      }
      return edited;
    });
  }

  /**
   * Replaces some of an own listing's photos, sent or staged, checked and stored as a post's are
   * (previews now, WebP sizes after). The old photos' files go only once the listing shows the
   * new ones.
   */
  async replacePhotos(
    type: ListingTypeKey,
    postHash: string,
    sellerId: number,
    sent: FormPhotos,
  ): Promise<Listing> {
    if (!Object.keys(sent).length) {
      throw new BadRequestException(LISTING_ERRORS.NO_REPLACEMENT_IMAGE());
    }
    const { id } = await this.findOwned(type, postHash, sellerId);
    const images = await this.slotImages(sellerId, sent);
    const photos = await this.photos.store(postHash, images);
    let listing: Listing;
    let replaced: string[];
    try {
      ({ listing, replaced } = await this.dataSource.transaction(async (manager) => {
        await this.staged.take(manager, sellerId, photos.stagedIds);
        // Takes the row's lock first, so the photos read next are the ones being replaced.
        const { affected } = await manager.update(Listing, { id }, { updatedAt: new Date() });
        if (!affected) throw new NotFoundException(LISTING_ERRORS.LISTING_NOT_FOUND());
        const current = await manager.findOneByOrFail(Listing, { id });
        const columns = Object.keys(photos.columns) as ImageColumn[];
        const old = columns.map((column) => current[column]);
        await manager.update(Listing, { id }, photos.columns);
        await this.photosShown(manager, current, photos.fingerprints);
        if (current.status === 'hidden') {
          await this.lifecycle.flagWithin(manager, id, EDITED_WHILE_HIDDEN);
        }
        await this.photos.release(manager, photos.previewKeys);
        return { listing: Object.assign(current, photos.columns), replaced: old };
      }));
    } catch (error) {
      await this.photos.discard(photos.previewKeys);
      throw error;
    }
    await this.photos.removePhotos(replaced);
    this.photos.kick();
    await this.staged.removeFiles(photos.stagedIds);
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
  async deleteWithin(manager: EntityManager, listing: Pick<Listing, 'id'>) {
    const current = await this.queries.lockedCurrent(manager, listing.id);
    if (!current) return false;
    await manager.delete(Listing, { id: listing.id });
    await this.photoHashes.forget(manager, listing.id);
    if (current.status === 'active') await this.queries.leftPublic(manager, current);
    return true;
  }

  /**
   * In the transaction that makes a listing show new photos: their fingerprints are kept, and a
   * photo another seller's listing already shows puts this one in the moderation queue.
   */
  private async photosShown(
    manager: EntityManager,
    listing: Pick<Listing, 'id' | 'sellerId'>,
    fingerprints: StoredPhotos['fingerprints'],
  ) {
    const lookalikes = await this.photoHashes.record(manager, listing, fingerprints);
    if (lookalikes.otherListingId !== null) {
      await this.lifecycle.flagWithin(manager, listing.id, DUPLICATE_PHOTO_FLAG);
    }
    return lookalikes;
  }

  /** The photos of a listing found in other sellers' listings, for the moderators. */
  async photoMatches(listingId: number): Promise<{ slot: string; listing: Listing }[]> {
    const matches = await this.photoHashes.matchesOf(listingId);
    const found = await Promise.all(
      matches.map(async ({ slot, matchedListingId }) => ({
        slot,
        listing: await this.listings.findOneBy({ id: matchedListingId }),
      })),
    );
    return found.flatMap(({ slot, listing }) => (listing ? [{ slot, listing }] : []));
  }

  /** After a removal has committed: the listing's photos, whatever state their work is in. */
  removePhotos(listing: Listing): Promise<void> {
    return this.photos.removeListingPhotos(listing);
  }
}

/** Whether `reader` may see this listing: anyone a public one, its seller and staff any. */
function mayRead(row: ListingRow, reader: ListingReader): boolean {
  if (row.status === 'active' || reader?.userType === 'employee') return true;
  return reader?.userType === 'seller' && reader.id === row.sellerId;
}
