/**
 * What cars and homes cost in Ethiopia (2026), as the demo listings use it: the generator picks
 * every price, area and mileage inside these bands, and the spec beside it checks them against it.
 */

/** Birr per US dollar, for listings priced in USD (car and home sales, some rents). */
export const ETB_PER_USD = 155;

/** The year the demo data describes: a car's age and mileage count from it. */
export const DEMO_YEAR = 2026;

export type Band = readonly [min: number, max: number];

/** What a car owner drives in a year: a car's mileage is its age times this. */
export const KM_PER_YEAR: Band = [7_000, 18_000];

export type CarClass = 'small' | 'sedan' | 'fourByFour';

/** Rent of a car with its papers (driver on request), by class. */
export const CAR_RENT: Record<
  CarClass,
  { etbPerDay: Band; usdPerDay: Band; etbPerMonth: Band; usdPerMonth: Band }
> = {
  small: {
    etbPerDay: [2_500, 3_500],
    usdPerDay: [40, 60],
    etbPerMonth: [55_000, 85_000],
    usdPerMonth: [800, 1_200],
  },
  sedan: {
    etbPerDay: [3_000, 4_500],
    usdPerDay: [45, 75],
    etbPerMonth: [70_000, 110_000],
    usdPerMonth: [1_000, 1_600],
  },
  fourByFour: {
    etbPerDay: [5_500, 7_000],
    usdPerDay: [90, 120],
    etbPerMonth: [130_000, 170_000],
    usdPerMonth: [2_000, 2_800],
  },
};

export interface CarModel {
  make: string;
  model: string;
  body: 'Hatchback' | 'Sedan' | 'SUV' | 'Pickup';
  engine: string;
  fuel: 'Petrol' | 'Diesel';
  class: CarClass;
  /** The model years one finds for sale. */
  years: Band;
  /** Sale price in birr of the oldest and of the newest of those years; in between, pro rata. */
  saleEtb: { oldest: Band; newest: Band };
}

export const CAR_MODELS: readonly CarModel[] = [
  {
    make: 'Toyota',
    model: 'Vitz',
    body: 'Hatchback',
    engine: '1.0L',
    fuel: 'Petrol',
    class: 'small',
    years: [2008, 2018],
    saleEtb: { oldest: [1_300_000, 1_700_000], newest: [2_600_000, 3_300_000] },
  },
  {
    make: 'Toyota',
    model: 'Corolla',
    body: 'Sedan',
    engine: '1.6L',
    fuel: 'Petrol',
    class: 'sedan',
    years: [2008, 2020],
    saleEtb: { oldest: [2_000_000, 2_600_000], newest: [4_600_000, 5_800_000] },
  },
  {
    make: 'Toyota',
    model: 'Yaris',
    body: 'Hatchback',
    engine: '1.3L',
    fuel: 'Petrol',
    class: 'small',
    years: [2010, 2020],
    saleEtb: { oldest: [1_600_000, 2_100_000], newest: [3_000_000, 3_800_000] },
  },
  {
    make: 'Toyota',
    model: 'Land Cruiser Prado',
    body: 'SUV',
    engine: '2.7L',
    fuel: 'Diesel',
    class: 'fourByFour',
    years: [2010, 2021],
    saleEtb: { oldest: [7_500_000, 9_500_000], newest: [16_000_000, 21_000_000] },
  },
  {
    make: 'Hyundai',
    model: 'Atos',
    body: 'Hatchback',
    engine: '1.1L',
    fuel: 'Petrol',
    class: 'small',
    years: [2008, 2014],
    saleEtb: { oldest: [850_000, 1_100_000], newest: [1_200_000, 1_500_000] },
  },
  {
    make: 'Hyundai',
    model: 'i10',
    body: 'Hatchback',
    engine: '1.2L',
    fuel: 'Petrol',
    class: 'small',
    years: [2010, 2020],
    saleEtb: { oldest: [1_100_000, 1_400_000], newest: [2_000_000, 2_600_000] },
  },
  {
    make: 'Suzuki',
    model: 'Dzire',
    body: 'Sedan',
    engine: '1.2L',
    fuel: 'Petrol',
    class: 'sedan',
    years: [2017, 2023],
    saleEtb: { oldest: [1_900_000, 2_400_000], newest: [2_800_000, 3_500_000] },
  },
  {
    make: 'Suzuki',
    model: 'Swift',
    body: 'Hatchback',
    engine: '1.2L',
    fuel: 'Petrol',
    class: 'small',
    years: [2012, 2022],
    saleEtb: { oldest: [1_500_000, 1_900_000], newest: [2_700_000, 3_400_000] },
  },
  {
    make: 'Nissan',
    model: 'Sunny',
    body: 'Sedan',
    engine: '1.5L',
    fuel: 'Petrol',
    class: 'sedan',
    years: [2010, 2019],
    saleEtb: { oldest: [1_400_000, 1_800_000], newest: [2_400_000, 3_000_000] },
  },
  {
    make: 'Toyota',
    model: 'Hilux',
    body: 'Pickup',
    engine: '2.4L',
    fuel: 'Diesel',
    class: 'fourByFour',
    years: [2010, 2022],
    saleEtb: { oldest: [4_500_000, 5_800_000], newest: [9_000_000, 12_000_000] },
  },
];

