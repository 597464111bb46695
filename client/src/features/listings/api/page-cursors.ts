import type { ListingType } from '../listing-types';

/** A browse request by page: its filters, order and page size, and the page. */
interface PagedRequest {
  page: number;
  [param: string]: unknown;
}

/** A browse answer's cursors to the pages beside it. */
export interface PageCursors {
  next?: string;
  previous?: string;
}

/** Enough for going back and forth through a few browses; the oldest are forgotten first. */
const KEPT = 200;

const cursors = new Map<string, string>();

/** One page of one browse: the type, every parameter but the page, then the page. */
function keyOf(type: ListingType, { page, ...rest }: PagedRequest, at = page): string {
  const params = Object.entries(rest)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return `${type} ${JSON.stringify(params)} ${at}`;
}

/**
 * The cursor to this page from an answer for the page beside it, if this tab has seen one: the
 * server then reads the page from where that one ended instead of counting its way down to it.
 */
export function cursorFor(type: ListingType, request: PagedRequest): string | undefined {
  return cursors.get(keyOf(type, request));
}

/** Keeps an answer's cursors for the next and previous pages of the same browse. */
export function rememberCursors(
  type: ListingType,
  request: PagedRequest,
  { next, previous }: PageCursors,
): void {
  const keep = (page: number, cursor: string | undefined) => {
    if (!cursor) return;
    const key = keyOf(type, request, page);
    cursors.delete(key);
    cursors.set(key, cursor);
  };
  keep(request.page + 1, next);
  keep(request.page - 1, previous);
  while (cursors.size > KEPT) cursors.delete(cursors.keys().next().value!);
}

/** A cursor the server no longer takes: the page is found by its number instead. */
export function forgetCursor(type: ListingType, request: PagedRequest): void {
  cursors.delete(keyOf(type, request));
}
