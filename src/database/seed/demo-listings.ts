import type { ListingTypeKey } from '../../modules/listings/listing-types';
import {
  CAR_MODELS,
  CAR_RENT,
  DEMO_YEAR,
  HOUSES,
  HouseType,
  KM_PER_YEAR,
  carSaleBand,
  houseAreaBand,
  housePriceBand,
  inUsd,
  priceIn,
} from './demo-prices';

const PLACES = [
  {
    region: 'Addis Ababa',
    city: 'Addis Ababa',
    plate: 'AA',
    subcities: ['Bole', 'Kirkos', 'Yeka', 'Arada', 'Lideta', 'Kolfe Keranio'],
  },
  { region: 'Oromia', city: 'Adama', plate: 'OR', subcities: ['Bole', 'Dabe', 'Lugo'] },
  {
    region: 'Amhara',
    city: 'Bahir Dar',
    plate: 'AM',
    subcities: ['Belay Zeleke', 'Gish Abay', 'Tana'],
  },
  {
    region: 'Sidama',
    city: 'Hawassa',
    plate: 'SD',
    subcities: ['Tabor', 'Menaharia', 'Hayik Dar'],
  },
  {
    region: 'Dire Dawa',
    city: 'Dire Dawa',
    plate: 'DR',
    subcities: ['Kezira', 'Sabian', 'Gende Kore'],
  },
  { region: 'Amhara', city: 'Gondar', plate: 'AM', subcities: ['Arada', 'Maraki', 'Azezo'] },
  { region: 'Oromia', city: 'Jimma', plate: 'OR', subcities: ['Hermata', 'Bosa Addis', 'Mendera'] },
];

const COLORS = ['White', 'Silver', 'Black', 'Blue', 'Red', 'Grey'];

/** The homes on offer, in order: the k-th home to rent, the k-th home for sale. */
const HOMES_TO_RENT: HouseType[] = [
  'Condominium',
  'Apartment',
  'Studio',
  'Villa',
  'G+1 House',
  'Apartment',
  'Condominium',
  'Townhouse',
  'Studio',
  'Apartment',
];
const HOMES_FOR_SALE: HouseType[] = [
  'Condominium',
  'Villa',
  'Apartment',
  'G+1 House',
  'Townhouse',
  'Condominium',
  'Studio',
  'Villa',
  'Apartment',
  'G+1 House',
];

/** The k-th listings of each type priced in US dollars. */
const USD_LISTINGS: Record<ListingTypeKey, number[]> = {
  carRent: [0, 9],
  carSell: [3, 8],
  houseRent: [3, 5],
  houseSell: [2],
};

export interface DemoListing {
  type: ListingTypeKey;
  form: Record<string, string>;
  /** How long ago it was posted, in minutes (for realistic age labels). */
  ageMinutes: number;
}

const pick = <T>(list: readonly T[], n: number) => list[n % list.length];

/** A fraction 0–1 that looks random but is the same for the same n and salt. */
const spread = (n: number, salt: number) => ((((n + 1) * 0.618034 + salt * 0.414214) % 1) + 1) % 1;

