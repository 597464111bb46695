import { describe, expect, it } from 'vitest';
import { formatMoney, groupDigits, type Currency } from './money';

describe('formatMoney', () => {
  it('shows ETB with its code and no decimals for whole amounts', () => {
    expect(formatMoney(500, 'ETB')).toBe('ETB 500');
    expect(formatMoney(1250000, 'ETB')).toBe('ETB 1,250,000');
  });

  it('shows USD with a dollar sign', () => {
    expect(formatMoney(5, 'USD')).toBe('$5');
    expect(formatMoney(2.5, 'USD')).toBe('$2.50');
  });

  it('says birr in Amharic', () => {
    expect(formatMoney(250, 'ETB', 'am')).toBe('ብር 250');
    expect(formatMoney(19500.5, 'ETB', 'am')).toBe('ብር 19,500.50');
    expect(formatMoney(2, 'USD', 'am')).toBe('US$2');
  });
});

describe('groupDigits', () => {
  it('groups thousands and keeps the decimals asked for', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(1234567.891, 2)).toBe('1,234,567.89');
    expect(groupDigits(0.5, 2)).toBe('0.50');
    expect(groupDigits(0.05, 2)).toBe('0.05');
    expect(groupDigits(12.3456, 0)).toBe('12');
    expect(groupDigits(1e-7, 2)).toBe('0.00');
  });

  it('rounds as Intl.NumberFormat does, from the shortest decimal form', () => {
    for (const value of [1.005, 2.675, 0.125, 19500.5, 99999.995, 1e21 / 1e6, 123456789.129]) {
      const intl = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(groupDigits(value, 2)).toBe(intl.format(value));
    }
  });

  it('signs negative amounts, and not an amount that rounds to zero', () => {
    expect(groupDigits(-1500)).toBe('-1,500');
    expect(groupDigits(-2.5, 2)).toBe('-2.50');
    expect(groupDigits(-0.001, 2)).toBe('0.00');
  });
});

describe('formatMoney matches what Intl.NumberFormat writes', () => {
  it.each([0, 7, 500, 1250000, 2.5, 19500.5, 0.25, -500, -2.5])('%s', (amount) => {
    const intl = (locale: string, currency: Currency, display: 'code' | 'symbol') =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: display,
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        maximumFractionDigits: 2,
      })
        .format(amount)
        .replace(/\u00a0/g, ' ');
    expect(formatMoney(amount, 'ETB')).toBe(intl('en-US', 'ETB', 'code'));
    expect(formatMoney(amount, 'USD')).toBe(intl('en-US', 'USD', 'symbol'));
    expect(formatMoney(amount, 'ETB', 'am')).toBe(intl('am-ET', 'ETB', 'symbol'));
    expect(formatMoney(amount, 'USD', 'am')).toBe(intl('am-ET', 'USD', 'symbol'));
  });
});
