import { ApiProperty } from '@nestjs/swagger';
import { jsonDate } from '../../common/http/json-dates';
import { LISTING_STATUSES, type Listing } from './entities/listing.entity';
import type { ListingSellerFacts } from './listing-sellers';
import { LISTING_TYPES, ListingTypeDef, ListingTypeKey } from './listing-types';

type Column = keyof Listing;

/** Every form field name (post and edit forms of all four types) and the column it fills. */
export const FORM_FIELD_COLUMNS: Record<string, Column> = {
  country: 'country',
  region: 'region',
  city: 'city',
  subcity: 'subcity',
  price: 'price',
  vehicleMake: 'make',
  vehicleModel: 'model',
  vehicleYear: 'year',
  transmision: 'transmission',
  milage: 'mileage',
  bodyType: 'bodyType',
  engine: 'engine',
  plateNumber: 'plateNumber',
  fuel: 'fuel',
  vehicleColor: 'color',
  vehicleDescription: 'description',
  houseType: 'houseType',
  houseArea: 'area',
  bedroomNumber: 'bedrooms',
  bathroomNumber: 'bathrooms',
  livingRoomNumber: 'livingRooms',
  description: 'description',
  houseDescription: 'description',
  priceCurrency: 'currency',
  currency: 'currency',
  perDayOrMonth: 'rentPeriod',
  sellerRentVehiclePerDayOrPerMonth: 'rentPeriod',
  rentDuration: 'rentPeriod',
};

/** The column values a post or edit form sets. */
export function columnsFromForm(form: object): Partial<Listing> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(form)) {
    const column = FORM_FIELD_COLUMNS[field];
    if (column && value !== undefined) columns[column] = value;
  }
  if (!('description' in columns)) columns.description = null;
  return columns;
}

export const IMAGE_COLUMNS = {
  imageFront: 'FrontImage',
  imageBack: 'BackImage',
  imageRight: 'RightImage',
  imageLeft: 'LeftImage',
} as const;

/** Each photo's 400 px image, as an answer about one listing names it after the type's prefix. */
const PHOTO_THUMBNAIL_COLUMNS: Record<keyof typeof IMAGE_COLUMNS, string> = {
  imageFront: 'FrontThumbnail',
  imageBack: 'BackThumbnail',
  imageRight: 'RightThumbnail',
  imageLeft: 'LeftThumbnail',
};

/**
 * Each photo's 800 px image, named the same way. Every answer names the front one (a card's
 * wider screens), an answer about one listing all four.
 */
const PHOTO_MEDIUM_COLUMNS: Record<keyof typeof IMAGE_COLUMNS, string> = {
  imageFront: 'FrontMediumImage',
  imageBack: 'BackMediumImage',
  imageRight: 'RightMediumImage',
  imageLeft: 'LeftMediumImage',
};

/** The spec's field name for each column, per type (e.g. make → sellerCarRentVehicleMake). */
export function wireFieldsOf(def: ListingTypeDef): [Column, string, 'string' | 'number'][] {
  const p = def.prefix;
  const location: [Column, string, 'string' | 'number'][] = [
    ['country', `${p}Country`, 'string'],
    ['region', `${p}Region`, 'string'],
    ['city', `${p}City`, 'string'],
    ['subcity', `${p}Subcity`, 'string'],
  ];
  if (def.category === 'car') {
    return [
      ['id', `${p}Id`, 'number'],
      ['make', `${p}VehicleMake`, 'string'],
      ['model', `${p}VehicleModel`, 'string'],
      ['year', `${p}VehicleYear`, 'number'],
      ['transmission', 'transmision', 'string'],
      ['mileage', 'milage', 'number'],
      ['bodyType', 'bodyType', 'string'],
      ['engine', 'engine', 'string'],
      ['plateNumber', 'plateNumber', 'string'],
      ['fuel', 'fuel', 'string'],
      ['color', `${p}VehicleColor`, 'string'],
      ['price', `${p}Price`, 'number'],
      ['currency', `${p}VehiclePriceCurrency`, 'string'],
      ...(def.rent
        ? [
            ['rentPeriod', 'sellerRentVehiclePerDayOrPerMonth', 'string'] as [
              Column,
              string,
              'string',
            ],
          ]
        : []),
      ...location,
      ['description', `${p}VehicleDescription`, 'string'],
    ];
  }
  return [
    ['id', `${p}Id`, 'number'],
    ['houseType', `${p}Type`, 'string'],
    ['area', 'sellerHouseArea', 'number'],
    ['price', `${p}Price`, 'number'],
    ['currency', `${p}PriceCurrency`, 'string'],
    ...(def.rent
      ? [
          ['rentPeriod', 'sellerHouseRentPerDayOrOrPerMonth', 'string'] as [
            Column,
            string,
            'string',
          ],
        ]
      : []),
    ['livingRooms', `${p}LivingRoomNumber`, 'number'],
    ['bedrooms', `${p}BedroomNumber`, 'number'],
    ['bathrooms', `${p}BatchRoomNumber`, 'number'],
    ...location,
    ['description', `${p}Description`, 'string'],
  ];
}

