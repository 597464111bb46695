import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';

export type BuyerRequest = components['schemas']['BuyerRequestView'];
type PageMeta = components['schemas']['PageMeta'];

export interface RequestPage {
  requests: BuyerRequest[];
  meta: PageMeta;
}

/** The longest message a buyer may add to "Notify the seller" (the server's limit). */
export const REQUEST_MESSAGE_MAX_LENGTH = 500;

/** The spec's page size of the request list. */
export const REQUEST_PAGE_SIZE = 10;
/** The mark-as page offers every request at once (the server's largest page). */
export const ALL_REQUESTS_PAGE_SIZE = 50;

/** Query keys: everything about requests under one prefix, so one invalidation refreshes all. */
export const requestKeys = {
  all: ['requests'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  list: (page: number, pageSize: number) => [...requestKeys.lists(), page, pageSize] as const,
  unread: () => [...requestKeys.all, 'unread'] as const,
};

export const requestsApi = {
  /** Reading the list marks the seller's requests read on the server. */
  async list(page: number, pageSize: number, fallback: string): Promise<RequestPage> {
    const reply = await unwrap(
      api.GET('/api/buyer/request', { params: { query: { page, pageSize } } }),
      fallback,
    );
    return { requests: reply.data, meta: reply.meta };
  },

  async unread(fallback: string): Promise<number> {
    return (await unwrap(api.GET('/api/buyer/request/unread'), fallback)).data.count;
  },

  async remove(buyerRequestId: number, fallback: string): Promise<void> {
    await unwrap(
      api.DELETE('/api/buyer/request', { params: { query: { buyerRequestId } } }),
      fallback,
    );
  },
};
