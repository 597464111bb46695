import { addMonths } from './buyer-access.service';

describe('addMonths', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', '2026-07-15T10:00:00.000Z'],
    ['2026-08-31T23:59:00.000Z', '2027-02-28T23:59:00.000Z'],
    ['2027-08-31T08:00:00.000Z', '2028-02-29T08:00:00.000Z'],
    ['2026-12-31T00:00:00.000Z', '2027-06-30T00:00:00.000Z'],
  ])('six months after %s is %s', (from, to) => {
    expect(addMonths(new Date(from), 6).toISOString()).toBe(to);
  });
});