/** The sale band in birr of a model in a given year (pro rata between its oldest and newest). */
export function carSaleBand(car: CarModel, year: number): Band {
  const [first, last] = car.years;
  const t = last === first ? 1 : (year - first) / (last - first);
  const at = (i: 0 | 1) =>
    car.saleEtb.oldest[i] + t * (car.saleEtb.newest[i] - car.saleEtb.oldest[i]);
  return [at(0), at(1)];
}

export type HouseType =
  'Studio' | 'Condominium' | 'Apartment' | 'Townhouse' | 'G+1 House' | 'Villa';

export interface HouseBand {
  bedrooms: Band;
  /** Floor area in m² is base + bedrooms × perBedroom, each between its min and max. */
  area: { base: Band; perBedroom: Band };
  /** In Addis Ababa, birr per m²: monthly rent and sale. Other cities: times CITY_FACTOR. */
  rentEtbPerM2: Band;
  saleEtbPerM2: Band;
}

export const HOUSES: Record<HouseType, HouseBand> = {
  // A condominium studio, 30–45 m².
  Studio: {
    bedrooms: [0, 0],
    area: { base: [30, 45], perBedroom: [0, 0] },
    rentEtbPerM2: [300, 400],
    saleEtbPerM2: [85_000, 100_000],
  },
  Condominium: {
    bedrooms: [1, 3],
    area: { base: [20, 30], perBedroom: [28, 30] },
    rentEtbPerM2: [250, 380],
    saleEtbPerM2: [75_000, 100_000],
  },
  Apartment: {
    bedrooms: [1, 4],
    area: { base: [30, 45], perBedroom: [30, 35] },
    rentEtbPerM2: [375, 600],
    saleEtbPerM2: [110_000, 170_000],
  },
  Townhouse: {
    bedrooms: [3, 4],
    area: { base: [60, 90], perBedroom: [35, 45] },
    rentEtbPerM2: [280, 450],
    saleEtbPerM2: [90_000, 140_000],
  },
  'G+1 House': {
    bedrooms: [3, 5],
    area: { base: [80, 120], perBedroom: [40, 50] },
    rentEtbPerM2: [250, 420],
    saleEtbPerM2: [80_000, 130_000],
  },
  Villa: {
    bedrooms: [4, 6],
    area: { base: [90, 150], perBedroom: [45, 75] },
    rentEtbPerM2: [300, 415],
    saleEtbPerM2: [100_000, 150_000],
  },
};

/** A home rented by the day (furnished) costs this fraction of its monthly rent per day. */
export const RENT_PER_DAY_OF_MONTH: Band = [1 / 15, 1 / 6];

/** Homes cost less outside the capital: Addis Ababa prices times this. */
export const CITY_FACTOR: Record<string, number> = {
  'Addis Ababa': 1,
  Adama: 0.65,
  Hawassa: 0.65,
  'Bahir Dar': 0.62,
  'Dire Dawa': 0.6,
  Gondar: 0.55,
  Jimma: 0.5,
};

export function houseAreaBand(house: HouseBand, bedrooms: number): Band {
  return [
    house.area.base[0] + bedrooms * house.area.perBedroom[0],
    house.area.base[1] + bedrooms * house.area.perBedroom[1],
  ];
}

/** The birr band of a home's price: sale, rent per month or rent per day, in a city. */
export function housePriceBand(
  house: HouseBand,
  area: number,
  city: string,
  deal: 'sale' | 'per month' | 'per day',
): Band {
  const factor = CITY_FACTOR[city];
  const perM2 = deal === 'sale' ? house.saleEtbPerM2 : house.rentEtbPerM2;
  const day = deal === 'per day' ? RENT_PER_DAY_OF_MONTH : ([1, 1] as const);
  return [perM2[0] * area * factor * day[0], perM2[1] * area * factor * day[1]];
}

/** A band in birr as US dollars. */
export const inUsd = ([min, max]: Band): Band => [min / ETB_PER_USD, max / ETB_PER_USD];

/**
 * A round price inside a band: the point a fraction t (0–1) into it, to a step that suits its
 * size (10 000 birr for a car, 100 birr for a day's rent…), kept inside the band.
 */
export function priceIn([min, max]: Band, t: number): number {
  const raw = min + (max - min) * (0.1 + 0.8 * t);
  const step = roundStep(raw);
  const rounded = Math.round(raw / step) * step;
  return Math.min(Math.max(rounded, Math.ceil(min / step) * step), Math.floor(max / step) * step);
}

function roundStep(value: number): number {
  if (value >= 10_000_000) return 500_000;
  if (value >= 1_000_000) return 50_000;
  if (value >= 100_000) return 5_000;
  if (value >= 20_000) return 1_000;
  if (value >= 2_000) return 100;
  if (value >= 200) return 10;
  return 5;
}
