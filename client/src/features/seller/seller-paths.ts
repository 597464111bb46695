import type { ListingType } from '../listings/listing-types';

/** The post forms keep the spec's historic path names, which do not follow the type keys. */
export const POST_PATH: Record<ListingType, string> = {
  carRent: '/seller/postRentCar',
  carSell: '/seller/postSellCar',
  houseRent: '/seller/postHouseRent',
  houseSell: '/seller/postSellHouse',
};

export const DASHBOARD_PATH = '/seller/adminPost';
export const SUBSCRIBE_PATH = '/seller/subscribe';
export const REQUEST_PATH = '/seller/request';
export const HISTORY_PATH = '/seller/history';

export const ownListPath = (type: ListingType) => `/seller/${type}`;
export const editPath = (type: ListingType, postHash: string) =>
  `/seller/${type}/edit/${encodeURIComponent(postHash)}`;
export const deletePath = (type: ListingType, postHash: string) =>
  `/seller/${type}/delete/${encodeURIComponent(postHash)}`;

/** 'Mark as rented/sold' pages keep the spec's paths: /car/rent/postHistory/{postHash}, … */
export const MARK_DONE_PATH: Record<ListingType, string> = {
  carRent: '/car/rent/postHistory',
  carSell: '/car/sell/postHistory',
  houseRent: '/house/rent/postHistory',
  houseSell: '/house/sell/postHistory',
};
/** The mark-as page of a listing, with a buyer chosen already when one is given. */
export const markDonePath = (type: ListingType, postHash: string, buyerId?: number) =>
  `${MARK_DONE_PATH[type]}/${encodeURIComponent(postHash)}${buyerId ? `?buyerId=${buyerId}` : ''}`;

/** What the own list shows after an edit or a delete sent the seller back to it. */
export interface ListNotice {
  notice?: string;
}
