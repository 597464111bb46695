import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

const local = (...parts: [number, number, number, number, number]) =>
  new Date(...parts).toISOString();

describe('formatDateTime', () => {
  it('writes DD/MM/YYYY:HH:mm with leading zeros, in local time', () => {
    expect(formatDateTime(local(2026, 0, 5, 9, 7))).toBe('05/01/2026:09:07');
    expect(formatDateTime(local(2026, 10, 22, 23, 59), 'en')).toBe('22/11/2026:23:59');
  });

  it('in Amharic gives the Ethiopian calendar date, marked ዓ.ም., with the Gregorian one beside it', () => {
    // 23 November 2026 is 14 Hidar 2019 in the Ethiopian calendar.
    expect(formatDateTime(local(2026, 10, 23, 9, 7), 'am')).toBe(
      '14/03/2019:09:07 ዓ.ም. (23/11/2026)',
    );
    // The thirteenth month (Pagume) and the Ethiopian new year's eve.
    expect(formatDateTime(local(2026, 8, 10, 18, 30), 'am')).toBe(
      '05/13/2018:18:30 ዓ.ም. (10/09/2026)',
    );
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime('soon', 'am')).toBe('soon');
  });
});
