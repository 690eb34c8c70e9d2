import { afterEach, describe, expect, it } from 'vitest';
import { staffTimeZone } from '@admin/ui/singletons';
import { formatDate } from './format-date';

afterEach(() => localStorage.clear());

describe('formatDate', () => {
  it('writes a calendar day in US English with a long month', () => {
    expect(formatDate('2026-11-22')).toBe('November 22, 2026');
  });

  it('dates a moment in the staff member’s zone, IST unless they chose another', () => {
    // 8 PM in London is past midnight in India: the Indian day is shown, the day a filter finds it on.
    expect(formatDate('2026-11-22T20:00:00Z')).toBe('November 23, 2026');
    expect(formatDate(new Date('2026-01-05T12:00:00Z'))).toBe('January 5, 2026');
    staffTimeZone.set('UTC');
    expect(formatDate('2026-11-22T20:00:00Z')).toBe('November 22, 2026');
    expect(formatDate('2026-11-22T20:00:00Z', { timeZone: 'Asia/Kolkata' })).toBe('November 23, 2026');
  });

  it('leaves a calendar day as it is whatever the zone', () => {
    staffTimeZone.set('America/Los_Angeles');
    expect(formatDate('2026-03-09')).toBe('March 9, 2026');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