export interface ImageUrls {
  urlOf(key: string): string;
}

/** The 400 px size of a photo; a preview (JPEG, until the WebP sizes exist) stands in for it. */
export function thumbnailKeyOf(largeKey: string): string {
  return largeKey.replace(/\.webp$/, '-thumb.webp');
}

/** The 800 px size of a photo; a preview, itself at most 800 px, stands in for it. */
export function mediumKeyOf(largeKey: string): string {
  return largeKey.replace(/\.webp$/, '-medium.webp');
}

/** A listing with every column, as other modules read it (through ListingsService only). */
export type ListingRecord = Listing;

/** Where a listing stands, sent under the same names on every type. */
const LIFECYCLE_COLUMNS = ['status', 'statusReason', 'expiresAt'] as const;

/** The columns a listing's wire shape is made of. */
export type ListingRow = Pick<
  Listing,
  | 'type'
  | 'postHash'
  | 'sellerId'
  | 'createdAt'
  | 'status'
  | 'mediumPhotos'
  | keyof typeof IMAGE_COLUMNS
> &
  Partial<Listing>;

/** One type's wire shape, worked out once rather than for every listing sent. */
interface WireShape {
  fields: [Column, string][];
  images: [Column, string][];
  thumbnail: string;
  /** The front photo's 800 px image, named in every answer. */
  frontMedium: string;
  /** Each photo's 400 px and 800 px images, named in an answer about one listing. */
  photoSizes: { column: Column; thumbnail: string; medium: string }[];
  addedDate: string;
  /** The columns to read for it, in no particular order. */
  columns: Column[];
  /** Each variant's starting object (see wireTemplatesOf), by wireVariant. */
  templates: Record<string, unknown>[];
}

/** The keys a listing's answer may lack: the seller's e-mail, the front photo's 800 px image. */
const WITH_EMAIL = 1;
const WITH_FRONT_MEDIUM = 2;

function wireVariant(hasEmail: boolean, hasFrontMedium: boolean): number {
  return (hasEmail ? WITH_EMAIL : 0) | (hasFrontMedium ? WITH_FRONT_MEDIUM : 0);
}

/**
 * The keys of a type's answer in their order, one object per variant. A listing's answer starts
 * as a copy of its variant's object and only fills in keys it already has: an object that gets
 * some forty keys added one by one under computed names is turned by V8 into a dictionary, slower
 * to fill, to read and to turn into JSON than one whose keys were all there from the start.
 */
function wireTemplatesOf(
  def: ListingTypeDef,
  shape: Omit<WireShape, 'templates' | 'columns'>,
): Record<string, unknown>[] {
  return [0, 1, 2, 3].map((variant) => {
    const keys = [
      'type',
      'postHash',
      'sellerId',
      'sellerHash',
      'sellerPhoneVerified',
      ...(variant & WITH_EMAIL ? ['email'] : []),
      ...shape.fields.map(([, name]) => name),
      ...(def.category === 'house' ? ['currency'] : []),
      ...shape.images.map(([, name]) => name),
      shape.thumbnail,
      ...(variant & WITH_FRONT_MEDIUM ? [shape.frontMedium] : []),
      shape.addedDate,
      ...LIFECYCLE_COLUMNS,
    ];
    return Object.fromEntries(keys.map((key) => [key, null]));
  });
}

const WIRE_SHAPES = Object.fromEntries(
  Object.values(LISTING_TYPES).map((def): [ListingTypeKey, WireShape] => {
    const fields = wireFieldsOf(def).map(([column, name]): [Column, string] => [column, name]);
    const images = Object.entries(IMAGE_COLUMNS).map(([column, suffix]): [Column, string] => [
      column as Column,
      `${def.prefix}${suffix}`,
    ]);
    const columns: Column[] = [
      'type',
      'postHash',
      'sellerId',
      ...fields.map(([column]) => column),
      ...images.map(([column]) => column),
      'mediumPhotos',
      ...LIFECYCLE_COLUMNS,
      'createdAt',
    ];
    const shape = {
      fields,
      images,
      thumbnail: `${def.prefix}Thumbnail`,
      frontMedium: `${def.prefix}${PHOTO_MEDIUM_COLUMNS.imageFront}`,
      photoSizes: (Object.keys(IMAGE_COLUMNS) as (keyof typeof IMAGE_COLUMNS)[]).map((column) => ({
        column,
        thumbnail: `${def.prefix}${PHOTO_THUMBNAIL_COLUMNS[column]}`,
        medium: `${def.prefix}${PHOTO_MEDIUM_COLUMNS[column]}`,
      })),
      addedDate: `${def.prefix}AddedDate`,
    };
    return [
      def.key,
      { ...shape, columns: [...new Set(columns)], templates: wireTemplatesOf(def, shape) },
    ];
  }),
) as Record<ListingTypeKey, WireShape>;

