import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockText } from './wall-clock';

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
