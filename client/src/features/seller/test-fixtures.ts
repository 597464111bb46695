import type { ListingWireOf } from '../listings/listing-types';

/** Listings as the server sends them (the spec's per-type names), for the seller tests. */
const ADDED_DATE = new Date().toISOString();

export const CAR_RENT_WIRE = {
  type: 'carRent',
  postHash: 'abc123',
  sellerId: 1,
  sellerHash: '01HSELLERHASH0000000000001',
  email: 'abebe@example.et',
  sellerCarRentId: 5,
  sellerCarRentVehicleMake: 'Toyota',
  sellerCarRentVehicleModel: 'Vitz',
  sellerCarRentVehicleYear: 2015,
  transmision: 'Automatic',
  milage: 85000,
  bodyType: 'Hatchback',
  engine: '1.3L',
  plateNumber: 'AA-2-12345',
  fuel: 'Petrol',
  sellerCarRentVehicleColor: 'White',
  sellerCarRentPrice: 2500,
  sellerCarRentVehiclePriceCurrency: 'ETB',
  sellerRentVehiclePerDayOrPerMonth: 'per day',
  sellerCarRentCountry: 'Ethiopia',
  sellerCarRentRegion: 'Addis Ababa',
  sellerCarRentCity: 'Addis Ababa',
  sellerCarRentSubcity: 'Bole',
  sellerCarRentVehicleDescription: 'Clean and reliable',
  sellerCarRentFrontImage: '/uploads/front.webp',
  sellerCarRentBackImage: '/uploads/back.webp',
  sellerCarRentRightImage: '/uploads/right.webp',
  sellerCarRentLeftImage: '/uploads/left.webp',
  sellerCarRentThumbnail: '/uploads/thumb.webp',
  sellerCarRentAddedDate: ADDED_DATE,
} satisfies ListingWireOf<'carRent'>;

export const HOUSE_RENT_WIRE = {
  type: 'houseRent',
  postHash: 'h1',
  sellerId: 1,
  sellerHash: '01HSELLERHASH0000000000001',
  currency: 'USD',
  sellerHouseRentId: 7,
  sellerHouseRentType: 'Villa',
  sellerHouseArea: 250,
  sellerHouseRentPrice: 40000,
  sellerHouseRentPriceCurrency: 'USD',
  sellerHouseRentPerDayOrOrPerMonth: 'per month',
  sellerHouseRentLivingRoomNumber: 2,
  sellerHouseRentBedroomNumber: 4,
  sellerHouseRentBatchRoomNumber: 3,
  sellerHouseRentCountry: 'Ethiopia',
  sellerHouseRentRegion: 'Oromia',
  sellerHouseRentCity: 'Adama',
  sellerHouseRentSubcity: 'Dabe',
  sellerHouseRentDescription: 'Big garden',
  sellerHouseRentFrontImage: '/uploads/front.webp',
  sellerHouseRentBackImage: '/uploads/back.webp',
  sellerHouseRentRightImage: '/uploads/right.webp',
  sellerHouseRentLeftImage: '/uploads/left.webp',
  sellerHouseRentThumbnail: '/uploads/thumb.webp',
  sellerHouseRentAddedDate: ADDED_DATE,
} satisfies ListingWireOf<'houseRent'>;

export const HOUSE_SELL_WIRE = {
  type: 'houseSell',
  postHash: 'hs9',
  sellerId: 1,
  sellerHash: '01HSELLERHASH0000000000001',
  currency: 'ETB',
  sellerHouseSellId: 9,
  sellerHouseSellType: 'Apartment',
  sellerHouseArea: 120,
  sellerHouseSellPrice: 9000000,
  sellerHouseSellPriceCurrency: 'ETB',
  sellerHouseSellLivingRoomNumber: 1,
  sellerHouseSellBedroomNumber: 3,
  sellerHouseSellBatchRoomNumber: 2,
  sellerHouseSellCountry: 'Ethiopia',
  sellerHouseSellRegion: 'Addis Ababa',
  sellerHouseSellCity: 'Addis Ababa',
  sellerHouseSellSubcity: 'Yeka',
  sellerHouseSellDescription: null,
  sellerHouseSellFrontImage: '/uploads/front.webp',
  sellerHouseSellBackImage: '/uploads/back.webp',
  sellerHouseSellRightImage: '/uploads/right.webp',
  sellerHouseSellLeftImage: '/uploads/left.webp',
  sellerHouseSellThumbnail: '/uploads/thumb.webp',
  sellerHouseSellAddedDate: ADDED_DATE,
} satisfies ListingWireOf<'houseSell'>;

export const pageOf = (data: unknown[], total = data.length, page = 1) =>
  [200, { status: 'success', data, meta: { page, pageSize: 12, total } }] as [number, unknown];

/** GET /api/seller/subscription's reply for a seller credited at least once. */
export const subscriptionReply = (amount: number, freeTrialUsed: 0 | 1 | null = 1) =>
  [
    200,
    {
      status: 'Subscription found',
      data: {
        sellerId: 1,
        sellerSubscriptionAmount: amount,
        sellerSubscriptionCurrency: 'ETB',
        sellerSubscriptionDate: '2026-01-10T09:00:00.000Z',
        freeTrialUsed,
      },
    },
  ] as [number, unknown];
