// Believable Ethiopian listings for the benchmark, generated row by row from the row's number, so
// every run seeds the same data. Columns are those of the `listings` table (listing.entity.ts).
import { createRequire } from 'node:module';

export const LISTING_COLUMNS = [
  'type',
  'postHash',
  'sellerId',
  'make',
  'model',
  'year',
  'transmission',
  'mileage',
  'bodyType',
  'engine',
  'plateNumber',
  'fuel',
  'color',
  'houseType',
  'area',
  'bedrooms',
  'bathrooms',
  'livingRooms',
  'price',
  'currency',
  'rentPeriod',
  'country',
  'region',
  'city',
  'subcity',
  'description',
  'imageFront',
  'imageBack',
  'imageRight',
  'imageLeft',
  'mediumPhotos',
  'createdAt',
  'updatedAt',
  'expiresAt',
];

const TYPES = ['carRent', 'carSell', 'houseRent', 'houseSell'];

const require = createRequire(import.meta.url);

/**
 * LISTING_EXPIRY_DAYS as the benchmarked app runs it: the environment's, else the app's own
 * default (dist/, which the run builds first).
 */
export function appExpiryDays(env = process.env) {
  if (env.LISTING_EXPIRY_DAYS) return Number(env.LISTING_EXPIRY_DAYS);
  const { Environment } = require('../../dist/config/environment.js');
  return new Environment().LISTING_EXPIRY_DAYS;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// [region, city, weight, subcities]: Addis Ababa carries most of the market.
const PLACES = [
  [
    'Addis Ababa',
    'Addis Ababa',
    55,
    [
      'Bole',
      'Kirkos',
      'Yeka',
      'Arada',
      'Lideta',
      'Kolfe Keranio',
      'Nifas Silk-Lafto',
      'Akaky Kaliti',
      'Gulele',
      'Addis Ketema',
      'Lemi Kura',
    ],
  ],
  ['Oromia', 'Adama', 7, ['Bole', 'Dabe', 'Lugo', 'Aba Geda']],
  ['Oromia', 'Bishoftu', 4, ['Hora', 'Babogaya', 'Kality']],
  ['Oromia', 'Jimma', 3, ['Hermata', 'Bosa Addis', 'Mendera']],
  ['Oromia', 'Shashemene', 2, ['Arada', 'Abosto', 'Kuyera']],
  ['Amhara', 'Bahir Dar', 6, ['Belay Zeleke', 'Gish Abay', 'Tana', 'Fasilo']],
  ['Amhara', 'Gondar', 4, ['Arada', 'Maraki', 'Azezo']],
  ['Amhara', 'Dessie', 3, ['Piassa', 'Segno Gebeya', 'Buanbuawuha']],
  ['Sidama', 'Hawassa', 6, ['Tabor', 'Menaharia', 'Hayik Dar', 'Piassa']],
  ['Dire Dawa', 'Dire Dawa', 4, ['Kezira', 'Sabian', 'Gende Kore']],
  ['Tigray', 'Mekelle', 3, ['Ayder', 'Hadnet', 'Kedamay Weyane']],
  ['Harari', 'Harar', 1, ['Jugol', 'Aboker', 'Hakim']],
  ['Somali', 'Jijiga', 1, ['Kebele 01', 'Kebele 05', 'Kebele 09']],
  ['South Ethiopia', 'Arba Minch', 1, ['Sikela', 'Secha', 'Limat']],
];
const PLACE_BY_WEIGHT = PLACES.flatMap((place) => Array(place[2]).fill(place));

// [make, model, bodyType, engine, fuel, weight]: the cars Ethiopian roads are full of.
const CARS = [
  ['Toyota', 'Vitz', 'Hatchback', '1.0L', 'Petrol', 9],
  ['Toyota', 'Corolla', 'Sedan', '1.6L', 'Petrol', 8],
  ['Toyota', 'Yaris', 'Hatchback', '1.3L', 'Petrol', 5],
  ['Toyota', 'Land Cruiser Prado', 'SUV', '2.7L', 'Diesel', 4],
  ['Toyota', 'Land Cruiser V8', 'SUV', '4.5L', 'Diesel', 2],
  ['Toyota', 'Hilux', 'Pickup', '2.4L', 'Diesel', 5],
  ['Toyota', 'RAV4', 'SUV', '2.0L', 'Petrol', 3],
  ['Toyota', 'HiAce', 'Minibus', '2.5L', 'Diesel', 3],
  ['Hyundai', 'Atos', 'Hatchback', '1.1L', 'Petrol', 4],
  ['Hyundai', 'i10', 'Hatchback', '1.2L', 'Petrol', 4],
  ['Hyundai', 'Elantra', 'Sedan', '1.6L', 'Petrol', 2],
  ['Hyundai', 'Tucson', 'SUV', '2.0L', 'Petrol', 2],
  ['Suzuki', 'Dzire', 'Sedan', '1.2L', 'Petrol', 5],
  ['Suzuki', 'Swift', 'Hatchback', '1.2L', 'Petrol', 4],
  ['Suzuki', 'Alto', 'Hatchback', '0.8L', 'Petrol', 3],
  ['Nissan', 'Sunny', 'Sedan', '1.5L', 'Petrol', 3],
  ['Nissan', 'Patrol', 'SUV', '4.8L', 'Petrol', 1],
  ['Isuzu', 'D-Max', 'Pickup', '2.5L', 'Diesel', 3],
  ['Mitsubishi', 'L200', 'Pickup', '2.5L', 'Diesel', 2],
  ['Volkswagen', 'Golf', 'Hatchback', '1.4L', 'Petrol', 2],
  ['Kia', 'Picanto', 'Hatchback', '1.0L', 'Petrol', 2],
  ['Lifan', '520', 'Sedan', '1.3L', 'Petrol', 2],
  ['Geely', 'Emgrand', 'Sedan', '1.5L', 'Petrol', 2],
  ['BYD', 'Atto 3', 'SUV', 'Electric', 'Electric', 2],
  ['Mercedes-Benz', 'C200', 'Sedan', '2.0L', 'Petrol', 1],
];
const CAR_BY_WEIGHT = CARS.flatMap((car) => Array(car[5]).fill(car));
/**
 * The rare word the search benchmark looks for: ten cars for rent (every 1000th of the first
 * 10 000 listings), at every catalogue size, so each size answers the same ten cards.
 */
const RARE_CAR = ['Lada', 'Niva', 'SUV', '1.7L', 'Petrol'];
const RARE_EVERY = 1000;
const RARE_UNTIL = 10_000;
const COLORS = ['White', 'Silver', 'Black', 'Blue', 'Red', 'Grey', 'Dark Green', 'Beige'];
const HOUSES = [
  'Villa',
  'Condominium',
  'Apartment',
  'G+1 House',
  'G+2 House',
  'Studio',
  'Townhouse',
];
const PLATE_REGIONS = ['AA', 'AA', 'AA', 'OR', 'AM', 'SD', 'DR', 'ET'];

/** mulberry32: a tiny seeded generator, so row n is the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const roundTo = (value, step) => Math.round(value / step) * step;

/**
 * The n-th benchmark listing (n from 0). Listing n was posted n × 30 s (± 15 s) before `newest`,
 * so a million listings cover about a year. `images` holds the storage keys of a few real
 * photos per category ({ car: [[front, back, right, left], …], house: […] }).
 */
export function benchListing(n, { sellerId, newest, images, expiryDays }) {
  const r = random(n * 2654435761 + 1);
  const type = TYPES[n % 4];
  const car = type.startsWith('car');
  const rent = type.endsWith('Rent');
  const [region, city, , subcities] = PLACE_BY_WEIGHT[Math.floor(r() * PLACE_BY_WEIGHT.length)];
  const subcity = subcities[Math.floor(r() * subcities.length)];
  const usd = r() < 0.08;
  const createdAt = new Date(newest - n * 30_000 - Math.floor(r() * 15_000));
  const photoSets = images[car ? 'car' : 'house'];
  const [imageFront, imageBack, imageRight, imageLeft] = photoSets[n % photoSets.length];
  const row = {
    type,
    postHash: `${createdAt.getTime()}b${n.toString(16).padStart(8, '0')}`,
    sellerId,
    make: null,
    model: null,
    year: null,
    transmission: null,
    mileage: null,
    bodyType: null,
    engine: null,
    plateNumber: null,
    fuel: null,
    color: null,
    houseType: null,
    area: null,
    bedrooms: null,
    bathrooms: null,
    livingRooms: null,
    price: 0,
    currency: usd ? 'USD' : 'ETB',
    rentPeriod: null,
    country: 'Ethiopia',
    region,
    city,
    subcity,
    description: null,
    imageFront,
    imageBack,
    imageRight,
    imageLeft,
    // The demo's photos, posted by this version: they have every size (1, as both drivers bind it).
    mediumPhotos: 1,
    createdAt,
    updatedAt: createdAt,
    // Public for the whole run, with the date the app gives a listing that has none (a full
    // period from now). Left empty, the app's expiry job would date every seeded listing, in
    // batches, in the middle of the measurements: at a million, minutes of the app's own work.
    expiresAt: new Date(newest + expiryDays * DAY_MS),
  };
  if (car) {
    const drawn = CAR_BY_WEIGHT[Math.floor(r() * CAR_BY_WEIGHT.length)];
    const [make, model, bodyType, engine, fuel] =
      n % RARE_EVERY === 0 && n < RARE_UNTIL ? RARE_CAR : drawn;
    const year = 2004 + Math.floor(r() * 22);
    const color = COLORS[Math.floor(r() * COLORS.length)];
    const perMonth = rent && r() < 0.2;
    let price;
    if (rent) {
      price = perMonth ? roundTo(60_000 + r() * 190_000, 1000) : roundTo(2_500 + r() * 9_500, 100);
      if (usd) price = perMonth ? roundTo(price / 125, 10) : roundTo(price / 125, 5);
    } else {
      price = roundTo(800_000 + r() * r() * 14_000_000, 10_000);
      if (usd) price = roundTo(price / 125, 100);
    }
    Object.assign(row, {
      make,
      model,
      year,
      transmission: r() < 0.3 ? 'Manual' : 'Automatic',
      mileage: roundTo(5_000 + r() * 280_000, 500),
      bodyType,
      engine,
      plateNumber: `${PLATE_REGIONS[n % PLATE_REGIONS.length]}-${1 + (n % 5)}-${String(10000 + (n % 90000))}`,
      fuel,
      color,
      price,
      rentPeriod: rent ? (perMonth ? 'per month' : 'per day') : null,
      description: `${make} ${model} ${year}, ${color.toLowerCase()}, ${rent ? 'clean and serviced, driver available on request' : 'one owner, documents ready to transfer'}. ${subcity}, ${city}.`,
    });
  } else {
    const houseType = HOUSES[Math.floor(r() * HOUSES.length)];
    const bedrooms = houseType === 'Studio' ? 0 : 1 + Math.floor(r() * 5);
    const area =
      houseType === 'Studio'
        ? 30 + Math.floor(r() * 20)
        : 60 + bedrooms * 25 + Math.floor(r() * 300);
    const perDay = rent && r() < 0.1;
    let price;
    if (rent) {
      price = perDay
        ? roundTo(1_500 + r() * 6_000, 100)
        : roundTo(8_000 + bedrooms * 12_000 + r() * 150_000, 500);
      if (usd) price = roundTo(price / 125, 10);
    } else {
      price = roundTo(2_500_000 + bedrooms * 3_000_000 + r() * r() * 50_000_000, 50_000);
      if (usd) price = roundTo(price / 125, 1000);
    }
    Object.assign(row, {
      houseType,
      area,
      bedrooms,
      bathrooms: Math.max(1, bedrooms - Math.floor(r() * 2)),
      livingRooms: 1 + Math.floor(r() * 2),
      price,
      rentPeriod: rent ? (perDay ? 'per day' : 'per month') : null,
      description: `${houseType} of ${area} m² in ${subcity}, ${city}: water and power all day, ${bedrooms > 2 ? 'compound with parking' : 'close to shops and the main road'}.`,
    });
  }
  return row;
}
