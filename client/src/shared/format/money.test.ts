import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

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
