import { BadRequestException } from '@nestjs/common';
import {
  CAR_FILTERS,
  HOUSE_FILTERS,
  ListingFilters as Filters,
  RENT_FILTERS,
} from './dto/browse-query.dto';
import { LISTING_ERRORS } from './listing-errors';
import { LISTING_TYPES, ListingTypeKey } from './listing-types';

type FilterName = keyof Filters;

/** The filters a type's listings do not have: asked of a browse, they are refused. */
export function filtersNotOf(type: ListingTypeKey): FilterName[] {
  const { category, rent } = LISTING_TYPES[type];
  return [
    ...(category === 'car' ? [] : CAR_FILTERS),
    ...(category === 'house' ? [] : HOUSE_FILTERS),
    ...(rent ? [] : RENT_FILTERS),
  ];
}

const RANGES: [FilterName, FilterName][] = [
  ['minPrice', 'maxPrice'],
  ['minYear', 'maxYear'],
  ['minArea', 'maxArea'],
];

/**
 * Refuses a browse whose filters cannot mean anything for the type: a filter of the other kind
 * of listing (bedrooms of a car), a range whose low end is above its high end, or a price order
 * without the currency the prices are compared in. Refused rather than ignored, so a list never
 * claims to be filtered by something it was not.
 */
export function checkBrowseFilters(type: ListingTypeKey, query: Filters): void {
  const foreign = filtersNotOf(type).find((name) => query[name] !== undefined);
  if (foreign) {
    throw new BadRequestException(
      LISTING_ERRORS.FILTER_NOT_FOR_TYPE({ filter: foreign, type: LISTING_TYPES[type].label }),
    );
  }
  for (const [min, max] of RANGES) {
    const low = query[min] as number | undefined;
    const high = query[max] as number | undefined;
    if (low !== undefined && high !== undefined && low > high) {
      throw new BadRequestException(LISTING_ERRORS.RANGE_REVERSED({ min, max }));
    }
  }
  if (query.sort && query.sort !== 'newest' && !query.currency) {
    throw new BadRequestException(LISTING_ERRORS.PRICE_SORT_NEEDS_CURRENCY());
  }
}
