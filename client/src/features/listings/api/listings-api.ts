import { queryOptions } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '../../../api/client';
import { uploadForm } from '../../../api/upload';
import type { components } from '../../../api/schema';
import type { ApiFilters } from '../filters/browse-filters';
import { cursorFor, forgetCursor, rememberCursors, type PageCursors } from './page-cursors';
import {
  toListingView,
  type ListingEditBody,
  type ListingType,
  type ListingView,
  type ListingWire,
} from '../listing-types';

export interface ListingPage {
  listings: ListingView[];
  /** `totalCapped`: the server stopped counting at `total`; at least that many match. */
  meta: { page: number; pageSize: number; total: number; totalCapped: boolean };
}

/** A browse answer as the server sends it, with the cursors to the pages beside it. */
type BrowseReply = {
  data?: ListingWire[];
  meta?: Partial<ListingPage['meta']> & PageCursors;
};

/** How a post was paid for: the free trial, or ETB taken from the balance. */
export interface PostCharge {
  method: 'free-trial' | 'balance';
  amount: number;
}

/** A browse request: the search words, the filters and the order (browse-filters.ts), and the page. */
export type BrowseParams = ApiFilters & {
  page: number;
  pageSize: number;
};

/** The makes, models and places a type's listings hold, for the filters' pick-lists. */
export type ListingChoices = components['schemas']['ListingChoices'];

/** The pick-lists change only when a new value is posted: read again after a few minutes. */
const CHOICES_FRESH_MS = 5 * 60_000;

const toPage = (reply: BrowseReply): ListingPage => ({
  listings: (reply.data ?? []).map(toListingView),
  meta: {
    page: reply.meta?.page ?? 1,
    pageSize: reply.meta?.pageSize ?? 0,
    total: reply.meta?.total ?? 0,
    totalCapped: reply.meta?.totalCapped ?? false,
  },
});

/** Said with a post, never a refusal: a photo looks like one of the seller's own listings. */
export interface PostNotice {
  code: 'LOOKS_LIKE_OWN_LISTING';
  listing: { type: ListingType; postHash: string };
}

/** Query keys for TanStack Query, in one place so pages and mutations agree. */
export const listingKeys = {
  all: ['listings'] as const,
  browse: (type: ListingType, params: BrowseParams) =>
    ['listings', 'browse', type, params] as const,
  detail: (type: ListingType, postHash: string) => ['listings', 'detail', type, postHash] as const,
  latest: (limit: number) => ['listings', 'latest', limit] as const,
  choices: (type: ListingType) => ['listings', 'choices', type] as const,
  own: (type: ListingType, page: number) => ['listings', 'own', type, page] as const,
  /** One own listing; under `all` so every create, update and delete refreshes it. */
  ownOne: (type: ListingType, postHash: string) => ['listings', 'ownOne', type, postHash] as const,
};

/** One browse page's query, shared by the page and the route that asks for it ahead. */
export function browseQuery(type: ListingType, params: BrowseParams, fallback: string) {
  return queryOptions({
    queryKey: listingKeys.browse(type, params),
    queryFn: () => listingsApi.browse(type, params, fallback),
  });
}

/** One listing's query, shared by its page and the route that asks for it ahead. */
export function detailQuery(type: ListingType, postHash: string, fallback: string) {
  return queryOptions({
    queryKey: listingKeys.detail(type, postHash),
    queryFn: () => listingsApi.detail(type, postHash, fallback),
  });
}

/** The filters' pick-lists of a type. */
export function choicesQuery(type: ListingType) {
  return queryOptions({
    queryKey: listingKeys.choices(type),
    queryFn: () => listingsApi.choices(type),
    staleTime: CHOICES_FRESH_MS,
  });
}

export const listingsApi = {
  /** A page of a browse; from the cursor of the page beside it when this tab has one. */
  async browse(type: ListingType, params: BrowseParams, fallback: string): Promise<ListingPage> {
    const { q, ...rest } = params;
    const query = { ...rest, ...(q?.trim() ? { q: q.trim() } : {}) };
    const get = (cursor?: string) =>
      unwrap(
        api.GET(`/api/seller/${type}`, { params: { query: { ...query, cursor } } }),
        fallback,
      ) as Promise<BrowseReply>;
    const cursor = cursorFor(type, query);
    let reply: BrowseReply;
    try {
      reply = await get(cursor);
    } catch (error) {
      if (!cursor || !(error instanceof ApiError) || error.code !== 'PAGE_CURSOR_INVALID') {
        throw error;
      }
      forgetCursor(type, query);
      reply = await get();
    }
    rememberCursors(type, query, reply.meta ?? {});
    return toPage(reply);
  },

  async choices(type: ListingType): Promise<ListingChoices> {
    const reply = await unwrap(
      api.GET('/api/listings/{type}/choices', { params: { path: { type } } }),
      'Failed to load the filters.',
    );
    return reply.data;
  },

  async detail(type: ListingType, postHash: string, fallback: string): Promise<ListingView> {
    const reply = await unwrap(
      api.GET(`/api/seller/${type}/{postHash}`, { params: { path: { postHash } } }),
      fallback,
    );
    return toListingView(reply.data as ListingWire);
  },

  async latest(limit: number): Promise<ListingView[]> {
    const reply = await unwrap(
      api.GET('/api/listings/latest', { params: { query: { limit } } }),
      'Failed to load listings.',
    );
    return (reply.data ?? []).map(toListingView);
  },

  async ownList(
    type: ListingType,
    page: number,
    pageSize: number,
    fallback: string,
  ): Promise<ListingPage> {
    return toPage(
      await unwrap(
        api.GET(`/api/perSeller/${type}`, { params: { query: { page, pageSize } } }),
        fallback,
      ),
    );
  },

  async ownOne(type: ListingType, postHash: string, fallback: string): Promise<ListingView> {
    const reply = await unwrap(
      api.GET(`/api/perSeller/${type}/{postHash}`, { params: { path: { postHash } } }),
      fallback,
    );
    return toListingView(reply.data as ListingWire);
  },

  /** Edit form fields as the spec names them per type (no images). */
  async update<T extends ListingType>(
    type: T,
    postHash: string,
    body: ListingEditBody<T>,
    fallback: string,
  ) {
    // openapi-fetch resolves the four types' paths, not a generic one; the body is one of theirs.
    const listingType: ListingType = type;
    return unwrap(
      api.PUT(`/api/perSeller/${listingType}/{postHash}`, {
        params: { path: { postHash } },
        body,
      }),
      fallback,
    );
  },

  async remove(type: ListingType, postHash: string, fallback: string) {
    return unwrap(
      api.DELETE(`/api/perSeller/${type}/{postHash}`, { params: { path: { postHash } } }),
      fallback,
    );
  },

  /**
   * Posts a listing (multipart: the form fields, and each photo or the id it was uploaded under)
   * with upload progress.
   */
  async create(
    type: ListingType,
    form: FormData,
    onProgress: (fraction: number) => void,
    fallback: string,
  ): Promise<{ message: string; listing: ListingView; charge?: PostCharge; notice?: PostNotice }> {
    const body = await uploadForm<{
      message?: string;
      data?: ListingWire;
      charge?: PostCharge;
      notice?: PostNotice;
    }>('POST', `/api/seller/${type}`, form, onProgress, fallback);
    if (!body.data) throw new ApiError(500, fallback);
    return {
      message: body.message ?? '',
      listing: toListingView(body.data),
      charge: body.charge,
      notice: body.notice,
    };
  },
};
