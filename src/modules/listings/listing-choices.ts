import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ListingChoices as Choices, RegionChoice } from './dto/listing-choices.dto';
import { Listing } from './entities/listing.entity';
import { LISTING_TYPES, ListingTypeKey } from './listing-types';

/** At most this many distinct pairs (make and model, or place) are read per list. */
export const CHOICE_ROWS = 5000;

/** How long an instance reuses a type's lists: they change only when a new value is posted. */
const KEPT_MS = 60_000;

/**
 * The makes, models and places a type's public listings hold, for the browse filters. Each list
 * is one DISTINCT over an index that starts with (type, status) and holds its columns
 * (IDX_listings_type_status_make_model, IDX_listings_type_status_place), which MySQL and MariaDB
 * read by skipping from value to value, not row by row.
 */
@Injectable()
export class ListingChoices {
  private readonly kept = new Map<ListingTypeKey, { until: number; choices: Promise<Choices> }>();

  constructor(@InjectRepository(Listing) private readonly listings: Repository<Listing>) {}

  of(type: ListingTypeKey): Promise<Choices> {
    const now = Date.now();
    const kept = this.kept.get(type);
    if (kept && kept.until > now) return kept.choices;
    const choices = this.read(type);
    this.kept.set(type, { until: now + KEPT_MS, choices });
    choices.catch(() => this.kept.delete(type));
    return choices;
  }

  private async read(type: ListingTypeKey): Promise<Choices> {
    const cars = LISTING_TYPES[type].category === 'car';
    const [makes, places] = await Promise.all([
      cars ? this.distinct(type, ['make', 'model']) : Promise.resolve([]),
      this.distinct(type, ['region', 'city', 'subcity']),
    ]);
    return {
      makes: grouped(makes).map(([make, models]) => ({
        make,
        models: grouped(models.map(([model]) => [model])).map(([model]) => model),
      })),
      places: grouped(places).map(([region, rest]): RegionChoice => ({
        region,
        cities: grouped(rest).map(([city, subcities]) => ({
          city,
          subcities: grouped(subcities).map(([subcity]) => subcity),
        })),
      })),
    };
  }

  /** The distinct tuples of `columns` among the type's public listings (grouped() sorts them). */
  private async distinct(type: ListingTypeKey, columns: (keyof Listing)[]): Promise<string[][]> {
    // The index's leading columns are selected too, and no order is asked: MySQL and MariaDB
    // then skip from one distinct value to the next in the index ('Using index for group-by').
    const qb = this.listings
      .createQueryBuilder('l')
      .distinct(true)
      .select('l.type', 'type')
      .addSelect('l.status', 'status')
      .where('l.type = :type', { type })
      .andWhere("l.status = 'active'");
    for (const column of columns) qb.addSelect(`l.${column}`, column);
    const rows = await qb.limit(CHOICE_ROWS).getRawMany<Record<string, string>>();
    return rows.map((row) => columns.map((column) => String(row[column] ?? '').trim()));
  }
}

/**
 * Tuples grouped by their first value, values told apart without regard to case (sellers type
 * 'Toyota' and 'toyota'): the first spelling met names the group. Empty values are left out.
 */
function grouped(tuples: string[][]): [string, string[][]][] {
  const groups = new Map<string, [string, string[][]]>();
  for (const [first, ...rest] of tuples) {
    if (!first) continue;
    const key = first.toLocaleLowerCase();
    const group = groups.get(key) ?? groups.set(key, [first, []]).get(key)!;
    if (rest.length) group[1].push(rest);
  }
  return [...groups.values()].sort(([a], [b]) => a.localeCompare(b));
}
