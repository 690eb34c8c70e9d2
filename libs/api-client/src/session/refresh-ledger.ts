import type { SessionTokens } from './token-store';

/**
 * Which refresh tokens were spent, and what replaced them, kept in IndexedDB.
 *
 * Why: tabs see each other's localStorage writes asynchronously (Chromium propagates them between
 * renderer processes), and nothing orders that propagation with the Web Lock hand-over. A tab that
 * gets the refresh lock right after another tab refreshed can still read the old refresh token and
 * spend it again, which the API treats as theft and answers by revoking the session. IndexedDB is
 * one store for every tab: a write committed before the lock is released is seen by the next holder.
 */
export interface RefreshLedger {
  /** The tokens that replaced `refreshToken`, when a tab has already spent it; else null. */
  replacementFor(refreshToken: string): Promise<SessionTokens | null>;
  /** Records that `spent` was exchanged for `next`; resolves once committed (visible to every tab). */
  record(spent: string, next: SessionTokens): Promise<void>;
}

/** Without IndexedDB (Node, some privacy modes) the client relies on localStorage alone. */
export const noLedger: RefreshLedger = {
  replacementFor: () => Promise.resolve(null),
  record: () => Promise.resolve(),
};

// Minimal shapes of the IndexedDB API: this lib also type-checks without the DOM library.
interface IdbRequest<T> {
  readonly result: T;
  readonly error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
interface IdbStore {
  get(key: string): IdbRequest<unknown>;
  put(value: unknown, key: string): IdbRequest<unknown>;
}
interface IdbTransaction {
  readonly error: unknown;
  objectStore(name: string): IdbStore;
  oncomplete: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}
interface IdbDatabase {
  readonly objectStoreNames: { contains(name: string): boolean };
  createObjectStore(name: string): unknown;
  transaction(store: string, mode: 'readonly' | 'readwrite'): IdbTransaction;
}
interface IdbOpenRequest extends IdbRequest<IdbDatabase> {
  onupgradeneeded: (() => void) | null;
}
export interface IdbFactoryLike {
  open(name: string, version?: number): IdbOpenRequest;
}

interface LedgerEntry {
  /** The most recently spent refresh tokens, newest first. */
  spent: string[];
  /** What the newest one was exchanged for. */
  tokens: SessionTokens;
}

const DB_NAME = 'admin-session';
const STORE = 'refresh';
const KEY = 'ledger';
/** A tab's view can only lag by moments, so a few generations are plenty. */
const KEEP_SPENT = 8;

export function indexedDbLedger(factory: IdbFactoryLike): RefreshLedger {
  let database: Promise<IdbDatabase> | null = null;
  const open = () =>
    (database ??= new Promise<IdbDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }));

  /** Runs one request in its own transaction; resolves with its result once the transaction commits. */
  const run = async (
    mode: 'readonly' | 'readwrite',
    work: (store: IdbStore) => IdbRequest<unknown>,
  ): Promise<unknown> => {
    const db = await open();
    return new Promise((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  };
  const read = async () => (await run('readonly', (store) => store.get(KEY))) as LedgerEntry | undefined;

  return {
    async replacementFor(refreshToken) {
      const entry = await read();
      return entry?.spent.includes(refreshToken) ? entry.tokens : null;
    },
    // Read, then write: callers hold the cross-tab refresh lock, so no other tab writes in between.
    async record(spent, tokens) {
      const previous = await read();
      const entry: LedgerEntry = { spent: [spent, ...(previous?.spent ?? [])].slice(0, KEEP_SPENT), tokens };
      await run('readwrite', (store) => store.put(entry, KEY));
    },
  };
}

/** IndexedDB when the page has it. A failing ledger must never block a refresh, so failures fall back to none. */
export function defaultRefreshLedger(): RefreshLedger {
  const factory = (globalThis as { indexedDB?: IdbFactoryLike }).indexedDB;
  if (!factory) return noLedger;
  const ledger = indexedDbLedger(factory);
  return {
    replacementFor: (refreshToken) => ledger.replacementFor(refreshToken).catch(() => null),
    record: (spent, next) => ledger.record(spent, next).catch(() => undefined),
  };
}
