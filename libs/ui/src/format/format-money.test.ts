import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes rupees with Indian grouping and two decimals', () => {
    expect(formatMoney(123456)).toBe('₹1,23,456.00');
    expect(formatMoney(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatMoney(0)).toBe('₹0.00');
  });

  it('accepts decimal strings from the API', () => {
    expect(formatMoney('999.5')).toBe('₹999.50');
  });

  it('gives an empty string for missing or non-numeric values', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});
