import request from 'supertest';
import type { App } from 'supertest/types';
import { ListingPhotos } from '../../src/modules/listings/images/listing-photos.service';
import { StagedPhotos } from '../../src/modules/listings/images/staged-photos';
import { jpegPhoto } from './images';
import type { TestApp } from './test-app';

export type ListingType = 'carRent' | 'carSell' | 'houseRent' | 'houseSell';

export function carForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    country: 'Ethiopia',
    region: 'Addis Ababa',
    city: 'Addis Ababa',
    subcity: 'Bole',
    vehicleMake: 'Toyota',
    vehicleModel: 'Vitz',
    vehicleYear: '2015',
    transmision: 'Automatic',
    milage: '84000',
    bodyType: 'Hatchback',
    engine: '1.3L',
    plateNumber: 'AA-2-B12345',
    fuel: 'Petrol',
    vehicleColor: 'Silver',
    price: '1850000',
    priceCurrency: 'ETB',
    vehicleDescription: 'One owner, full service history.',
    ...overrides,
  };
}

export function houseForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    country: 'Ethiopia',
    region: 'Oromia',
    city: 'Adama',
    subcity: 'Bole Kifle Ketema',
    houseType: 'Villa',
    houseArea: '250',
    bedroomNumber: '4',
    bathroomNumber: '3',
    livingRoomNumber: '2',
    price: '45000',
    currency: 'ETB',
    description: 'Quiet street, garden and parking.',
    ...overrides,
  };
}

export function formFor(type: ListingType, overrides: Record<string, string> = {}) {
  const rent: Record<string, string> = type.endsWith('Rent') ? { perDayOrMonth: 'per month' } : {};
  return type.startsWith('car')
    ? carForm({ ...rent, ...overrides })
    : houseForm({ ...rent, ...overrides });
}

let photo: Promise<Buffer> | undefined;
export const samplePhoto = () => (photo ??= jpegPhoto());

/** Posts a listing as the given seller (multipart with four images unless told otherwise). */
export async function postListing(
  http: App,
  token: string,
  type: ListingType,
  fields: Record<string, string>,
  images?: Partial<Record<'frontImage' | 'backImage' | 'rightImage' | 'leftImage', Buffer>>,
) {
  const req = request(http).post(`/api/seller/${type}`).set('x-access-token', token);
  for (const [key, value] of Object.entries(fields)) void req.field(key, value);
  const bytes = await samplePhoto();
  const files = images ?? {
    frontImage: bytes,
    backImage: bytes,
    rightImage: bytes,
    leftImage: bytes,
  };
  for (const [slot, buffer] of Object.entries(files)) void req.attach(slot, buffer, `${slot}.jpg`);
  return req;
}

/** Posts a listing of the type with the default form and returns its postHash. */
export async function postedHash(http: App, token: string, type: ListingType): Promise<string> {
  const res = await postListing(http, token, type, formFor(type));
  if (res.status !== 201) throw new Error(`Posting a ${type} failed: ${JSON.stringify(res.body)}`);
  return (res.body as { data: { postHash: string } }).data.postHash;
}

/**
 * Waits until the photos posted so far have their WebP sizes (derived after a post is answered),
 * and those uploaded before a post have theirs.
 */
export async function photosDerived(t: TestApp): Promise<void> {
  await Promise.all([t.app.get(StagedPhotos).idle(), t.app.get(ListingPhotos).idle()]);
}
