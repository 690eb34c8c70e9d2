import { describe, expect, it, vi } from 'vitest';
import { createTimeZoneStore, DEFAULT_TIME_ZONE, TIME_ZONE_STORAGE_KEY } from './staff-time-zone';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

describe('the staff time zone', () => {
  it('is IST until one is chosen, then the chosen one, kept in storage', () => {
    const storage = memoryStorage();
    const store = createTimeZoneStore({ storage: () => storage, events: null });
    expect(store.get()).toBe(DEFAULT_TIME_ZONE);
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kolkata');
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('Europe/London');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('Europe/London');
    expect(createTimeZoneStore({ storage: () => storage, events: null }).get()).toBe('Europe/London');
  });

  it('refuses an unknown zone and reads a stored unknown one as IST', () => {
    const storage = memoryStorage();
    const store = createTimeZoneStore({ storage: () => storage, events: null });
    expect(() => store.set('Mars/Olympus')).toThrow(RangeError);
    storage.setItem(TIME_ZONE_STORAGE_KEY, 'Mars/Olympus');
    expect(store.get()).toBe(DEFAULT_TIME_ZONE);
  });
});
