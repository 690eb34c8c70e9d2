import type { KeyValueStorage } from './token-store';

/**
 * A mutual-exclusion lock shared by every tab of the origin (and by every copy of this module in
 * one tab). The refresh runs under it so that two tabs never spend the same rotating refresh token.
 */
export type CrossTabLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T>;
}

/** Web Locks: the browser queues requests per name across tabs and frees the lock if a tab dies. */
export function webLocks(locks: LockManagerLike): CrossTabLock {
  return (name, task) => locks.request(name, { mode: 'exclusive' }, task);
}

/** Serialises tasks of one name inside this JavaScript realm only. */
export function inTabLock(): CrossTabLock {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return run;
  };
}

export interface StorageLeaseOptions {
  storage: KeyValueStorage;
  /** A lease older than this is taken over: its tab probably closed mid-refresh. */
  leaseMs?: number;
  /** Wait after writing a claim before trusting it, so a tab that wrote at the same time is seen. */
  settleMs?: number;
  pollMs?: number;
  /** Identifies this tab's claims. */
  ownerId?: string;
}

interface Lease {
  owner: string;
  expiresAt: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readLease(storage: KeyValueStorage, key: string): Lease | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Lease>;
    return typeof parsed.owner === 'string' && typeof parsed.expiresAt === 'number'
      ? { owner: parsed.owner, expiresAt: parsed.expiresAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * Fallback for browsers without Web Locks: a lease written to localStorage (claim, wait, read back).
 * localStorage is not atomic across tabs, so this narrows the race to a few milliseconds rather
 * than closing it; Web Locks is used wherever it exists.
 */
export function storageLeaseLock(options: StorageLeaseOptions): CrossTabLock {
  const { storage, leaseMs = 10_000, settleMs = 30, pollMs = 50 } = options;
  const ownerId = options.ownerId ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const local = inTabLock();

  const acquire = async (key: string): Promise<void> => {
    for (;;) {
      const held = readLease(storage, key);
      if (held && held.owner !== ownerId && held.expiresAt > Date.now()) {
        await sleep(pollMs);
        continue;
      }
      storage.setItem(key, JSON.stringify({ owner: ownerId, expiresAt: Date.now() + leaseMs } satisfies Lease));
      await sleep(settleMs);
      if (readLease(storage, key)?.owner === ownerId) return;
    }
  };

  return (name, task) =>
    local(name, async () => {
      const key = `admin.lock.${name}`;
      await acquire(key);
      try {
        return await task();
      } finally {
        if (readLease(storage, key)?.owner === ownerId) storage.removeItem(key);
      }
    });
}

/** Web Locks where the browser has them, else the localStorage lease, else this tab only. */
export function defaultCrossTabLock(): CrossTabLock {
  const browser = globalThis as { navigator?: { locks?: LockManagerLike }; localStorage?: KeyValueStorage };
  const locks = browser.navigator?.locks;
  if (locks) return webLocks(locks);
  try {
    if (browser.localStorage) return storageLeaseLock({ storage: browser.localStorage });
  } catch {
    // Storage blocked: fall through.
  }
  return inTabLock();
}
