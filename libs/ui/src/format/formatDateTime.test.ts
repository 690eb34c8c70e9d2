import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it('writes a moment in US English with a long month and a 12-hour time', () => {
    expect(formatDateTime('2026-11-22T14:05:00Z', { timeZone: 'UTC' })).toBe('November 22, 2026, 2:05 PM');
    expect(formatDateTime('2026-01-05T00:30:00Z', { timeZone: 'UTC' })).toBe('January 5, 2026, 12:30 AM');
  });

  it('uses the given time zone', () => {
    expect(formatDateTime('2026-11-22T20:00:00Z', { timeZone: 'Asia/Kolkata' })).toBe('November 23, 2026, 1:30 AM');
  });

  it('formats in the local zone by default', () => {
    const local = new Date(2026, 10, 22, 9, 7);
    expect(formatDateTime(local)).toBe('November 22, 2026, 9:07 AM');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('nope')).toBe('');
  });
});
