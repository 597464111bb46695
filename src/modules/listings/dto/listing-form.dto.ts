import { IsOptional, Matches, MaxLength } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import {
  ChoiceAlias,
  OptionalFormText,
  RequiredChoice,
  RequiredFormNumber,
  RequiredFormText,
} from '../../../common/validation/listing-fields';
import { VALIDATION_ERRORS } from '../../../common/validation/messages';
import { LISTING_ERRORS } from '../listing-errors';

export const CURRENCIES = ['ETB', 'USD'] as const;
export const RENT_PERIODS = ['per day', 'per month'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type RentPeriod = (typeof RENT_PERIODS)[number];

const THIS_YEAR = new Date().getFullYear();
const MAX_PRICE = 1_000_000_000;

/**
 * Fields every post and edit form sends. Fields are declared in the forms' order, so a message
 * naming several missing fields names them in that order.
 */
class ListingFormBase {
  /** Optional: when present it must be the signed-in seller's own id. */
  @IsOptional()
  sellerId?: string;

  /** Client-generated identifier (timestamp plus random string); the server makes one if absent. */
  @IsOptional()
  @MaxLength(64, withCode(VALIDATION_ERRORS.TOO_LONG({ max: 64 })))
  @Matches(/^[A-Za-z0-9_-]+$/, withCode(LISTING_ERRORS.POST_HASH_INVALID()))
  postHash?: string;

  @RequiredFormText(60) country: string;
  @RequiredFormText(60) region: string;
  @RequiredFormText(60) city: string;
  @RequiredFormText(60) subcity: string;
}

class CarFields extends ListingFormBase {
  @RequiredFormText(60) vehicleMake: string;
  @RequiredFormText(60) vehicleModel: string;
  @RequiredFormNumber(1950, THIS_YEAR + 1, { integer: true }) vehicleYear: number;
  /** Spelt so (transmission). */
  @RequiredFormText(30) transmision: string;
  /** Spelt so (mileage), in km. */
  @RequiredFormNumber(0, 3_000_000, { integer: true }) milage: number;
  @RequiredFormText(40) bodyType: string;
  @RequiredFormText(40) engine: string;
  @RequiredFormText(20) plateNumber: string;
  @RequiredFormText(30) fuel: string;
  @RequiredFormText(30) vehicleColor: string;
  @RequiredFormNumber(1, MAX_PRICE) price: number;
  @RequiredChoice(CURRENCIES) priceCurrency: Currency;
  @OptionalFormText(5000) vehicleDescription?: string;
}

class HouseFields extends ListingFormBase {
  @RequiredFormText(60) houseType: string;
  /** m² */
  @RequiredFormNumber(1, 1_000_000, { integer: true }) houseArea: number;
  @RequiredFormNumber(0, 100, { integer: true }) bedroomNumber: number;
  @RequiredFormNumber(0, 100, { integer: true }) bathroomNumber: number;
  @RequiredFormNumber(0, 100, { integer: true }) livingRoomNumber: number;
  @RequiredFormNumber(1, MAX_PRICE) price: number;
}

/** POST /api/seller/carSell (multipart, with the four images). */
export class CarSellFormDto extends CarFields {}

/** POST /api/seller/carRent (multipart, with the four images). */
export class CarRentFormDto extends CarFields {
  @RequiredChoice(RENT_PERIODS) perDayOrMonth: RentPeriod;
}

/** PUT /api/perSeller/carRent/{postHash}: the post keys, the duration under its stored name. */
export class CarRentEditDto extends CarFields {
  @RequiredChoice(RENT_PERIODS) sellerRentVehiclePerDayOrPerMonth: RentPeriod;
}

/** POST /api/seller/houseSell (multipart, with the four images). */
export class HouseSellFormDto extends HouseFields {
  @RequiredChoice(CURRENCIES, { alias: 'priceCurrency' }) currency: Currency;
  /** The edit form's name for `currency`, accepted here too. */
  @ChoiceAlias('currency', CURRENCIES, LISTING_ERRORS.ALIAS_MISMATCH({ other: 'currency' }))
  priceCurrency?: Currency;
  @OptionalFormText(5000) description?: string;
}

/** POST /api/seller/houseRent (multipart, with the four images). */
export class HouseRentFormDto extends HouseSellFormDto {
  @RequiredChoice(RENT_PERIODS) perDayOrMonth: RentPeriod;
}

/** PUT /api/perSeller/houseSell/{postHash}: as the edit form names its fields. */
export class HouseSellEditDto extends HouseFields {
  @RequiredChoice(CURRENCIES, { alias: 'currency' }) priceCurrency: Currency;
  /** The spec's house entity names the currency `currency`: accepted here too. */
  @ChoiceAlias(
    'priceCurrency',
    CURRENCIES,
    LISTING_ERRORS.ALIAS_MISMATCH({ other: 'priceCurrency' }),
  )
  currency?: Currency;
  @OptionalFormText(5000) houseDescription?: string;
}

/** PUT /api/perSeller/houseRent/{postHash}. */
export class HouseRentEditDto extends HouseSellEditDto {
  @RequiredChoice(RENT_PERIODS) rentDuration: RentPeriod;
}
