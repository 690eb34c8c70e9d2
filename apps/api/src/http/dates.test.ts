import { describe, expect, it } from 'vitest';
import { isTimeZone, startOfDayIn } from './dates';

describe('startOfDayIn', () => {
  it('is UTC midnight in UTC', () => {
    expect(startOfDayIn('2026-11-22', 'UTC').toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it('begins an Indian day five and a half hours before UTC midnight', () => {
    expect(startOfDayIn('2026-11-22', 'Asia/Kolkata').toISOString()).toBe('2026-11-21T18:30:00.000Z');
  });

  it('follows daylight saving west of Greenwich', () => {
    expect(startOfDayIn('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfDayIn('2026-12-01', 'America/New_York').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    // The day the clocks go forward (March 8, 2026, at 2 AM) still begins at midnight EST.
    expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
