import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { listingsConfig, ListingsConfig } from '../../config/configuration';
import { Listing, type ListingStatus } from './entities/listing.entity';
import { ImageStorage } from './images/image-storage';
import { thumbnailKeyOf } from './listing-mapper';
import { ListingFilters, ListingQueries } from './listing-queries';
import { LISTING_TYPES, type ListingTypeKey } from './listing-types';

/**
 * What another module may keep of a listing to say later what it was (a favourite's snapshot, an
 * alert): its title, price, place and card photo, and where it stands now.
 */
export interface ListingSummary {
  type: ListingTypeKey;
  postHash: string;
  status: ListingStatus;
  /** 'Toyota Vitz 2015'; 'Villa, 3 bedrooms, 200 m²'. */
  title: string;
  price: number;
  currency: 'ETB' | 'USD';
  rentPeriod: string | null;
  city: string;
  /** The 400 px card photo's URL. */
  thumbnail: string;
  createdAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The most new matches one look at a saved search reads. */
export const NEW_MATCHES_LIMIT = 50;

/** Listings summed up for the modules that follow them (favourites, saved searches' alerts). */
@Injectable()
export class ListingSummaries {
  constructor(
    @InjectRepository(Listing) private readonly listings: Repository<Listing>,
    private readonly queries: ListingQueries,
    private readonly storage: ImageStorage,
    @Inject(listingsConfig.KEY) private readonly config: ListingsConfig,
  ) {}

  /** The listings that still exist among `postHashes`, in any status, by postHash. */
  async byPostHashes(postHashes: string[]): Promise<Map<string, ListingSummary>> {
    if (!postHashes.length) return new Map();
    const rows = await this.listings.findBy({ postHash: In([...new Set(postHashes)]) });
    return new Map(rows.map((row) => [row.postHash, this.summaryOf(row)]));
  }

  /**
   * The newest public listings of a type that a browse with `query` finds and that went public
   * after `since` (posted, or approved by a moderator), newest first: what a saved search has not
   * seen yet.
   */
  async newMatching(
    type: ListingTypeKey,
    query: ListingFilters,
    since: Date,
  ): Promise<ListingSummary[]> {
    // Newest first whatever order the search was saved with: the newest are the new ones.
    const filters: ListingFilters = { ...query, sort: undefined };
    const rows = await this.queries.matchingRecords(type, filters, NEW_MATCHES_LIMIT);
    return rows
      .filter((row) => row.status === 'active' && this.publicSince(row) > since.getTime())
      .map((row) => this.summaryOf(row));
  }

  /**
   * When a listing last went public: its post (or renewal) time, or its approval, which starts
   * its period as the post does (the expiry is a full period after either).
   */
  private publicSince(row: Listing): number {
    const posted = row.createdAt.getTime();
    if (!row.expiresAt) return posted;
    return Math.max(posted, row.expiresAt.getTime() - this.config.expiryDays * DAY_MS);
  }

  summaryOf(row: Listing): ListingSummary {
    return {
      type: row.type,
      postHash: row.postHash,
      status: row.status,
      title: titleOf(row),
      price: Number(row.price),
      currency: row.currency,
      rentPeriod: LISTING_TYPES[row.type].rent ? (row.rentPeriod ?? null) : null,
      city: row.city,
      thumbnail: this.storage.urlOf(thumbnailKeyOf(row.imageFront)),
      createdAt: row.createdAt,
    };
  }
}

function titleOf(row: Listing): string {
  if (LISTING_TYPES[row.type].category === 'car') return `${row.make} ${row.model} ${row.year}`;
  const bedrooms = `${row.bedrooms} bedroom${row.bedrooms === 1 ? '' : 's'}`;
  return `${row.houseType}, ${bedrooms}, ${row.area} m²`;
}
