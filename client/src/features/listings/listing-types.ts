import type { components, paths } from '../../api/schema';
import { currencyOf, type Currency } from '../../shared/format/money';

type Schemas = components['schemas'];

/** A listing as the server sends it: the spec's per-type field names, from the API schema. */
export type ListingWire =
  | Schemas['CarRentListing']
  | Schemas['CarSellListing']
  | Schemas['HouseRentListing']
  | Schemas['HouseSellListing'];
export type ListingType = ListingWire['type'];
export type ListingWireOf<T extends ListingType> = Extract<ListingWire, { type: T }>;

/** The post's form fields; its multipart body also carries the four images. */
export type ListingPostBody<T extends ListingType> = Schemas[`${Capitalize<T>}FormDto`];
type ListingPostMultipart<T extends ListingType> =
  paths[`/api/seller/${T}`]['post']['requestBody']['content']['multipart/form-data'];
/** The post's image fields (frontImage, …). */
export type ListingPostImage = Exclude<
  keyof ListingPostMultipart<ListingType>,
  keyof ListingPostBody<ListingType>
>;
/** The edit's JSON body; the spec renames some post fields in it, per type. */
export type ListingEditBody<T extends ListingType> =
  paths[`/api/perSeller/${T}/{postHash}`]['put']['requestBody']['content']['application/json'];

export type RentPeriod = ListingPostBody<'carRent'>['perDayOrMonth'];

export const LISTING_TYPES: ListingType[] = ['carRent', 'houseRent', 'carSell', 'houseSell'];

/** The start of a type's wire names: sellerCarRent for sellerCarRentPrice. */
type WirePrefix<T extends ListingType> = `seller${Capitalize<T>}`;

interface TypeInfo<T extends ListingType> {
  category: 'car' | 'house';
  rent: boolean;
  prefix: WirePrefix<T>;
  /** Buyer browse page, e.g. /getCarRent. */
  browsePath: string;
  /** Buyer detail route segment: /seller/{segment}/{postHash}. */
  segment: string;
  /** i18n key of the plural title, e.g. 'Cars for Rent'. */
  titleKey: string;
}

export const TYPE_INFO: { [T in ListingType]: TypeInfo<T> } = {
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

/** The four photos every listing has. */
export type PhotoSide = 'front' | 'back' | 'right' | 'left';

/** A listing of any type with plain names: the one shape the pages and cards work with. */
export interface ListingView {
  type: ListingType;
  postHash: string;
  sellerId: number;
  /** For the link to the seller's public profile (null if the seller is gone). */
  sellerHash: string | null;
  /** The seller's phone number was confirmed by an SMS code. */
  sellerPhoneVerified: boolean;
  /** Public when 'active'; its seller (and staff) also see it pending, hidden or expired. */
  status: ListingWire['status'];
  /** Why a moderator hid it (shown to its seller); null otherwise. */
  statusReason: string | null;
  /** When it leaves the public pages unless renewed (ISO); null before its first expiry is set. */
  expiresAt: string | null;
  /** 'Toyota Vitz' or 'Villa'. */
  title: string;
  price: number;
  currency: Currency;
  rentPeriod: RentPeriod | null;
  country: string;
  region: string;
  city: string;
  subcity: string;
  description: string | null;
  images: Record<PhotoSide, string>;
  /** Each photo at 400 px: only in an answer about one listing (a list names the front one). */
  photoThumbnails?: Record<PhotoSide, string>;
  /**
   * Each photo at 800 px, once the listing's photos have that size: all four in an answer about
   * one listing, the front one in a list.
   */
  mediumImages?: Partial<Record<PhotoSide, string>>;
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

/** A listing with its type's prefix taken off the names: `sellerCarRentPrice` is read as `Price`. */
type Unprefixed<W extends ListingWire> = W extends ListingWire
  ? { [K in keyof W as K extends `${WirePrefix<W['type']>}${infer Rest}` ? Rest : K]: W[K] }
  : never;

function unprefixed<W extends ListingWire>(wire: W): Unprefixed<W> {
  const { prefix } = TYPE_INFO[wire.type];
  return Object.fromEntries(
    Object.entries(wire).map(([key, value]) => [
      key.startsWith(prefix) ? key.slice(prefix.length) : key,
      value,
    ]),
  ) as Unprefixed<W>;
}

/**
 * The one mapping from the spec's per-type names (sellerCarRentVehicleMake, sellerHouseArea, …) to
 * the view; every name is checked against the server's schema.
 */
export function toListingView(wire: ListingWire): ListingView {
  const w = unprefixed(wire);
  const common = {
    type: w.type,
    postHash: w.postHash,
    sellerId: w.sellerId,
    sellerHash: w.sellerHash,
    sellerPhoneVerified: w.sellerPhoneVerified,
    status: w.status,
    statusReason: w.statusReason ?? null,
    expiresAt: w.expiresAt ?? null,
    price: w.Price,
    country: w.Country,
    region: w.Region,
    city: w.City,
    subcity: w.Subcity,
    images: { front: w.FrontImage, back: w.BackImage, right: w.RightImage, left: w.LeftImage },
    ...(w.FrontThumbnail && w.BackThumbnail && w.RightThumbnail && w.LeftThumbnail
      ? {
          photoThumbnails: {
            front: w.FrontThumbnail,
            back: w.BackThumbnail,
            right: w.RightThumbnail,
            left: w.LeftThumbnail,
          },
        }
      : {}),
    ...(w.FrontMediumImage
      ? {
          mediumImages: {
            front: w.FrontMediumImage,
            back: w.BackMediumImage,
            right: w.RightMediumImage,
            left: w.LeftMediumImage,
          },
        }
      : {}),
    thumbnail: w.Thumbnail,
    addedDate: w.AddedDate,
  };
  if (w.type === 'carRent' || w.type === 'carSell') {
    const car = {
      make: w.VehicleMake,
      model: w.VehicleModel,
      year: w.VehicleYear,
      transmission: w.transmision,
      mileage: w.milage,
      bodyType: w.bodyType,
      engine: w.engine,
      plateNumber: w.plateNumber,
      fuel: w.fuel,
      color: w.VehicleColor,
    };
    return {
      ...common,
      title: `${car.make} ${car.model}`,
      currency: currencyOf(w.VehiclePriceCurrency),
      rentPeriod: w.type === 'carRent' ? (w.sellerRentVehiclePerDayOrPerMonth as RentPeriod) : null,
      description: w.VehicleDescription ?? null,
      car,
    };
  }
  const house = {
    houseType: w.Type,
    area: w.sellerHouseArea,
    bedrooms: w.BedroomNumber,
    bathrooms: w.BatchRoomNumber,
    livingRooms: w.LivingRoomNumber,
  };
  return {
    ...common,
    title: house.houseType,
    currency: currencyOf(w.PriceCurrency),
    rentPeriod: w.type === 'houseRent' ? (w.PerDayOrOrPerMonth as RentPeriod) : null,
    description: w.Description ?? null,
    house,
  };
}
