import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { ListingType } from '../../listings/listing-types';

export type HistoryRecord = components['schemas']['HistoryRecordView'];
type PageMeta = components['schemas']['PageMeta'];

export interface HistoryPage {
  records: HistoryRecord[];
  meta: PageMeta;
}

export const HISTORY_PAGE_SIZE = 10;

export const historyKeys = {
  all: ['history'] as const,
  group: (type: ListingType, page: number) => [...historyKeys.all, type, page] as const,
};

export const historyApi = {
  /** One of the four groups (car rent, house rent, car sell, house sell), paged on its own. */
  async group(type: ListingType, page: number, fallback: string): Promise<HistoryPage> {
    const reply = await unwrap(
      api.GET('/api/seller/histroy', {
        params: { query: { type, page, pageSize: HISTORY_PAGE_SIZE } },
      }),
      fallback,
    );
    return {
      records: reply.data[type] ?? [],
      meta: reply.meta[type] ?? { page, pageSize: HISTORY_PAGE_SIZE, total: 0 },
    };
  },

  /** Marks the listing rented or sold to the buyer; returns the server's success message. */
  async markDone(
    type: ListingType,
    body: { buyerId: number; postHash: string },
    fallback: string,
  ): Promise<string> {
    const reply = await unwrap(
      api.POST('/api/success/{type}', { params: { path: { type } }, body }),
      fallback,
    );
    return reply.message;
  },
};
