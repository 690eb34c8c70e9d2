import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('formatAge', () => {
  it('names the largest whole unit waited', () => {
    expect(formatAge('2026-11-22T11:00:00Z', NOW)).toBe('3 days');
    expect(formatAge('2026-11-24T11:00:00Z', NOW)).toBe('1 day');
    expect(formatAge('2026-11-25T07:00:00Z', NOW)).toBe('5 hours');
    expect(formatAge('2026-11-25T11:59:00Z', NOW)).toBe('1 minute');
    expect(formatAge('2026-11-25T11:59:30Z', NOW)).toBe('just now');
  });
  it('is empty for a missing or invalid time', () => {
    expect(formatAge(null, NOW)).toBe('');
    expect(formatAge('soon', NOW)).toBe('');
  });
});
