import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';

export type QueueCounts = components['schemas']['QueueCounts'];

/** The queue's length for the menu badge: on every page a moderator opens, so kept apart. */
export const QUEUE_COUNT_KEY = ['moderation', 'count'] as const;

export async function fetchQueueCount(fallback: string): Promise<QueueCounts> {
  return (await unwrap(api.GET('/api/moderation/queue/count'), fallback)).data;
}