const ANY_TYPE_COLUMNS = [...new Set(Object.values(WIRE_SHAPES).flatMap((s) => s.columns))];

/** The columns to select for the wire shape of one type, or of any type. */
export function wireColumnsOf(type?: ListingTypeKey): Column[] {
  return type ? WIRE_SHAPES[type].columns : ANY_TYPE_COLUMNS;
}

/**
 * A listing as the API shows it: the spec's field names of its type, image URLs, and what the
 * reader may see of its seller (the hash always, the e-mail only when given).
 */
export function toWire(
  listing: ListingRow,
  images: ImageUrls,
  seller: ListingSellerFacts,
): Record<string, unknown> {
  const shape = WIRE_SHAPES[listing.type];
  const hasEmail = seller.email !== undefined;
  const wire = { ...shape.templates[wireVariant(hasEmail, listing.mediumPhotos)] };
  wire.type = listing.type;
  wire.postHash = listing.postHash;
  wire.sellerId = listing.sellerId;
  wire.sellerHash = seller.sellerHash;
  wire.sellerPhoneVerified = seller.phoneVerified;
  if (hasEmail) wire.email = seller.email;
  for (const [column, name] of shape.fields) wire[name] = listing[column];
  // The spec's house entity calls its currency `currency`, beside the prefixed name.
  if (LISTING_TYPES[listing.type].category === 'house') wire.currency = listing.currency;
  for (const [column, name] of shape.images) wire[name] = images.urlOf(listing[column] as string);
  wire[shape.thumbnail] = images.urlOf(thumbnailKeyOf(listing.imageFront));
  if (listing.mediumPhotos) wire[shape.frontMedium] = images.urlOf(mediumKeyOf(listing.imageFront));
  // Dates go out as their JSON text: a list's answer is much quicker to write that way.
  wire[shape.addedDate] = jsonDate(listing.createdAt);
  wire.status = listing.status;
  wire.statusReason = listing.statusReason ?? null;
  wire.expiresAt = listing.expiresAt ? jsonDate(listing.expiresAt) : null;
  return wire;
}

/**
 * What an answer about one listing adds to its wire shape: each photo's 400 px image
 * (sellerCarRentFrontThumbnail, …) for the page's strip of photos, and its 800 px image
 * (sellerCarRentFrontMediumImage, …) for a phone's screen, once the listing's photos have that size.
 * Lists leave them out but the front one's: a card shows only that photo.
 */
export function photoSizesOf(listing: ListingRow, images: ImageUrls): Record<string, string> {
  const sizes: Record<string, string> = {};
  for (const { column, thumbnail, medium } of WIRE_SHAPES[listing.type].photoSizes) {
    const key = listing[column] as string;
    sizes[thumbnail] = images.urlOf(thumbnailKeyOf(key));
    if (listing.mediumPhotos) sizes[medium] = images.urlOf(mediumKeyOf(key));
  }
  return sizes;
}

/**
 * A row selected with `wireColumnsOf` (each column under its own name) as TypeORM would have
 * hydrated it: DECIMAL price as a number (mysql2 gives a string), SQLite's UTC datetime text as
 * a Date.
 */
export function listingRowOf(raw: Record<string, unknown>): ListingRow {
  const row = raw as unknown as ListingRow;
  if (typeof raw.price === 'string') row.price = Number(raw.price);
  if (typeof raw.createdAt === 'string') row.createdAt = utcDate(raw.createdAt);
  if (typeof raw.expiresAt === 'string') row.expiresAt = utcDate(raw.expiresAt);
  // Both engines give a boolean column as 0 or 1.
  if (typeof raw.mediumPhotos === 'number') row.mediumPhotos = raw.mediumPhotos === 1;
  return row;
}

