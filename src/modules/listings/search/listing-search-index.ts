import { EntityManager } from 'typeorm';
import { ListingSearchGram } from '../entities/listing-search-gram.entity';
import { ListingSearchText } from '../entities/listing-search-text.entity';
import { gramsOf, SearchedListing, searchTextOf } from './search-grams';

/** Rows per INSERT: well under every engine's limit on bound parameters. */
const INSERT_BATCH = 500;

/** What indexing a listing needs: its searched fields, id and createdAt. */
export type IndexedListing = SearchedListing & { id: number; createdAt: Date | string };

/**
 * Keeps listing_search_texts and listing_search_grams in step with the listings, always inside
 * the transaction that changes the listing (ListingQueries' hooks), so a search never sees a
 * listing without its index rows or index rows of a listing that is gone. Plain tables and
 * statements: no triggers, no full-text index, so any MySQL-compatible engine can hold them.
 */
export const ListingSearchIndex = {
  /** Adds the rows of listings not indexed yet (INSERT IGNORE: a rerun adds nothing twice). */
  async add(manager: EntityManager, listings: IndexedListing[]): Promise<void> {
    const texts = listings.map((listing) => ({
      listingId: listing.id,
      type: listing.type,
      createdAt: listing.createdAt,
      text: searchTextOf(listing),
    }));
    const grams = texts.flatMap(({ listingId, type, createdAt, text }) =>
      gramsOf(text).map((gram) => ({ type, gram, createdAt, listingId })),
    );
    await insertAll(manager, ListingSearchText, texts);
    await insertAll(manager, ListingSearchGram, grams);
  },

  /** Removes a listing's rows, found through its stored text (each gram row by its whole key). */
  async remove(manager: EntityManager, listingId: number): Promise<void> {
    const stored = await manager
      .createQueryBuilder()
      .select(['s.type AS type', 's.createdAt AS createdAt', 's.text AS text'])
      .from(ListingSearchText, 's')
      .where('s.listingId = :listingId', { listingId })
      .getRawOne<{ type: string; createdAt: unknown; text: string }>();
    if (!stored) return;
    const grams = gramsOf(stored.text);
    for (let at = 0; at < grams.length; at += INSERT_BATCH) {
      await manager
        .createQueryBuilder()
        .delete()
        .from(ListingSearchGram)
        .where('type = :type AND createdAt = :createdAt AND listingId = :listingId', {
          type: stored.type,
          createdAt: stored.createdAt,
          listingId,
        })
        .andWhere('gram IN (:...grams)', { grams: grams.slice(at, at + INSERT_BATCH) })
        .execute();
    }
    await manager.delete(ListingSearchText, { listingId });
  },

  /** A listing's searched fields changed: its rows again. */
  async replace(manager: EntityManager, listing: IndexedListing): Promise<void> {
    await this.remove(manager, listing.id);
    await this.add(manager, [listing]);
  },
};

async function insertAll(
  manager: EntityManager,
  target: typeof ListingSearchText | typeof ListingSearchGram,
  rows: object[],
): Promise<void> {
  for (let at = 0; at < rows.length; at += INSERT_BATCH) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(target)
      .values(rows.slice(at, at + INSERT_BATCH))
      .orIgnore()
      .execute();
  }
}
