import type { ListingSummary } from '../listings/listing-summaries';
import type { ListingSnapshotView } from './dto/saved.dto';
import type { ListingSnapshot } from './entities/listing-snapshot';

/** The columns kept of a listing as it is now. */
export function snapshotOf(summary: ListingSummary): ListingSnapshot {
  return {
    listingType: summary.type,
    postHash: summary.postHash,
    title: summary.title.slice(0, 200),
    price: summary.price,
    currency: summary.currency,
    rentPeriod: summary.rentPeriod,
    city: summary.city,
    thumbnail: summary.thumbnail.slice(0, 500),
  };
}

export function snapshotView(snapshot: ListingSnapshot): ListingSnapshotView {
  return {
    type: snapshot.listingType,
    postHash: snapshot.postHash,
    title: snapshot.title,
    price: snapshot.price,
    currency: snapshot.currency,
    rentPeriod: snapshot.rentPeriod,
    city: snapshot.city,
    thumbnail: snapshot.thumbnail,
  };
}

/** Whether the listing now reads differently from what was kept (then the snapshot follows it). */
export function snapshotDiffers(kept: ListingSnapshot, now: ListingSnapshot): boolean {
  return (Object.keys(now) as (keyof ListingSnapshot)[]).some((key) => kept[key] !== now[key]);
}