/** SQLite keeps datetimes as UTC text ('YYYY-MM-DD HH:MM:SS.SSS'); read as TypeORM reads them. */
function utcDate(text: string): Date {
  // Its usual shape read digit by digit: a browse page reads two of these a listing, and this
  // costs under half of the way below (two patterns, a string built, the date parser).
  if (SQLITE_DATETIME.test(text)) {
    return new Date(
      Date.UTC(
        digitsAt(text, 0, 4),
        digitsAt(text, 5, 7) - 1,
        digitsAt(text, 8, 10),
        digitsAt(text, 11, 13),
        digitsAt(text, 14, 16),
        digitsAt(text, 17, 19),
        digitsAt(text, 20, 23),
      ),
    );
  }
  let value = text;
  if (/^\d\d\d\d-\d\d-\d\d \d\d:\d\d/.test(value)) value = value.replace(' ', 'T');
  if (/^\d\d\d\d-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d\d\d)?)?$/.test(value)) value += 'Z';
  return new Date(value);
}

/** How SQLite's datetime text usually reads. */
const SQLITE_DATETIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/;

/** The whole number the decimal digits from `start` to `end` write. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

const PRICE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * One line that still says what was rented or sold once the listing is gone (the history
 * record's message): 'Toyota Vitz 2015 (AA-2-B12345) rented for 2,500 ETB per day'.
 */
export function describeDeal(listing: Listing): string {
  const def = LISTING_TYPES[listing.type];
  const what =
    def.category === 'car'
      ? `${listing.make} ${listing.model} ${listing.year} (${listing.plateNumber})`
      : `${listing.houseType}, ${listing.area} m², ${listing.subcity}, ${listing.city}`;
  const period = def.rent && listing.rentPeriod ? ` ${listing.rentPeriod}` : '';
  return `${what} ${def.doneVerb} for ${PRICE.format(listing.price)} ${listing.currency}${period}`;
}

/** OpenAPI classes for the per-type listing shapes, built from the same field table. */
function buildResponseSchema(def: ListingTypeDef): new () => object {
  const name = `${def.key[0].toUpperCase()}${def.key.slice(1)}Listing`;
  const schema = { [name]: class {} }[name];
  const property = (key: string, options: Parameters<typeof ApiProperty>[0]) =>
    ApiProperty(options)(schema.prototype, key);
  property('type', { enum: [def.key] });
  property('postHash', { type: 'string' });
  property('sellerId', { type: 'number' });
  property('sellerHash', {
    type: 'string',
    nullable: true,
    description: "The seller's public hash.",
  });
  property('sellerPhoneVerified', {
    type: 'boolean',
    description: "Whether the seller's phone number was confirmed by an SMS code.",
  });
  property('email', {
    type: 'string',
    required: false,
    description:
      "The seller's e-mail: only for the listing's own seller, staff, and buyers with access to the seller.",
  });
  if (def.category === 'house') {
    property('currency', {
      enum: ['ETB', 'USD'],
      description: `The same as ${def.prefix}PriceCurrency.`,
    });
  }
  for (const [column, wireName, type] of wireFieldsOf(def)) {
    property(wireName, { type, nullable: column === 'description' });
  }
  for (const suffix of Object.values(IMAGE_COLUMNS)) {
    property(`${def.prefix}${suffix}`, {
      type: 'string',
      description: 'URL of the image (≤ 1600 px).',
    });
  }
  property(`${def.prefix}Thumbnail`, {
    type: 'string',
    description: 'URL of the 400 px card image.',
  });
  for (const suffix of Object.values(PHOTO_THUMBNAIL_COLUMNS)) {
    property(`${def.prefix}${suffix}`, {
      type: 'string',
      required: false,
      description: 'URL of the photo at 400 px; only in an answer about one listing.',
    });
  }
  for (const [column, suffix] of Object.entries(PHOTO_MEDIUM_COLUMNS)) {
    property(`${def.prefix}${suffix}`, {
      type: 'string',
      required: false,
      description:
        column === 'imageFront'
          ? 'URL of the front photo at 800 px, once it has that size.'
          : 'URL of the photo at 800 px, once it has that size; only in an answer about one listing.',
    });
  }
  property(`${def.prefix}AddedDate`, {
    type: 'string',
    format: 'date-time',
    description: 'When it was posted, or last renewed.',
  });
  property('status', {
    enum: LISTING_STATUSES,
    description:
      'active: public. pending: awaiting a moderator. hidden: hidden by a moderator (statusReason says why). expired: renew it to bring it back. Only its seller and staff see it other than active.',
  });
  property('statusReason', {
    type: 'string',
    nullable: true,
    description: 'Why a moderator hid it; null otherwise.',
  });
  property('expiresAt', {
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When it expires unless renewed.',
  });
  return schema;
}

export const LISTING_SCHEMAS = Object.fromEntries(
  Object.values(LISTING_TYPES).map((def) => [def.key, buildResponseSchema(def)]),
) as Record<ListingTypeKey, new () => object>;
