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

/** What the own list shows after an edit or a delete sent the seller back to it. */
export interface ListNotice {
  notice?: string;
}
