import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, isCardNumber, isCvc, isFutureExpiry } from './card-fields';

describe('card fields', () => {
  it('groups the number by four and the expiry as MM/YY while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatExpiry('1239')).toBe('12/39');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts numbers that pass the Luhn check', () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4000 0000 0000 0002')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumber('4242')).toBe(false);
  });

  it('accepts an expiry until the end of its month', () => {
    const now = new Date(2026, 2, 15);
    expect(isFutureExpiry('03/26', now)).toBe(true);
    expect(isFutureExpiry('02/26', now)).toBe(false);
    expect(isFutureExpiry('13/30', now)).toBe(false);
    expect(isFutureExpiry('1230', now)).toBe(false);
  });

  it('accepts a CVC of 3 or 4 digits', () => {
    expect(isCvc('123')).toBe(true);
    expect(isCvc('1234')).toBe(true);
    expect(isCvc('12')).toBe(false);
  });
});
