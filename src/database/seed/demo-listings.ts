import type { ListingTypeKey } from '../../modules/listings/listing-types';

const PLACES = [
  {
    region: 'Addis Ababa',
    city: 'Addis Ababa',
    subcities: ['Bole', 'Kirkos', 'Yeka', 'Arada', 'Lideta', 'Kolfe Keranio'],
  },
  { region: 'Oromia', city: 'Adama', subcities: ['Bole', 'Dabe', 'Lugo'] },
  { region: 'Amhara', city: 'Bahir Dar', subcities: ['Belay Zeleke', 'Gish Abay', 'Tana'] },
  { region: 'Sidama', city: 'Hawassa', subcities: ['Tabor', 'Menaharia', 'Hayik Dar'] },
  { region: 'Dire Dawa', city: 'Dire Dawa', subcities: ['Kezira', 'Sabian', 'Gende Kore'] },
  { region: 'Amhara', city: 'Gondar', subcities: ['Arada', 'Maraki', 'Azezo'] },
  { region: 'Oromia', city: 'Jimma', subcities: ['Hermata', 'Bosa Addis', 'Mendera'] },
];

const CARS = [
  { make: 'Toyota', model: 'Vitz', body: 'Hatchback', engine: '1.0L', seats: 'Petrol' },
  { make: 'Toyota', model: 'Corolla', body: 'Sedan', engine: '1.6L', seats: 'Petrol' },
  { make: 'Toyota', model: 'Yaris', body: 'Hatchback', engine: '1.3L', seats: 'Petrol' },
  { make: 'Toyota', model: 'Land Cruiser Prado', body: 'SUV', engine: '2.7L', seats: 'Diesel' },
  { make: 'Hyundai', model: 'Atos', body: 'Hatchback', engine: '1.1L', seats: 'Petrol' },
  { make: 'Hyundai', model: 'i10', body: 'Hatchback', engine: '1.2L', seats: 'Petrol' },
  { make: 'Suzuki', model: 'Dzire', body: 'Sedan', engine: '1.2L', seats: 'Petrol' },
  { make: 'Suzuki', model: 'Swift', body: 'Hatchback', engine: '1.2L', seats: 'Petrol' },
  { make: 'Nissan', model: 'Sunny', body: 'Sedan', engine: '1.5L', seats: 'Petrol' },
  { make: 'Toyota', model: 'Hilux', body: 'Pickup', engine: '2.4L', seats: 'Diesel' },
];
const COLORS = ['White', 'Silver', 'Black', 'Blue', 'Red', 'Grey'];
const HOUSES = ['Villa', 'Condominium', 'Apartment', 'G+1 House', 'Studio', 'Townhouse'];

export interface DemoListing {
  type: ListingTypeKey;
  form: Record<string, string>;
  /** How long ago it was posted, in minutes (for realistic age labels). */
  ageMinutes: number;
}

const pick = <T>(list: T[], n: number) => list[n % list.length];

/** About 40 believable listings across the four types, the same on every fresh start. */
export function demoListings(): DemoListing[] {
  const listings: DemoListing[] = [];
  const types: ListingTypeKey[] = ['carRent', 'carSell', 'houseRent', 'houseSell'];
  for (let n = 0; n < 40; n++) {
    const type = types[n % 4];
    const place = pick(PLACES, n * 3 + (n >> 2));
    const common = {
      country: 'Ethiopia',
      region: place.region,
      city: place.city,
      subcity: pick(place.subcities, n),
      postHash: `demo${String(n).padStart(3, '0')}${type}`,
    };
    const ageMinutes = [12, 95, 400, 1500, 3000, 9000, 15000, 30000, 50000, 90000][n % 10] + n * 7;
    if (type === 'carRent' || type === 'carSell') {
      const car = pick(CARS, n + (n >> 3));
      const year = 2008 + ((n * 5) % 16);
      const usd = n % 9 === 0;
      const price =
        type === 'carRent'
          ? usd
            ? 40 + (n % 5) * 10
            : 2500 + (n % 7) * 500
          : usd
            ? 12000 + (n % 6) * 3000
            : 1_200_000 + ((n * 370_000) % 6_800_000);
      listings.push({
        type,
        ageMinutes,
        form: {
          ...common,
          vehicleMake: car.make,
          vehicleModel: car.model,
          vehicleYear: String(year),
          transmision: n % 3 === 0 ? 'Manual' : 'Automatic',
          milage: String(15000 + ((n * 13_750) % 240_000)),
          bodyType: car.body,
          engine: car.engine,
          plateNumber: `${n % 2 ? 'AA' : 'OR'}-${2 + (n % 3)}-${String(10000 + n * 7919).slice(0, 5)}`,
          fuel: car.seats,
          vehicleColor: pick(COLORS, n),
          price: String(price),
          priceCurrency: usd ? 'USD' : 'ETB',
          ...(type === 'carRent' ? { perDayOrMonth: n % 5 === 0 ? 'per month' : 'per day' } : {}),
          vehicleDescription: `${car.make} ${car.model} ${year}, ${pick(COLORS, n).toLowerCase()}, well kept and regularly serviced in ${place.city}. Documents ready${type === 'carRent' ? '; driver available on request' : '; ready to transfer'}.`,
        },
      });
    } else {
      const houseType = pick(HOUSES, n + (n >> 2));
      const bedrooms = houseType === 'Studio' ? 0 : 1 + (n % 5);
      const usd = n % 11 === 0;
      const price =
        type === 'houseRent'
          ? usd
            ? 400 + (n % 6) * 150
            : 12_000 + ((n * 9_500) % 108_000)
          : usd
            ? 90_000 + (n % 5) * 40_000
            : 3_500_000 + ((n * 2_750_000) % 41_000_000);
      listings.push({
        type,
        ageMinutes,
        form: {
          ...common,
          houseType,
          houseArea: String(houseType === 'Studio' ? 35 : 60 + ((n * 37) % 440)),
          bedroomNumber: String(bedrooms),
          bathroomNumber: String(Math.max(1, bedrooms - 1)),
          livingRoomNumber: String(1 + (n % 2)),
          price: String(price),
          currency: usd ? 'USD' : 'ETB',
          ...(type === 'houseRent' ? { perDayOrMonth: n % 7 === 0 ? 'per day' : 'per month' } : {}),
          description: `${houseType} in ${common.subcity}, ${place.city}: water and electricity all day, ${bedrooms > 2 ? 'large compound with parking' : 'close to shops and the main road'}.`,
        },
      });
    }
  }
  return listings;
}
