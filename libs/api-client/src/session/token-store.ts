/**
 * Where the session's tokens live: localStorage, so that every remote and every open tab reads the
 * same tokens. The API client reads them at request time; nothing caches a token elsewhere.
 */
export const TOKEN_STORAGE_KEYS = {
  /** Short-lived access JWT; sent as `Authorization: Bearer …`. Verify's `data.token` is stored here. */
  accessToken: 'admin.accessToken',
  /** Rotating refresh token; spent once by `POST /api/auth/refresh`. */
  refreshToken: 'admin.refreshToken',
} as const;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores both tokens (a refresh rotates both). */
  setTokens(tokens: SessionTokens): void;
  clearTokens(): void;
  /** Called after any change: a write in this tab, or a write in another tab (storage event). */
  subscribe(listener: () => void): () => void;
}

// Minimal shapes of the Web Storage API, declared here so the lib also type-checks without the DOM
// library (the reference API compiles it, for the contract types, with ES lib only).
/** The part of `Storage` (localStorage) the session uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where `storage` events from other tabs arrive (the window). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

export interface TokenStoreOptions {
  /** Returns the storage to use; null when none is usable (tokens then live in memory). */
  storage?: () => KeyValueStorage | null;
  /** Where cross-tab `storage` events arrive; omit for the window, null to not listen. */
  events?: StorageEventSource | null;
}

const browser = globalThis as { localStorage?: KeyValueStorage; window?: StorageEventSource };

/** localStorage when reachable; it throws in some privacy modes, and does not exist in Node. */
function browserStorage(): KeyValueStorage | null {
  try {
    return browser.localStorage ?? null;
  } catch {
    return null;
  }
}

export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const getStorage = options.storage ?? browserStorage;
  const events = options.events === undefined ? (browser.window ?? null) : options.events;
  const memory = new Map<string, string>();
  const listeners = new Set<() => void>();

  const read = (key: string): string | null => {
    const storage = getStorage();
    if (!storage) return memory.get(key) ?? null;
    try {
      return storage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  };
  const write = (key: string, value: string | null): void => {
    const storage = getStorage();
    if (value === null) memory.delete(key);
    else memory.set(key, value);
    if (!storage) return;
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Quota or privacy mode: the in-memory copy keeps this tab working.
    }
  };
  const notify = (): void => listeners.forEach((listener) => listener());

  const ownKeys = new Set<string>(Object.values(TOKEN_STORAGE_KEYS));
  const onStorage = ({ key }: { key: string | null }): void => {
    // key null: another tab called localStorage.clear().
    if (key === null || ownKeys.has(key)) notify();
  };

  return {
    getAccessToken: () => read(TOKEN_STORAGE_KEYS.accessToken),
    getRefreshToken: () => read(TOKEN_STORAGE_KEYS.refreshToken),
    setTokens({ accessToken, refreshToken }) {
      write(TOKEN_STORAGE_KEYS.accessToken, accessToken);
      write(TOKEN_STORAGE_KEYS.refreshToken, refreshToken);
      notify();
    },
    clearTokens() {
      write(TOKEN_STORAGE_KEYS.accessToken, null);
      write(TOKEN_STORAGE_KEYS.refreshToken, null);
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
