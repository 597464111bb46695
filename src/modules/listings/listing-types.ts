/** The four kinds of listing. Everything per type is data here; the logic is shared. */
export type ListingTypeKey = 'carRent' | 'carSell' | 'houseRent' | 'houseSell';
export type ListingCategory = 'car' | 'house';

export const LISTING_TYPE_KEYS: ListingTypeKey[] = ['carRent', 'carSell', 'houseRent', 'houseSell'];

export const IMAGE_SLOTS = ['frontImage', 'backImage', 'rightImage', 'leftImage'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];
export type ImageColumn = 'imageFront' | 'imageBack' | 'imageRight' | 'imageLeft';

/** The listing column that holds each slot's photo. */
export const SLOT_COLUMN: Record<ImageSlot, ImageColumn> = {
  frontImage: 'imageFront',
  backImage: 'imageBack',
  rightImage: 'imageRight',
  leftImage: 'imageLeft',
};

export interface ListingTypeDef {
  key: ListingTypeKey;
  category: ListingCategory;
  rent: boolean;
  /** The spec's field prefix: sellerCarRent, sellerCarSell, sellerHouseRent, sellerHouseSell. */
  prefix: string;
  /** For messages: 'car rent', 'car sale', 'house rent', 'house sale'. */
  label: string;
  /** 'Car rent', 'Car sale', …: the start of the success message. */
  title: string;
  /** The spec's history record type: 'Car Rent', 'House Rent', 'Car Sell', 'House Sell'. */
  historyType: string;
  /** What a seller records when the deal is done: 'rented' or 'sold'. */
  doneVerb: 'rented' | 'sold';
  /** Another spelling the spec gives the own-listing path (perSeller/HouseRent/{id}). */
  ownPathSpelling?: string;
}

export const LISTING_TYPES: Record<ListingTypeKey, ListingTypeDef> = {
  carRent: {
    key: 'carRent',
    category: 'car',
    rent: true,
    prefix: 'sellerCarRent',
    label: 'car for rent',
    title: 'Car rent',
    historyType: 'Car Rent',
    doneVerb: 'rented',
  },
  carSell: {
    key: 'carSell',
    category: 'car',
    rent: false,
    prefix: 'sellerCarSell',
    label: 'car for sale',
    title: 'Car sale',
    historyType: 'Car Sell',
    doneVerb: 'sold',
  },
  houseRent: {
    key: 'houseRent',
    category: 'house',
    rent: true,
    prefix: 'sellerHouseRent',
    label: 'house for rent',
    title: 'House rent',
    historyType: 'House Rent',
    doneVerb: 'rented',
    ownPathSpelling: 'HouseRent',
  },
  houseSell: {
    key: 'houseSell',
    category: 'house',
    rent: false,
    prefix: 'sellerHouseSell',
    label: 'house for sale',
    title: 'House sale',
    historyType: 'House Sell',
    doneVerb: 'sold',
  },
};
