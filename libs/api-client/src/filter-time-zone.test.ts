import { describe, expect, it } from 'vitest';
import { withFilterTimeZone } from './client';

describe('withFilterTimeZone', () => {
  it('adds the zone to a query or body with a date filter', () => {
    expect(withFilterTimeZone({ page: 1, from_date: '2026-11-22' }, 'Asia/Kolkata')).toEqual({
      page: 1,
      from_date: '2026-11-22',
      time_zone: 'Asia/Kolkata',
    });
    expect(withFilterTimeZone({ to_date: '2026-11-22' }, 'UTC')).toMatchObject({ time_zone: 'UTC' });
  });

  it('leaves anything else as it is', () => {
    const plain = { page: 1, status: 'Booked' };
    expect(withFilterTimeZone(plain, 'UTC')).toBe(plain);
    expect(withFilterTimeZone({ from_date: undefined }, 'UTC')).toEqual({ from_date: undefined });
    expect(withFilterTimeZone({ from_date: '2026-11-22', time_zone: 'UTC' }, 'Asia/Kolkata')).toMatchObject({
      time_zone: 'UTC',
    });
    const form = new FormData();
    expect(withFilterTimeZone(form, 'UTC')).toBe(form);
    expect(withFilterTimeZone(undefined, 'UTC')).toBeUndefined();
  });
});
