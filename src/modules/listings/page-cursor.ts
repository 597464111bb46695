import { BadRequestException } from '@nestjs/common';
import { MAX_PAGE } from '../../common/paging/page-query.dto';
import type { CappedTotal } from '../../common/paging/table-page';
import type { BrowseSort } from './dto/browse-query.dto';
import { LISTING_ERRORS } from './listing-errors';

/**
 * Where a browse page starts when it is reached from the page beside it: just past that page's
 * last row (the next page) or just before its first (the previous one), in the page's order.
 * The database then reads the page's own rows from that point of the order's index, however
 * deep the page is, instead of skipping every row before it.
 */
export interface PageCursor {
  /** The page it opens. */
  page: number;
  sort: BrowseSort;
  side: 'after' | 'before';
  /** The boundary row's value in the order (createdAt in ms, or the price) and its id. */
  value: number;
  id: number;
}

/** What a page's answer offers for the pages beside it. */
export interface PageCursors {
  next?: string;
  previous?: string;
}

/**
 * The rows past a key of an order by a value and then the id, both in one direction (`past`:
 * '<' newest or dearest first, '>' the other way), as a condition on `columns` binding the named
 * parameters. The first part alone bounds the index range, so the database enters the order's
 * index at the key; the second drops the key's ties on the near side. `withKey` keeps the key's
 * own row. Cursors, page anchors and the anchors' own walk all read past a key this way.
 */
export function pastKey(
  columns: { value: string; id: string },
  past: '<' | '>',
  parameters: { value: string; id: string },
  withKey = false,
): string {
  const value = `${columns.value} ${past} :${parameters.value}`;
  const id = `${columns.id} ${past}${withKey ? '=' : ''} :${parameters.id}`;
  return `${columns.value} ${past}= :${parameters.value} AND (${value} OR ${id})`;
}

const SIDES = ['after', 'before'] as const;

/** The cursor as the API sends it: opaque to clients, who only hand it back. */
export function encodeCursor(cursor: PageCursor): string {
  const { page, sort, side, value, id } = cursor;
  return Buffer.from(JSON.stringify([page, sort, side, value, id])).toString('base64url');
}

/**
 * The cursor of a request for `page` in `sort`'s order. One that is not ours, or that opens
 * another page or order, is refused: the request would otherwise show a page under a wrong number.
 */
export function decodeCursor(text: string, page: number, sort: BrowseSort): PageCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  if (Array.isArray(parts) && parts.length === 5) {
    const [cursorPage, cursorSort, side, value, id] = parts as unknown[];
    if (
      cursorPage === page &&
      cursorSort === sort &&
      SIDES.includes(side as PageCursor['side']) &&
      Number.isFinite(value) &&
      // A date's milliseconds, for the newest-first order: one a Date can hold.
      (sort !== 'newest' || !Number.isNaN(new Date(value as number).getTime())) &&
      Number.isSafeInteger(id)
    ) {
      return {
        page,
        sort,
        side: side as PageCursor['side'],
        value: value as number,
        id: id as number,
      };
    }
  }
  throw new BadRequestException(LISTING_ERRORS.PAGE_CURSOR_INVALID());
}

/** A row as a page holds it: what its place in each order is made of. */
interface OrderedRow {
  id?: number;
  createdAt: Date;
  price?: number;
}

/**
 * The cursors a page offers: to the next page from its last row, while more rows follow, and to
 * the previous page from its first. None to the first page, which is read from the top so that
 * it shows what was posted meanwhile.
 */
export function cursorsBeside(
  rows: OrderedRow[],
  page: number,
  pageSize: number,
  sort: BrowseSort,
  { total, totalCapped }: CappedTotal,
): PageCursors {
  if (!rows.length) return {};
  const from = (row: OrderedRow, side: PageCursor['side'], to: number) =>
    encodeCursor({
      page: to,
      sort,
      side,
      value: sort === 'newest' ? row.createdAt.getTime() : Number(row.price),
      id: Number(row.id),
    });
  const cursors: PageCursors = {};
  if ((totalCapped || page * pageSize < total) && page < MAX_PAGE) {
    cursors.next = from(rows[rows.length - 1], 'after', page + 1);
  }
  if (page > 2) cursors.previous = from(rows[0], 'before', page - 1);
  return cursors;
}
