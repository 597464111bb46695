import { BadRequestException } from '@nestjs/common';
import { cursorsBeside, decodeCursor, encodeCursor, PageCursor } from './page-cursor';

const row = (id: number, at: string, price = 1000) => ({ id, createdAt: new Date(at), price });

describe('page cursors', () => {
  const cursor: PageCursor = {
    page: 4,
    sort: 'newest',
    side: 'after',
    value: Date.UTC(2026, 10, 24, 9, 30, 0, 125),
    id: 812,
  };

  it('reads back what it wrote, for the page and order it opens', () => {
    expect(decodeCursor(encodeCursor(cursor), 4, 'newest')).toEqual(cursor);
  });

  it.each([
    ['not base64 JSON', () => '%%%'],
    ['JSON of another shape', () => Buffer.from('{"page":4}').toString('base64url')],
    ['a fractional id', () => encodeCursor({ ...cursor, id: 1.5 })],
    ['a date out of range', () => encodeCursor({ ...cursor, value: 1e20 })],
    ['another side', () => Buffer.from('[4,"newest","over",1,2]').toString('base64url')],
    ['another page', () => encodeCursor({ ...cursor, page: 5 })],
    ['another order', () => encodeCursor({ ...cursor, sort: 'priceAsc' })],
  ])('refuses %s with PAGE_CURSOR_INVALID', (_, text) => {
    let refusal: unknown;
    try {
      decodeCursor(text(), 4, 'newest');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(BadRequestException);
    expect((refusal as BadRequestException).getResponse()).toMatchObject({
      code: 'PAGE_CURSOR_INVALID',
    });
  });

  describe('the cursors a page offers', () => {
    const rows = [row(9, '2026-11-24T09:00:00Z', 700), row(3, '2026-11-23T09:00:00Z', 900)];
    const totals = { total: 100, totalCapped: false };

    it('opens the next page from its last row and the previous one from its first', () => {
      const { next, previous } = cursorsBeside(rows, 3, 2, 'priceAsc', totals);
      expect(decodeCursor(next!, 4, 'priceAsc')).toMatchObject({
        side: 'after',
        value: 900,
        id: 3,
      });
      expect(decodeCursor(previous!, 2, 'priceAsc')).toMatchObject({
        side: 'before',
        value: 700,
        id: 9,
      });
    });

    it('names a newest-first row by its date in milliseconds', () => {
      const { next } = cursorsBeside(rows, 1, 2, 'newest', totals);
      expect(decodeCursor(next!, 2, 'newest').value).toBe(Date.parse('2026-11-23T09:00:00Z'));
    });

    it('offers none past the last page, none to page 1, and none for an empty page', () => {
      expect(cursorsBeside(rows, 50, 2, 'newest', totals).next).toBeUndefined();
      expect(
        cursorsBeside(rows, 50, 2, 'newest', { total: 100, totalCapped: true }).next,
      ).toBeDefined();
      expect(cursorsBeside(rows, 2, 2, 'newest', totals).previous).toBeUndefined();
      expect(cursorsBeside([], 3, 2, 'newest', totals)).toEqual({});
    });
  });
});
