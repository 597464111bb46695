import { demoListings } from './demo-listings';
import {
  Band,
  CAR_MODELS,
  CAR_RENT,
  CITY_FACTOR,
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

const listings = demoListings();
const cars = listings.filter((l) => l.type === 'carRent' || l.type === 'carSell');
const homes = listings.filter((l) => l.type === 'houseRent' || l.type === 'houseSell');
const label = (form: Record<string, string>) =>
  `${form.postHash}: ${form.houseType ?? `${form.vehicleModel} ${form.vehicleYear}`} in ${form.city}, ${form.price} ${form.priceCurrency ?? form.currency} ${form.perDayOrMonth ?? ''}`;
const within = (value: number, [min, max]: Band) => value >= min && value <= max;

describe('demo listings', () => {
  it('are 40, ten of each type, the same on every call', () => {
    expect(listings).toHaveLength(40);
    for (const type of ['carRent', 'carSell', 'houseRent', 'houseSell']) {
      expect(listings.filter((l) => l.type === type)).toHaveLength(10);
    }
    expect(demoListings()).toEqual(listings);
  });

  it('are mostly in Addis Ababa, the rest in known cities, with some priced in US dollars', () => {
    expect(listings.filter((l) => l.form.city === 'Addis Ababa').length).toBeGreaterThan(20);
    for (const l of listings) expect(CITY_FACTOR).toHaveProperty([l.form.city]);
    for (const type of ['carRent', 'carSell', 'houseRent', 'houseSell']) {
      const usd = listings.filter(
        (l) => l.type === type && (l.form.priceCurrency ?? l.form.currency) === 'USD',
      );
      expect(usd.length).toBeGreaterThan(0);
    }
  });

  it.each(cars.map((l) => [label(l.form), l] as const))(
    'car %s: price within the band of its model, year and rent period',
    (_, { type, form }) => {
      const car = CAR_MODELS.find(
        (c) => c.make === form.vehicleMake && c.model === form.vehicleModel,
      )!;
      expect(car).toBeDefined();
      const year = Number(form.vehicleYear);
      expect(within(year, car.years)).toBe(true);
      const usd = form.priceCurrency === 'USD';
      const rent = CAR_RENT[car.class];
      const band =
        type === 'carSell'
          ? usd
            ? inUsd(carSaleBand(car, year))
            : carSaleBand(car, year)
          : form.perDayOrMonth === 'per month'
            ? usd
              ? rent.usdPerMonth
              : rent.etbPerMonth
            : usd
              ? rent.usdPerDay
              : rent.etbPerDay;
      expect(Number(form.price)).toBeGreaterThanOrEqual(band[0]);
      expect(Number(form.price)).toBeLessThanOrEqual(band[1]);
    },
  );

  it.each(cars.map((l) => [label(l.form), l] as const))(
    'car %s: mileage fits its age, body and fuel fit the model',
    (_, { form }) => {
      const car = CAR_MODELS.find((c) => c.model === form.vehicleModel)!;
      const age = Math.max(1, DEMO_YEAR - Number(form.vehicleYear));
      expect(within(Number(form.milage), [age * KM_PER_YEAR[0], age * KM_PER_YEAR[1]])).toBe(true);
      expect(form).toMatchObject({ bodyType: car.body, fuel: car.fuel, engine: car.engine });
    },
  );

  it.each(homes.map((l) => [label(l.form), l] as const))(
    'home %s: bedrooms, area and price fit its type, city and deal',
    (_, { type, form }) => {
      const house = HOUSES[form.houseType as HouseType];
      expect(house).toBeDefined();
      const bedrooms = Number(form.bedroomNumber);
      const area = Number(form.houseArea);
      expect(within(bedrooms, house.bedrooms)).toBe(true);
      expect(within(area, houseAreaBand(house, bedrooms))).toBe(true);
      expect(Number(form.bathroomNumber)).toBeLessThanOrEqual(Math.max(1, bedrooms));
      const deal = type === 'houseSell' ? 'sale' : (form.perDayOrMonth as 'per day' | 'per month');
      const etb = housePriceBand(house, area, form.city, deal);
      const band = form.currency === 'USD' ? inUsd(etb) : etb;
      expect(Number(form.price)).toBeGreaterThanOrEqual(band[0]);
      expect(Number(form.price)).toBeLessThanOrEqual(band[1]);
    },
  );

  it('price the headline cases as one finds them in 2026', () => {
    const vitz = CAR_MODELS.find((c) => c.model === 'Vitz')!;
    const corolla = CAR_MODELS.find((c) => c.model === 'Corolla')!;
    const [vitzLow, vitzHigh] = carSaleBand(vitz, 2012);
    expect(vitzLow).toBeGreaterThanOrEqual(1_600_000);
    expect(vitzHigh).toBeLessThanOrEqual(2_400_000);
    const [corollaLow, corollaHigh] = carSaleBand(corolla, 2015);
    expect(corollaLow).toBeGreaterThanOrEqual(3_000_000);
    expect(corollaHigh).toBeLessThanOrEqual(4_500_000);
    for (const area of [30, 45]) {
      const [rentLow, rentHigh] = housePriceBand(HOUSES.Studio, area, 'Addis Ababa', 'per month');
      expect(rentLow).toBeGreaterThanOrEqual(8_000);
      expect(rentHigh).toBeLessThanOrEqual(18_000);
      const [saleLow, saleHigh] = housePriceBand(HOUSES.Studio, area, 'Addis Ababa', 'sale');
      expect(saleLow).toBeGreaterThanOrEqual(2_500_000);
      expect(saleHigh).toBeLessThanOrEqual(4_500_000);
    }
    const villaSale = housePriceBand(HOUSES.Villa, 600, 'Addis Ababa', 'sale');
    expect(villaSale[1]).toBeLessThanOrEqual(90_000_000);
    expect(housePriceBand(HOUSES.Villa, 250, 'Addis Ababa', 'sale')[0]).toBeGreaterThanOrEqual(
      25_000_000,
    );
    expect(housePriceBand(HOUSES.Villa, 600, 'Addis Ababa', 'per month')[1]).toBeLessThanOrEqual(
      250_000,
    );
    const villaArea = houseAreaBand(HOUSES.Villa, HOUSES.Villa.bedrooms[0]);
    expect(
      housePriceBand(HOUSES.Villa, villaArea[0], 'Addis Ababa', 'per month')[0],
    ).toBeGreaterThanOrEqual(80_000);
    const twoBed = houseAreaBand(HOUSES.Apartment, 2);
    expect(
      housePriceBand(HOUSES.Apartment, twoBed[0], 'Addis Ababa', 'per month')[0],
    ).toBeGreaterThanOrEqual(30_000);
    expect(
      housePriceBand(HOUSES.Apartment, 150, 'Addis Ababa', 'per month')[1],
    ).toBeLessThanOrEqual(90_000);
  });

  it('rounds a price inside its band', () => {
    for (const t of [0, 0.33, 0.5, 0.99]) {
      for (const band of [
        [2_500, 3_500],
        [1_820_000, 2_340_000],
        [40, 60],
        [850_000, 1_100_000],
      ] as Band[]) {
        expect(within(priceIn(band, t), band)).toBe(true);
      }
    }
  });
});
