import { atomWithStorage } from 'jotai/utils';

/** localStorage key of the connected wallet address (kept across reloads until disconnect). */
export const WALLET_ADDRESS_STORAGE_KEY = 'admin.walletAddress';

// Stored as the raw address rather than JSON, so the key reads the same as the token keys.
const rawStringStorage = {
  getItem(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key: string, value: string | null): void {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // Storage blocked: the address lives for this page only.
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // See above.
    }
  },
  subscribe(key: string, callback: (value: string | null) => void): (() => void) | undefined {
    if (typeof window === 'undefined') return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) callback(event.key === null ? null : event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** The connected wallet address, or null when disconnected; shared by every remote and tab. */
export const walletAddressAtom = atomWithStorage<string | null>(WALLET_ADDRESS_STORAGE_KEY, null, rawStringStorage, {
  getOnInit: true,
});
