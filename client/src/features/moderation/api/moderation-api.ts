import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';
import { fetchQueueCount, QUEUE_COUNT_KEY, type QueueCounts } from './queue-count';
import {
  toListingView,
  type ListingType,
  type ListingView,
  type ListingWire,
} from '../../listings/listing-types';

type Schemas = components['schemas'];
export type ReportReason = Schemas['ReportListingDto']['reason'];
export type OwnReport = Schemas['OwnReportDto'];
export type QueueSection = Schemas['QueueEntryView']['section'];
export type QueueReport = Schemas['QueueReportView'];

/** The reasons a user picks from, in the order the dialog lists them. */
export const REPORT_REASONS: ReportReason[] = [
  'scam',
  'wrongCategory',
  'soldAlready',
  'offensive',
  'duplicate',
  'other',
];
/** The server's limits; it answers the same in its own words. */
export const REPORT_NOTE_MAX_LENGTH = 500;
export const MODERATION_REASON_MIN_LENGTH = 5;
export const MODERATION_REASON_MAX_LENGTH = 300;

/** One listing of the queue with the listing as the pages show it. */
export interface QueueEntry extends Omit<Schemas['QueueEntryView'], 'listing'> {
  listing: ListingView;
}

export interface QueuePage {
  entries: QueueEntry[];
  total: number;
  counts?: QueueCounts;
}

export type ModerationAction = 'hide' | 'restore' | 'approve' | 'dismiss' | 'remove';

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (page: number) => ['moderation', 'queue', page] as const,
  hidden: (page: number) => ['moderation', 'hidden', page] as const,
  count: QUEUE_COUNT_KEY,
  ownReport: (type: ListingType, postHash: string) =>
    ['moderation', 'ownReport', type, postHash] as const,
};

const entriesOf = (data: Schemas['QueueEntryView'][]): QueueEntry[] =>
  data.map((entry) => ({
    ...entry,
    listing: toListingView(entry.listing as unknown as ListingWire),
  }));

const listingPath = (type: ListingType, postHash: string) => ({ path: { type, postHash } });

export const moderationApi = {
  report: async (
    type: ListingType,
    postHash: string,
    body: { reason: ReportReason; note?: string },
    fallback: string,
  ): Promise<OwnReport> => {
    const reply = await unwrap(
      api.POST('/api/listings/{type}/{postHash}/report', {
        params: listingPath(type, postHash),
        body,
      }),
      fallback,
    );
    return reply.data!;
  },

  ownReport: async (type: ListingType, postHash: string, fallback: string) => {
    const reply = await unwrap(
      api.GET('/api/listings/{type}/{postHash}/report', { params: listingPath(type, postHash) }),
      fallback,
    );
    return reply.data;
  },

  queue: async (page: number, pageSize: number, fallback: string): Promise<QueuePage> => {
    const reply = await unwrap(
      api.GET('/api/moderation/queue', { params: { query: { page, pageSize } } }),
      fallback,
    );
    return { entries: entriesOf(reply.data), total: reply.meta.total, counts: reply.counts };
  },

  hidden: async (page: number, pageSize: number, fallback: string): Promise<QueuePage> => {
    const reply = await unwrap(
      api.GET('/api/moderation/hidden', { params: { query: { page, pageSize } } }),
      fallback,
    );
    return { entries: entriesOf(reply.data), total: reply.meta.total };
  },

  count: fetchQueueCount,

  act: async (
    action: ModerationAction,
    type: ListingType,
    postHash: string,
    reason: string,
    fallback: string,
  ): Promise<void> => {
    const params = listingPath(type, postHash);
    switch (action) {
      case 'hide':
        await unwrap(
          api.POST('/api/moderation/listings/{type}/{postHash}/hide', { params, body: { reason } }),
          fallback,
        );
        return;
      case 'remove':
        await unwrap(
          api.DELETE('/api/moderation/listings/{type}/{postHash}', { params, body: { reason } }),
          fallback,
        );
        return;
      case 'restore':
        await unwrap(
          api.POST('/api/moderation/listings/{type}/{postHash}/restore', { params }),
          fallback,
        );
        return;
      case 'approve':
        await unwrap(
          api.POST('/api/moderation/listings/{type}/{postHash}/approve', { params }),
          fallback,
        );
        return;
      case 'dismiss':
        await unwrap(
          api.POST('/api/moderation/listings/{type}/{postHash}/dismiss', { params }),
          fallback,
        );
        return;
    }
  },
};
