import { afterEach, describe, expect, it } from 'vitest';
import { staffTimeZone } from '@admin/ui/singletons';
import { formatDateTime } from './format-date-time';
import { timeZoneAbbreviation } from './time-zone';

afterEach(() => localStorage.clear());

describe('formatDateTime', () => {
  it('writes a moment in US English with a long month, a 12-hour time and its zone', () => {
    expect(formatDateTime('2026-11-22T14:05:00Z', { timeZone: 'UTC' })).toBe('November 22, 2026, 2:05 PM UTC');
    expect(formatDateTime('2026-01-05T00:30:00Z', { timeZone: 'UTC' })).toBe('January 5, 2026, 12:30 AM UTC');
  });

  it('shows the staff member’s zone: IST until they choose another', () => {
    expect(formatDateTime('2026-11-22T20:00:00Z')).toBe('November 23, 2026, 1:30 AM IST');
    staffTimeZone.set('America/New_York');
    expect(formatDateTime('2026-11-22T20:00:00Z')).toBe('November 22, 2026, 3:00 PM EST');
    expect(formatDateTime('2026-07-01T20:00:00Z')).toBe('July 1, 2026, 4:00 PM EDT');
    staffTimeZone.set('Europe/London');
    expect(formatDateTime('2026-07-01T20:00:00Z')).toBe('July 1, 2026, 9:00 PM BST');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('timeZoneAbbreviation', () => {
  it('says IST for India, not GMT+5:30', () => {
    expect(timeZoneAbbreviation('Asia/Kolkata', new Date())).toBe('IST');
    expect(timeZoneAbbreviation('Europe/London', new Date('2026-12-01T00:00:00Z'))).toBe('GMT');
  });
});
