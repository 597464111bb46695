import type { ListingType } from '../listings/listing-types';

const GROUP_NAMES: Record<ListingType, string> = {
  carRent: 'Car Rent',
  houseRent: 'House Rent',
  carSell: 'Car Sell',
  houseSell: 'House Sell',
};

/** A history record as the history endpoints send it. */
export const historyRecord = (type: ListingType, historyId: number, buyerFirstName: string) => ({
  historyId,
  type: GROUP_NAMES[type],
  listingType: type,
  postHash: `p${historyId}`,
  date: new Date(2026, 10, 2, 14, 30).toISOString(),
  sellerId: 1,
  sellerFirstName: 'Abebe',
  sellerLastName: 'Kebede',
  sellerPhoneNumber: '+251911234567',
  buyerId: 20 + historyId,
  buyerFirstName,
  buyerLastName: 'Alemu',
  buyerPhoneNumber: '+251944556677',
  message: `Deal ${historyId}`,
});

/**
 * A mock handler answering one group, as the server does when asked with `type`: car rent has one
 * record more than a page (Meron on page 1, Yonas on page 2), house rent none, the sales one each.
 */
export const historyReply =
  (pageSize: number) =>
  (_: unknown, url: URL): [number, unknown] => {
    const type = url.searchParams.get('type') as ListingType;
    const page = Number(url.searchParams.get('page'));
    const rows = {
      carRent: [historyRecord('carRent', page === 1 ? 1 : 9, page === 1 ? 'Meron' : 'Yonas')],
      houseRent: [],
      carSell: [historyRecord('carSell', 2, 'Dawit')],
      houseSell: [historyRecord('houseSell', 3, 'Sara')],
    }[type];
    const total = type === 'carRent' ? pageSize + 1 : rows.length;
    return [
      200,
      { status: 'success', data: { [type]: rows }, meta: { [type]: { page, pageSize, total } } },
    ];
  };
