import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { listingsConfig, ListingsConfig } from '../../config/configuration';
import { Listing, ListingStatus } from './entities/listing.entity';
import { LISTING_ERRORS } from './listing-errors';
import { ListingQueries } from './listing-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long before its expiry a seller is reminded and may renew an active listing. */
export const RENEWAL_WINDOW_DAYS = 3;

/** A moderator's decision (hide, restore, approve) answers the system's flag too. */
const REVIEWED = { flagReason: null, flaggedAt: null };

/** Written in the transaction of a status change (the moderator's audit entry). */
export type StatusChangeRecord = (manager: EntityManager, listing: Listing) => Promise<void>;

/**
 * Every change of a listing's status goes through here: posting (pending or active), hiding and
 * restoring, approving, expiring and renewing. Each locks the row, starts from the status it
 * finds, and keeps listing_totals and the search index (which hold public listings only) in step
 * in the same transaction.
 */
@Injectable()
export class ListingLifecycle {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: ListingQueries,
    @Inject(listingsConfig.KEY) private readonly config: ListingsConfig,
  ) {}

  /** A new listing waits for a moderator when the operator asked for reviews. */
  statusOfNewListing(): ListingStatus {
    return this.config.reviewNewListings ? 'pending' : 'active';
  }

  /** When a listing made public at `from` expires. */
  expiryFrom(from: Date): Date {
    return new Date(from.getTime() + this.config.expiryDays * DAY_MS);
  }

  /** Hides a listing from everyone but its seller (who sees `reason`) and staff. */
  hide(id: number, reason: string, record?: StatusChangeRecord): Promise<Listing> {
    return this.change(id, record, () => ({ status: 'hidden', statusReason: reason, ...REVIEWED }));
  }

  /** Undoes a hide: public again, or expired if its time ran out meanwhile. */
  restore(id: number, record?: StatusChangeRecord): Promise<Listing> {
    return this.change(id, record, (current) => {
      if (current.status !== 'hidden') throw notInStatus();
      const expired = current.expiresAt !== null && current.expiresAt.getTime() <= Date.now();
      return { status: expired ? 'expired' : 'active', statusReason: null, ...REVIEWED };
    });
  }

  /** A moderator lets a pending listing go public; its time starts now. */
  approve(id: number, record?: StatusChangeRecord): Promise<Listing> {
    return this.change(id, record, (current) => {
      if (current.status !== 'pending') throw notInStatus();
      return {
        status: 'active',
        expiresAt: this.expiryFrom(new Date()),
        expiryRemindedAt: null,
        ...REVIEWED,
      };
    });
  }

  /**
   * A moderator found nothing wrong with a flagged listing: it leaves the queue, its status as
   * it was (so the public reads are left alone).
   */
  clearFlag(id: number, record?: StatusChangeRecord): Promise<Listing> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.queries.lockedCurrent(manager, id);
      if (!current) throw notFound();
      await manager.update(Listing, { id }, REVIEWED);
      const changed = Object.assign(current, REVIEWED);
      await record?.(manager, changed);
      return changed;
    });
  }

  /**
   * The seller renews a listing that has expired or expires within the renewal window: public
   * again from now, at the top of the newest-first pages, for another full period.
   */
  renew(id: number, sellerId: number): Promise<Listing> {
    return this.change(id, undefined, (current) => {
      if (current.sellerId !== sellerId) throw notFound();
      if (!isRenewable(current, new Date())) {
        throw new BadRequestException(
          LISTING_ERRORS.NOT_DUE_FOR_RENEWAL({ days: RENEWAL_WINDOW_DAYS }),
        );
      }
      const now = new Date();
      return {
        status: 'active',
        createdAt: now,
        expiresAt: this.expiryFrom(now),
        expiryRemindedAt: null,
      };
    });
  }

  /**
   * Expires a public listing whose time has come (false when it has not, or is no longer
   * public): safe to call twice, and from any instance.
   */
  async expire(id: number, now = new Date()): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.queries.lockedCurrent(manager, id);
      if (!current || current.status !== 'active' || !current.expiresAt) return false;
      if (current.expiresAt.getTime() > now.getTime()) return false;
      await this.apply(manager, current, { status: 'expired' });
      return true;
    });
  }

  /**
   * In the caller's transaction: puts a listing in the moderation queue for `reason` (e.g.
   * 'duplicate-photo'), leaving it public meanwhile. A listing already flagged keeps its first
   * reason until a moderator clears it.
   */
  async flagWithin(manager: EntityManager, id: number, reason: string): Promise<void> {
    await manager.update(
      Listing,
      { id, flaggedAt: IsNull() },
      { flagReason: reason, flaggedAt: new Date() },
    );
  }

  /**
   * Locks the row, works out the change from what it finds (which may refuse), applies it and
   * writes the record, all in one transaction.
   */
  private async change(
    id: number,
    record: StatusChangeRecord | undefined,
    changesOf: (current: Listing) => Partial<Listing>,
  ): Promise<Listing> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.queries.lockedCurrent(manager, id);
      if (!current) throw notFound();
      const changed = await this.apply(manager, current, changesOf(current));
      await record?.(manager, changed);
      return changed;
    });
  }

  /**
   * Writes the changes; a public listing leaves the public reads first and a listing public
   * after the change enters them again (so a renewal's new date reaches the search index).
   */
  private async apply(
    manager: EntityManager,
    current: Listing,
    changes: Partial<Listing>,
  ): Promise<Listing> {
    if (current.status === 'active') await this.queries.leftPublic(manager, current);
    await manager.update(Listing, { id: current.id }, changes);
    const changed = Object.assign(current, changes);
    if (changed.status === 'active') await this.queries.enteredPublic(manager, changed);
    return changed;
  }
}

/** Expired, or public and within the renewal window of its expiry. */
export function isRenewable(listing: Pick<Listing, 'status' | 'expiresAt'>, now: Date): boolean {
  if (listing.status === 'expired') return true;
  if (listing.status !== 'active' || !listing.expiresAt) return false;
  return listing.expiresAt.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS;
}

function notFound() {
  return new NotFoundException(LISTING_ERRORS.LISTING_NOT_FOUND());
}

function notInStatus() {
  return new ConflictException(LISTING_ERRORS.NOT_IN_THAT_STATUS());
}
