import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('writes a calendar day in US English with a long month', () => {
    expect(formatDate('2026-11-22')).toBe('November 22, 2026');
  });

  it('formats instants and Date objects', () => {
    expect(formatDate(new Date(2026, 0, 5, 12))).toBe('January 5, 2026');
    expect(formatDate('2026-03-09T12:00:00')).toBe('March 9, 2026');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
