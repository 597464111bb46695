import type { Currency } from '../../shared/format/money';

export type ListingType = 'carRent' | 'carSell' | 'houseRent' | 'houseSell';
export const LISTING_TYPES: ListingType[] = ['carRent', 'houseRent', 'carSell', 'houseSell'];

interface TypeInfo {
  category: 'car' | 'house';
  rent: boolean;
  /** The spec's field prefix on the wire. */
  prefix: string;
  /** Buyer browse page, e.g. /getCarRent. */
  browsePath: string;
  /** Buyer detail route segment: /seller/{segment}/{postHash}. */
  segment: string;
  /** i18n key of the plural title, e.g. 'Cars for Rent'. */
  titleKey: string;
}

export const TYPE_INFO: Record<ListingType, TypeInfo> = {
  carRent: {
    category: 'car',
    rent: true,
    prefix: 'sellerCarRent',
    browsePath: '/getCarRent',
    segment: 'carRent',
    titleKey: 'home.tiles.carRent',
  },
  carSell: {
    category: 'car',
    rent: false,
    prefix: 'sellerCarSell',
    browsePath: '/getCarSell',
    segment: 'carSell',
    titleKey: 'home.tiles.carSell',
  },
  houseRent: {
    category: 'house',
    rent: true,
    prefix: 'sellerHouseRent',
    browsePath: '/getHouseRent',
    segment: 'houseRent',
    titleKey: 'home.tiles.houseRent',
  },
  houseSell: {
    category: 'house',
    rent: false,
    prefix: 'sellerHouseSell',
    browsePath: '/getHouseSell',
    segment: 'houseSell',
    titleKey: 'home.tiles.houseSell',
  },
};

export const detailPathOf = (type: ListingType, postHash: string) =>
  `/seller/${TYPE_INFO[type].segment}/${encodeURIComponent(postHash)}`;

/** A listing of any type with plain names: the one shape the pages and cards work with. */
export interface ListingView {
  type: ListingType;
  postHash: string;
  sellerId: number;
  /** 'Toyota Vitz' or 'Villa'. */
  title: string;
  price: number;
  currency: Currency;
  rentPeriod: 'per day' | 'per month' | null;
  country: string;
  region: string;
  city: string;
  subcity: string;
  description: string | null;
  images: { front: string; back: string; right: string; left: string };
  thumbnail: string;
  addedDate: string;
  car?: {
    make: string;
    model: string;
    year: number;
    transmission: string;
    mileage: number;
    bodyType: string;
    engine: string;
    plateNumber: string;
    fuel: string;
    color: string;
  };
  house?: {
    houseType: string;
    area: number;
    bedrooms: number;
    bathrooms: number;
    livingRooms: number;
  };
}

type Wire = Record<string, unknown>;
const str = (wire: Wire, key: string) => (wire[key] ?? '') as string;
const num = (wire: Wire, key: string) => Number(wire[key] ?? 0);

/** Reads the spec's per-type field names (sellerCarRentVehicleMake, sellerHouseArea, …). */
export function toListingView(wire: Wire): ListingView {
  const type = wire.type as ListingType;
  const { prefix: p, category, rent } = TYPE_INFO[type];
  const common = {
    type,
    postHash: str(wire, 'postHash'),
    sellerId: num(wire, 'sellerId'),
    price: num(wire, `${p}Price`),
    country: str(wire, `${p}Country`),
    region: str(wire, `${p}Region`),
    city: str(wire, `${p}City`),
    subcity: str(wire, `${p}Subcity`),
    images: {
      front: str(wire, `${p}FrontImage`),
      back: str(wire, `${p}BackImage`),
      right: str(wire, `${p}RightImage`),
      left: str(wire, `${p}LeftImage`),
    },
    thumbnail: str(wire, `${p}Thumbnail`),
    addedDate: str(wire, `${p}AddedDate`),
  };
  if (category === 'car') {
    const car = {
      make: str(wire, `${p}VehicleMake`),
      model: str(wire, `${p}VehicleModel`),
      year: num(wire, `${p}VehicleYear`),
      transmission: str(wire, 'transmision'),
      mileage: num(wire, 'milage'),
      bodyType: str(wire, 'bodyType'),
      engine: str(wire, 'engine'),
      plateNumber: str(wire, 'plateNumber'),
      fuel: str(wire, 'fuel'),
      color: str(wire, `${p}VehicleColor`),
    };
    return {
      ...common,
      title: `${car.make} ${car.model}`,
      currency: str(wire, `${p}VehiclePriceCurrency`) as Currency,
      rentPeriod: rent
        ? (str(wire, 'sellerRentVehiclePerDayOrPerMonth') as ListingView['rentPeriod'])
        : null,
      description: (wire[`${p}VehicleDescription`] as string | null) ?? null,
      car,
    };
  }
  const house = {
    houseType: str(wire, `${p}Type`),
    area: num(wire, 'sellerHouseArea'),
    bedrooms: num(wire, `${p}BedroomNumber`),
    bathrooms: num(wire, `${p}BatchRoomNumber`),
    livingRooms: num(wire, `${p}LivingRoomNumber`),
  };
  return {
    ...common,
    title: house.houseType,
    currency: str(wire, `${p}PriceCurrency`) as Currency,
    rentPeriod: rent
      ? (str(wire, 'sellerHouseRentPerDayOrOrPerMonth') as ListingView['rentPeriod'])
      : null,
    description: (wire[`${p}Description`] as string | null) ?? null,
    house,
  };
}