/** About 40 believable listings across the four types, the same on every fresh start. */
export function demoListings(): DemoListing[] {
  const listings: DemoListing[] = [];
  const types: ListingTypeKey[] = ['carRent', 'carSell', 'houseRent', 'houseSell'];
  for (let n = 0; n < 40; n++) {
    const type = types[n % 4];
    const k = n >> 2;
    // Most listings are in the capital, the rest spread over the regional cities.
    const place = [1, 4, 6, 9].includes(k) ? pick(PLACES.slice(1), n + k) : PLACES[0];
    const common = {
      country: 'Ethiopia',
      region: place.region,
      city: place.city,
      subcity: pick(place.subcities, n),
      postHash: `demo${String(n).padStart(3, '0')}${type}`,
    };
    // From minutes to eight weeks old: every demo listing is still within its 60 days.
    const ageMinutes = [12, 95, 400, 1500, 3000, 9000, 15000, 30000, 50000, 78000][n % 10] + n * 7;
    if (type === 'carRent' || type === 'carSell') {
      const car = pick(CAR_MODELS, n + (n >> 3));
      const [first, last] = car.years;
      const year = first + Math.round(spread(n, 1) * (last - first));
      const age = Math.max(1, DEMO_YEAR - year);
      const km = Math.round(
        (age * (KM_PER_YEAR[0] + spread(n, 2) * (KM_PER_YEAR[1] - KM_PER_YEAR[0]))) / 500,
      );
      const milage = Math.min(Math.max(km * 500, age * KM_PER_YEAR[0]), age * KM_PER_YEAR[1]);
      const usd = USD_LISTINGS[type].includes(k);
      const perMonth = type === 'carRent' && n % 5 === 0;
      const rent = CAR_RENT[car.class];
      const band =
        type === 'carRent'
          ? perMonth
            ? usd
              ? rent.usdPerMonth
              : rent.etbPerMonth
            : usd
              ? rent.usdPerDay
              : rent.etbPerDay
          : usd
            ? inUsd(carSaleBand(car, year))
            : carSaleBand(car, year);
      const price = priceIn(band, spread(n, 3));
      const color = pick(COLORS, n);
      listings.push({
        type,
        ageMinutes,
        form: {
          ...common,
          vehicleMake: car.make,
          vehicleModel: car.model,
          vehicleYear: String(year),
          transmision: car.model === 'Atos' || n % 3 === 0 ? 'Manual' : 'Automatic',
          milage: String(milage),
          bodyType: car.body,
          engine: car.engine,
          plateNumber: `${place.plate}-${type === 'carRent' ? 3 : 2}-${pick(['A', 'B', 'C'], n)}${String(10000 + ((n * 7919) % 90000))}`,
          fuel: car.fuel,
          vehicleColor: color,
          price: String(price),
          priceCurrency: usd ? 'USD' : 'ETB',
          ...(type === 'carRent' ? { perDayOrMonth: perMonth ? 'per month' : 'per day' } : {}),
          vehicleDescription: `${car.make} ${car.model} ${year}, ${color.toLowerCase()}, ${milage.toLocaleString('en')} km, well kept and regularly serviced in ${place.city}. Documents ready${type === 'carRent' ? '; driver available on request' : '; ready to transfer'}.`,
        },
      });
    } else {
      const houseType = type === 'houseRent' ? pick(HOMES_TO_RENT, k) : pick(HOMES_FOR_SALE, k);
      const house = HOUSES[houseType];
      const bedrooms =
        house.bedrooms[0] + Math.round(spread(n, 4) * (house.bedrooms[1] - house.bedrooms[0]));
      const [minArea, maxArea] = houseAreaBand(house, bedrooms);
      const area = Math.round(minArea + spread(n, 5) * (maxArea - minArea));
      const perDay =
        type === 'houseRent' &&
        (houseType === 'Studio' || houseType === 'Apartment') &&
        k % 4 === 1;
      const usd = USD_LISTINGS[type].includes(k);
      const deal = type === 'houseSell' ? 'sale' : perDay ? 'per day' : 'per month';
      const etb = housePriceBand(house, area, place.city, deal);
      const price = priceIn(usd ? inUsd(etb) : etb, spread(n, 6));
      const bathrooms =
        bedrooms <= 1 ? 1 : houseType === 'Condominium' ? 1 + (bedrooms >> 2) : bedrooms - 1;
      const large = houseType === 'Villa' || houseType === 'G+1 House';
      listings.push({
        type,
        ageMinutes,
        form: {
          ...common,
          houseType,
          houseArea: String(area),
          bedroomNumber: String(bedrooms),
          bathroomNumber: String(bathrooms),
          livingRoomNumber: String(large ? 2 : 1),
          price: String(price),
          currency: usd ? 'USD' : 'ETB',
          ...(type === 'houseRent' ? { perDayOrMonth: deal } : {}),
          description: `${houseType} of ${area} m² in ${common.subcity}, ${place.city}: ${bedrooms ? `${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}` : 'one open room'}, water and electricity all day, ${large || houseType === 'Townhouse' ? 'compound with gate and parking' : 'close to shops and the main road'}${perDay ? '; furnished, for short stays' : ''}.`,
        },
      });
    }
  }
  return listings;
}
