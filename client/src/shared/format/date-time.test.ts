import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('writes DD/MM/YYYY:HH:mm with leading zeros, in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('05/01/2026:09:07');
    expect(formatDateTime(new Date(2026, 10, 22, 23, 59).toISOString())).toBe('22/11/2026:23:59');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
