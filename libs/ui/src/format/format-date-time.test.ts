import { afterEach, describe, expect, it } from 'vitest';
import { staffTimeZone } from '@admin/ui/singletons';
import { formatDateTime } from './format-date-time';
import { instantOfWallClock, timeZoneAbbreviation, wallClockText } from './time-zone';

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

describe('wall clocks in a zone (what a date-time field shows and reads)', () => {
  it('writes an instant on the zone’s clock and reads it back', () => {
    expect(wallClockText(new Date('2026-11-22T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-23T01:30');
    expect(instantOfWallClock('2026-11-23T01:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-11-22T20:00:00.000Z');
    expect(instantOfWallClock('2026-07-01T16:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T20:00:00.000Z');
    expect(instantOfWallClock('2026-03-08T03:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('reads no instant from text that is no time', () => {
    expect(instantOfWallClock('', 'UTC')).toBeUndefined();
    expect(instantOfWallClock('tomorrow', 'UTC')).toBeUndefined();
  });
});
