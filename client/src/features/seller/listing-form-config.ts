import type { FieldLabeler } from '../../api/client';
import {
  TYPE_INFO,
  type ListingEditBody,
  type ListingPostBody,
  type ListingPostImage,
  type ListingType,
  type ListingView,
} from '../listings/listing-types';
import { CHOICES } from './listing-choices';

export type FieldKind = 'text' | 'number' | 'choice' | 'currency' | 'period' | 'description';
export type FieldSection = 'location' | 'details' | 'price' | 'description';
export type FormMode = 'post' | 'edit';

/**
 * A field's names on the wire, checked against the API schema's bodies of `Types`: the post form's
 * (multipart) name, also the key of the form's values; and the edit body's name where the spec
 * renamed it (a field whose post name the edit body lacks must give one).
 */
type WireNames<Types extends ListingType> =
  | { name: keyof ListingPostBody<Types> & keyof ListingEditBody<Types> & string; editName?: never }
  | {
      name: keyof ListingPostBody<Types> & string;
      editName: keyof ListingEditBody<Types> & string;
    };

/** A form field of `Types`: its names are in each type's bodies, or in the rent type's if rent-only. */
type FieldOf<Types extends ListingType> = {
  labelKey: string;
  kind: FieldKind;
  section: FieldSection;
  /** Shown after the number, e.g. km. */
  unit?: string;
  /**
   * A pick-list's known values (kind 'choice'), stored as they are here so search and filters
   * find them; shown by their labels (seller.options.<name>.<value>). 'Other' takes any text.
   */
  options?: readonly string[];
  autoComplete?: string;
  /** The listing's current value, to fill the edit form. */
  read: (listing: ListingView) => string | number | null | undefined;
} & (
  | ({ rentOnly?: false } & WireNames<Types>)
  | ({ rentOnly: true } & WireNames<Extract<Types, `${string}Rent`>>)
);

type CarField = FieldOf<'carRent' | 'carSell'>;
type HouseField = FieldOf<'houseRent' | 'houseSell'>;
export type FieldSpec = CarField | HouseField;

export const CURRENCIES = ['ETB', 'USD'] as const;
export const RENT_PERIODS = ['per day', 'per month'] as const;

/** Location fields, named alike in every type's bodies. */
const LOCATION: FieldOf<ListingType>[] = [
  {
    name: 'country',
    labelKey: 'listings.fields.country',
    kind: 'text',
    section: 'location',
    autoComplete: 'country-name',
    read: (l) => l.country,
  },
  {
    name: 'region',
    labelKey: 'listings.fields.region',
    kind: 'text',
    section: 'location',
    autoComplete: 'address-level1',
    read: (l) => l.region,
  },
  {
    name: 'city',
    labelKey: 'listings.fields.city',
    kind: 'text',
    section: 'location',
    autoComplete: 'address-level2',
    read: (l) => l.city,
  },
  {
    name: 'subcity',
    labelKey: 'listings.fields.subcity',
    kind: 'text',
    section: 'location',
    autoComplete: 'address-level3',
    read: (l) => l.subcity,
  },
];

const price: FieldOf<ListingType> = {
  name: 'price',
  labelKey: 'listings.fields.price',
  kind: 'number',
  section: 'price',
  read: (l) => l.price,
};

const detail = <Name extends string>(
  name: Name,
  labelKey: string,
  kind: 'text' | 'number',
  read: FieldSpec['read'],
  unit?: string,
) => ({
  name,
  labelKey: `listings.fields.${labelKey}`,
  kind,
  section: 'details' as const,
  read,
  unit,
});

const choice = <Name extends keyof typeof CHOICES>(
  name: Name,
  labelKey: string,
  read: FieldSpec['read'],
) => ({ ...detail(name, labelKey, 'text', read), kind: 'choice' as const, options: CHOICES[name] });

/** Car forms, in the spec's order (which is also the order missing fields are named in). */
const CAR_FIELDS: CarField[] = [
  ...LOCATION,
  detail('vehicleMake', 'make', 'text', (l) => l.car?.make),
  detail('vehicleModel', 'model', 'text', (l) => l.car?.model),
  detail('vehicleYear', 'year', 'number', (l) => l.car?.year),
  choice('transmision', 'transmission', (l) => l.car?.transmission),
  detail('milage', 'mileage', 'number', (l) => l.car?.mileage, 'km'),
  choice('bodyType', 'bodyType', (l) => l.car?.bodyType),
  detail('engine', 'engine', 'text', (l) => l.car?.engine),
  detail('plateNumber', 'plateNumber', 'text', (l) => l.car?.plateNumber),
  choice('fuel', 'fuel', (l) => l.car?.fuel),
  detail('vehicleColor', 'color', 'text', (l) => l.car?.color),
  price,
  {
    name: 'priceCurrency',
    labelKey: 'listings.fields.currency',
    kind: 'currency',
    section: 'price',
    read: (l) => l.currency,
  },
  {
    name: 'perDayOrMonth',
    editName: 'sellerRentVehiclePerDayOrPerMonth',
    labelKey: 'listings.fields.rentPeriod',
    kind: 'period',
    section: 'price',
    rentOnly: true,
    read: (l) => l.rentPeriod,
  },
  {
    name: 'vehicleDescription',
    labelKey: 'listings.fields.description',
    kind: 'description',
    section: 'description',
    read: (l) => l.description,
  },
];

