import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { HistoryService } from '../history/history.service';
import { LISTING_ERRORS } from '../listings/listing-errors';
import { ListingSummaries } from '../listings/listing-summaries';
import { LISTING_TYPES } from '../listings/listing-types';
import type { FavouriteState, FavouriteView } from './dto/saved.dto';
import { Favourite } from './entities/favourite.entity';
import { SAVED_ERRORS } from './saved-errors';
import type { SavedOwner } from './saved-owner';
import { snapshotOf, snapshotView } from './snapshots';

/** How many listings one account may keep. */
export const MAX_FAVOURITES = 500;

/** The listings each seller and buyer saved, and what became of them. */
@Injectable()
export class FavouritesService {
  constructor(
    @InjectRepository(Favourite) private readonly favourites: Repository<Favourite>,
    private readonly listings: ListingSummaries,
    private readonly history: HistoryService,
  ) {}

  /**
   * The owner's favourites, newest first: public ones as they are now, the others as they were
   * saved, each with what became of it.
   */
  async list(owner: SavedOwner): Promise<FavouriteView[]> {
    const rows = await this.favourites.find({
      where: { ownerType: owner.ownerType, ownerId: owner.ownerId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const hashes = rows.map((row) => row.snapshot.postHash);
    const current = await this.listings.byPostHashes(hashes);
    const gone = hashes.filter((hash) => !current.has(hash));
    const deals = await this.history.dealsFor(gone);
    return rows.map((row) => {
      const now = current.get(row.snapshot.postHash);
      if (now?.status === 'active') {
        return { ...snapshotView(snapshotOf(now)), state: 'available', savedAt: row.createdAt };
      }
      let state: FavouriteState = 'unavailable';
      if (!now) {
        const dealType = deals.get(row.snapshot.postHash);
        state = dealType ? (LISTING_TYPES[dealType].rent ? 'rented' : 'sold') : 'removed';
      }
      return { ...snapshotView(row.snapshot), state, savedAt: row.createdAt };
    });
  }

  /** Saves a public listing; saving it again changes nothing. */
  async add(owner: SavedOwner, postHash: string): Promise<FavouriteView> {
    const listing = (await this.listings.byPostHashes([postHash])).get(postHash);
    if (!listing || listing.status !== 'active') {
      throw new NotFoundException(LISTING_ERRORS.LISTING_NOT_FOUND());
    }
    const existing = await this.find(owner, postHash);
    if (existing) return this.viewOfNew(existing);
    const count = await this.favourites.countBy({
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
    });
    if (count >= MAX_FAVOURITES) {
      throw new ForbiddenException(SAVED_ERRORS.TOO_MANY_FAVOURITES({ max: MAX_FAVOURITES }));
    }
    try {
      const saved = await this.favourites.save(
        this.favourites.create({ ...owner, snapshot: snapshotOf(listing) }),
      );
      return this.viewOfNew(saved);
    } catch (error) {
      // The same heart pressed twice at once: the first one saved it.
      if (!isUniqueViolation(error)) throw error;
      return this.viewOfNew((await this.find(owner, postHash))!);
    }
  }

  async remove(owner: SavedOwner, postHash: string): Promise<void> {
    const { affected } = await this.favourites.delete({
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
      snapshot: { postHash },
    });
    if (!affected) throw new NotFoundException(SAVED_ERRORS.FAVOURITE_NOT_FOUND());
  }

  private find(owner: SavedOwner, postHash: string): Promise<Favourite | null> {
    return this.favourites.findOneBy({
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
      snapshot: { postHash },
    });
  }

  private viewOfNew(row: Favourite): FavouriteView {
    return { ...snapshotView(row.snapshot), state: 'available', savedAt: row.createdAt };
  }
}
