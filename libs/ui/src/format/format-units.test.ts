import { describe, expect, it } from 'vitest';
import { formatUnits } from './format-units';

describe('formatUnits', () => {
  it('shows decimals only when the value has them, grouped the Indian way', () => {
    expect(formatUnits('178.00')).toBe('178');
    expect(formatUnits('12.50')).toBe('12.5');
    expect(formatUnits('0.25')).toBe('0.25');
    expect(formatUnits('123456.75')).toBe('1,23,456.75');
    expect(formatUnits(0)).toBe('0');
  });

  it('reads an empty or broken value as a dash', () => {
    expect(formatUnits(null)).toBe('—');
    expect(formatUnits('')).toBe('—');
    expect(formatUnits('abc')).toBe('—');
  });
});

describe('formatPhone', () => {
  it('puts the country code before the number; no number reads as a dash', async () => {
    const { formatPhone } = await import('./format-phone');
    expect(formatPhone('+91', '9876543210')).toBe('+91 9876543210');
    expect(formatPhone(null, '9876543210')).toBe('9876543210');
    expect(formatPhone('+91', '')).toBe('—');
  });
});