const HOUSE_FIELDS: HouseField[] = [
  ...LOCATION,
  choice('houseType', 'houseType', (l) => l.house?.houseType),
  detail('houseArea', 'area', 'number', (l) => l.house?.area, 'm²'),
  detail('bedroomNumber', 'bedrooms', 'number', (l) => l.house?.bedrooms),
  detail('bathroomNumber', 'bathrooms', 'number', (l) => l.house?.bathrooms),
  detail('livingRoomNumber', 'livingRooms', 'number', (l) => l.house?.livingRooms),
  price,
  {
    name: 'currency',
    editName: 'priceCurrency',
    labelKey: 'listings.fields.currency',
    kind: 'currency',
    section: 'price',
    read: (l) => l.currency,
  },
  {
    name: 'perDayOrMonth',
    editName: 'rentDuration',
    labelKey: 'listings.fields.rentPeriod',
    kind: 'period',
    section: 'price',
    rentOnly: true,
    read: (l) => l.rentPeriod,
  },
  {
    name: 'description',
    editName: 'houseDescription',
    labelKey: 'listings.fields.description',
    kind: 'description',
    section: 'description',
    read: (l) => l.description,
  },
];

export function fieldsOf(type: ListingType): FieldSpec[] {
  const { category, rent } = TYPE_INFO[type];
  return (category === 'car' ? CAR_FIELDS : HOUSE_FIELDS).filter((f) => rent || !f.rentOnly);
}

export const wireName = (field: FieldSpec, mode: FormMode) =>
  mode === 'edit' ? (field.editName ?? field.name) : field.name;

export type FormValues = Record<string, string>;

const DEFAULT_BY_KIND: Record<FieldKind, string> = {
  text: '',
  number: '',
  choice: '',
  currency: 'ETB',
  period: 'per day',
  description: '',
};

export function emptyValues(type: ListingType): FormValues {
  return Object.fromEntries(fieldsOf(type).map((f) => [f.name, DEFAULT_BY_KIND[f.kind]]));
}

export function valuesFromListing(type: ListingType, listing: ListingView): FormValues {
  return Object.fromEntries(
    fieldsOf(type).map((f) => {
      const value = f.read(listing);
      return [
        f.name,
        value === null || value === undefined ? DEFAULT_BY_KIND[f.kind] : String(value),
      ];
    }),
  );
}

/** Wire names of the required fields left empty, in form order (the description is optional). */
export function missingFields(type: ListingType, values: FormValues, mode: FormMode): string[] {
  return fieldsOf(type)
    .filter((f) => f.kind !== 'description' && !values[f.name]?.trim())
    .map((f) => wireName(f, mode));
}

/** The multipart post: fields under their post names; an empty description is left out. */
export function appendPostFields(form: FormData, type: ListingType, values: FormValues): void {
  for (const field of fieldsOf(type)) {
    const value = values[field.name]?.trim() ?? '';
    if (field.kind === 'description' && !value) continue;
    form.append(field.name, value);
  }
}

/** The JSON edit body: numbers as numbers; leaving out the description clears it. */
export function editBody<T extends ListingType>(type: T, values: FormValues): ListingEditBody<T> {
  const body: Record<string, string | number> = {};
  for (const field of fieldsOf(type)) {
    const value = values[field.name]?.trim() ?? '';
    if (field.kind === 'description' && !value) continue;
    body[wireName(field, 'edit')] = field.kind === 'number' ? Number(value) : value;
  }
  // Its names are the schema's (the field tables are checked against it); its values the form's.
  return body as ListingEditBody<T>;
}

/** Server field names (post or edit) back to the form's field names. */
export function formFieldOf(type: ListingType): (serverField: string) => string {
  const byWire = new Map<string, string>();
  for (const f of fieldsOf(type)) {
    byWire.set(f.name, f.name);
    if (f.editName) byWire.set(f.editName, f.name);
  }
  return (field) => byWire.get(field) ?? field;
}

/**
 * How the form names a server field (post or edit name, or a photo) to the user: by its label,
 * in their language.
 */
export function fieldLabeler(type: ListingType, t: (key: string) => string): FieldLabeler {
  const formField = formFieldOf(type);
  const labelKeys = new Map<string, string>(fieldsOf(type).map((f) => [f.name, f.labelKey]));
  return (serverField) => {
    const name = formField(serverField);
    const labelKey = labelKeys.get(name);
    if (labelKey) return t(labelKey);
    return isImageSlot(name) ? t(`seller.images.${name}`) : serverField;
  };
}

export const isImageSlot = (name: string): name is ImageSlot =>
  (IMAGE_SLOTS as readonly string[]).includes(name);

export const IMAGE_SLOTS = [
  'frontImage',
  'backImage',
  'rightImage',
  'leftImage',
] as const satisfies readonly ListingPostImage[];
export type ImageSlot = (typeof IMAGE_SLOTS)[number];

const HASH_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The post's identifier: the time (base 36) plus 16 random letters or digits, well under the
 * server's 64 characters and its letters-digits-dash-underscore rule.
 */
export function generatePostHash(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const random = Array.from(bytes, (b) => HASH_ALPHABET[b % HASH_ALPHABET.length]).join('');
  return `${now.toString(36)}${random}`;
}
