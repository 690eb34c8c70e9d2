import { atom } from 'jotai/vanilla';
import type { SetStateAction } from 'jotai/vanilla';
import { lazyAtom } from '../atoms/lazy-atom';

/** localStorage key of the connected wallet address (kept across reloads until disconnect). */
export const WALLET_ADDRESS_STORAGE_KEY = 'admin.walletAddress';

// Stored as the raw address rather than JSON, so the key reads the same as the token keys.
function readStored(): string | null {
  try {
    return localStorage.getItem(WALLET_ADDRESS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(WALLET_ADDRESS_STORAGE_KEY);
    else localStorage.setItem(WALLET_ADDRESS_STORAGE_KEY, value);
  } catch {
    // Storage blocked: the address lives for this page only.
  }
}

const storedAddressAtom = lazyAtom(readStored);
// When something starts reading the address, read it afresh (another tab may have changed it while
// nothing was), then follow a connect or disconnect made in another tab.
storedAddressAtom.onMount = (set) => {
  set(readStored());
  const onStorage = (event: StorageEvent) => {
    if (event.key === WALLET_ADDRESS_STORAGE_KEY || event.key === null) set(event.key === null ? null : event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** The connected wallet address, or null when disconnected; shared by every remote and tab. */
export const walletAddressAtom = atom(
  (get) => get(storedAddressAtom),
  (get, set, update: SetStateAction<string | null>) => {
    const next = typeof update === 'function' ? update(get(storedAddressAtom)) : update;
    set(storedAddressAtom, next);
    store(next);
  },
);
