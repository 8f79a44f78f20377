import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatPrice } from '@shop/shared/money';

describe('formatPrice', () => {
  it('writes a dollar sign, thousands separators and two decimals', () => {
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(4200)).toBe('$42.00');
    expect(formatPrice(99_999)).toBe('$999.99');
    expect(formatPrice(100_000)).toBe('$1,000.00');
    expect(formatPrice(123_456_789)).toBe('$1,234,567.89');
    expect(formatPrice(-1_250_050)).toBe('-$12,500.50');
  });

  it('agrees with en-US number formatting', () => {
    for (const cents of [1, 99_900, 1_000_000, 987_654_321]) {
      const dollars = Math.floor(cents / 100).toLocaleString('en-US');
      expect(formatPrice(cents)).toBe(`$${dollars}.${String(cents % 100).padStart(2, '0')}`);
    }
    expect(dollarsToCents(12.5)).toBe(1250);
  });
});
