import { jsonDate } from './json-dates';

describe('jsonDate', () => {
  it.each([
    '2026-11-30T23:09:20.000Z',
    '2026-01-02T03:04:05.006Z',
    '1999-12-31T23:59:59.999Z',
    '1970-01-01T00:00:00.000Z',
    '0999-03-04T05:06:07.089Z',
    '0005-06-07T08:09:10.011Z',
    '9999-12-31T23:59:59.999Z',
  ])('writes %s as JSON.stringify does', (iso) => {
    const date = new Date(iso);
    expect(jsonDate(date)).toBe(iso);
    expect(JSON.stringify(jsonDate(date))).toBe(JSON.stringify(date));
  });

  it('writes years beyond 0-9999 with their sign, as toISOString does', () => {
    for (const date of [new Date(Date.UTC(10000, 0, 1)), new Date(Date.UTC(-1, 5, 1))]) {
      expect(jsonDate(date)).toBe(date.toISOString());
    }
  });

  it('writes an invalid date as null, as JSON.stringify does', () => {
    const invalid = new Date('not a date');
    expect(jsonDate(invalid)).toBeNull();
    expect(JSON.stringify({ at: jsonDate(invalid) })).toBe(JSON.stringify({ at: invalid }));
  });

  it('agrees with toISOString on dates spread over two centuries', () => {
    const start = Date.UTC(1900, 0, 1);
    const step = 7_919_999_937; // about three months, and odd milliseconds
    for (let time = start; time < Date.UTC(2100, 0, 1); time += step) {
      const date = new Date(time);
      expect(jsonDate(date)).toBe(date.toISOString());
    }
  });
});
