/**
 * The staff member's time zone: every time the suite shows is written in it (the kit's formatters
 * read it), and every date filter is sent with it (`time_zone`, added by the API client, which the
 * shell configures with `staffTimeZone.get`), so a day on screen and a day in a filter are the same
 * day. Chosen on the Profile page and kept in this browser's localStorage, so every remote and tab
 * reads the same zone. One store per page: it is exported from `@admin/ui/singletons`.
 */

/** The part of localStorage the store uses. */
interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
/** Where `storage` events from other tabs arrive (the window). */
interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

/** localStorage when reachable; it throws in some privacy modes. */
function browserStorage(): KeyValueStorage | null {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}

/** The platform's staff work in India: IST until they choose another zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
export const TIME_ZONE_STORAGE_KEY = 'admin.timeZone';

export interface TimeZoneStore {
  /** The chosen IANA zone, or DEFAULT_TIME_ZONE. */
  get(): string;
  set(zone: string): void;
  /** Called after a change, in this tab or another. */
  subscribe(listener: () => void): () => void;
}

const isKnownZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const browser = globalThis as { window?: StorageEventSource };

export function createTimeZoneStore(
  options: { storage?: () => KeyValueStorage | null; events?: StorageEventSource | null } = {},
): TimeZoneStore {
  const getStorage = options.storage ?? browserStorage;
  const events = options.events === undefined ? (browser.window ?? null) : options.events;
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  const read = (): string | null => {
    try {
      return getStorage()?.getItem(TIME_ZONE_STORAGE_KEY) ?? memory;
    } catch {
      return memory;
    }
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = ({ key }: { key: string | null }) => {
    if (key === null || key === TIME_ZONE_STORAGE_KEY) notify();
  };
  return {
    get() {
      const zone = read();
      // A zone written by hand or by a newer browser that this one does not know falls back to IST.
      return zone && isKnownZone(zone) ? zone : DEFAULT_TIME_ZONE;
    },
    set(zone) {
      if (!isKnownZone(zone)) throw new RangeError(`Unknown time zone: ${zone}`);
      memory = zone;
      try {
        getStorage()?.setItem(TIME_ZONE_STORAGE_KEY, zone);
      } catch {
        // Quota or privacy mode: the in-memory copy keeps this tab's choice.
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The page's store (exported once, from `@admin/ui/singletons`). */
export const staffTimeZone = createTimeZoneStore();
