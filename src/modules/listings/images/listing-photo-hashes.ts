import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In } from 'typeorm';
import { ListingPhotoHash } from '../entities/listing-photo-hash.entity';
import type { Listing } from '../entities/listing.entity';
import type { ImageSlot } from '../listing-types';
import {
  bandsOf,
  distanceBetween,
  Fingerprint,
  FINGERPRINT_BANDS,
  SAME_PHOTO_MAX_DISTANCE,
} from './photo-fingerprint';

/** More rows sharing a band than this are read no further: the closest are among the first. */
const MAX_CANDIDATES = 200;

/** Listings already showing one of the photos just recorded, the seller's own and others'. */
export interface PhotoLookalikes {
  /** The seller's own listing with the closest photo, if any. */
  ownListingId: number | null;
  /** Another seller's listing with the closest photo, if any. */
  otherListingId: number | null;
}

/** A photo of a listing found in another seller's listing, as staff see it. */
export interface PhotoMatch {
  slot: string;
  matchedListingId: number;
}

/**
 * The fingerprints of the photos listings show, kept in the transaction that changes the photos,
 * and the search for the same photo in other listings.
 */
@Injectable()
export class ListingPhotoHashes {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * In the transaction that makes a listing show these photos (a post, a replacement): their
   * fingerprints replace the slots' old ones, each marked with another seller's listing that
   * shows the same photo.
   */
  async record(
    manager: EntityManager,
    listing: Pick<Listing, 'id' | 'sellerId'>,
    fingerprints: Partial<Record<ImageSlot, Fingerprint | null>>,
  ): Promise<PhotoLookalikes> {
    const slots = Object.keys(fingerprints) as ImageSlot[];
    await manager.delete(ListingPhotoHash, { listingId: listing.id, slot: In(slots) });
    const own: Closest = { listingId: null, distance: Infinity };
    const other: Closest = { listingId: null, distance: Infinity };
    const rows: Partial<ListingPhotoHash>[] = [];
    for (const slot of slots) {
      const hash = fingerprints[slot];
      if (!hash) continue;
      const slotOther: Closest = { listingId: null, distance: Infinity };
      for (const candidate of await this.near(manager, hash, listing.id)) {
        const distance = distanceBetween(hash, candidate.hash);
        if (distance > SAME_PHOTO_MAX_DISTANCE) continue;
        const closest = candidate.sellerId === listing.sellerId ? own : slotOther;
        if (distance < closest.distance) {
          closest.listingId = candidate.listingId;
          closest.distance = distance;
        }
      }
      if (slotOther.distance < other.distance) Object.assign(other, slotOther);
      const bands = Object.fromEntries(bandsOf(hash).map((band, n) => [`band${n}`, band]));
      rows.push({
        listingId: listing.id,
        sellerId: listing.sellerId,
        slot,
        hash,
        ...bands,
        matchedListingId: slotOther.listingId,
      });
    }
    if (rows.length) await manager.insert(ListingPhotoHash, rows);
    return { ownListingId: own.listingId, otherListingId: other.listingId };
  }

  /** In a listing's deleting transaction. */
  async forget(manager: EntityManager, listingId: number): Promise<void> {
    await manager.delete(ListingPhotoHash, { listingId });
  }

  /** The photos of a listing found in other sellers' listings when they were posted. */
  async matchesOf(listingId: number): Promise<PhotoMatch[]> {
    const rows = await this.dataSource.getRepository(ListingPhotoHash).find({
      select: { slot: true, matchedListingId: true },
      where: { listingId },
      order: { slot: 'ASC' },
    });
    return rows.flatMap(({ slot, matchedListingId }) =>
      matchedListingId === null ? [] : [{ slot, matchedListingId }],
    );
  }

  /** Other listings' photos sharing at least one band with `hash`, found through the indexes. */
  private near(manager: EntityManager, hash: Fingerprint, listingId: number) {
    const bands = bandsOf(hash);
    return manager
      .createQueryBuilder(ListingPhotoHash, 'h')
      .select(['h.listingId', 'h.sellerId', 'h.hash'])
      .where(
        new Brackets((any) => {
          for (let n = 0; n < FINGERPRINT_BANDS; n++) {
            any.orWhere(`h.band${n} = :band${n}`, { [`band${n}`]: bands[n] });
          }
        }),
      )
      .andWhere('h.listingId <> :listingId', { listingId })
      .orderBy('h.id', 'DESC')
      .limit(MAX_CANDIDATES)
      .getMany();
  }
}

interface Closest {
  listingId: number | null;
  distance: number;
}
