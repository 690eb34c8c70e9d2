// Where a form's draft lives: localStorage, one entry per signed-in user, form and record, so that
// a draft outlives a reload, a crashed tab and a session that ended (the user signs in again and
// finds it), while another user of the same browser never sees it.

/** Every draft's key starts with this; the rest is `<userId>:<form>:<record>`. */
export const DRAFT_KEY_PREFIX = 'admin:draft:';

/** A draft older than this is dropped unread (7 days). */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Field names never written to a draft, at any depth, whatever the form declares: credentials and
 * identity documents stay out of the browser's storage. Compared whole and case-insensitively, so
 * `token` is dropped but a project's `tokenAmount` is not.
 */
export const SECRET_FIELD_NAMES: readonly string[] = [
  'password',
  'otp',
  'token',
  'accessToken',
  'refreshToken',
  'pan',
  'pan_number',
  'account_number',
  'bank_account',
  'bank_account_number',
  'ifsc',
  'ifsc_code',
  'card_number',
  'cvv',
];

const SECRET_NAMES = new Set(SECRET_FIELD_NAMES.map((name) => name.toLowerCase()));

/** What is stored: the values, when they were saved and the record's version they were typed over. */
export interface StoredDraft<T> {
  savedAt: number;
  values: T;
  version?: number | string;
}

/** The part of `Storage` drafts use. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** localStorage when reachable; it throws in some privacy modes, and the draft is then simply not kept. */
export function browserStorage(): DraftStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export interface DraftAddress {
  userId: number | string;
  /** The form, e.g. `project`, `company`. */
  form: string;
  /** The record: its id when editing, `new` when adding. */
  record: number | string;
}

export function draftKey({ userId, form, record }: DraftAddress): string {
  return `${DRAFT_KEY_PREFIX}${userId}:${form}:${record}`;
}

/** Splits a dotted path; `*` matches any key or array index at that level. */
function matches(pattern: readonly string[], path: readonly string[]): boolean {
  return pattern.length === path.length && pattern.every((part, i) => part === '*' || part === path[i]);
}

/**
 * A copy of `values` without secrets: the names above at any depth, the form's own `exclude` paths
 * (`pan_number`, `steps.1.pan_number`, `terms.*.secret`), and files (a draft holds text only; a
 * chosen file cannot be stored and is chosen again).
 */
export function withoutSecrets<T>(values: T, exclude: readonly string[] = []): T {
  const patterns = exclude.map((path) => path.split('.'));
  const strip = (value: unknown, path: string[]): unknown => {
    if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
    if (Array.isArray(value)) return value.map((item, i) => strip(item, [...path, String(i)]));
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      const here = [...path, name];
      if (SECRET_NAMES.has(name.toLowerCase()) || patterns.some((pattern) => matches(pattern, here))) continue;
      const kept = strip(item, here);
      if (kept !== undefined) out[name] = kept;
    }
    return out;
  };
  return strip(values, []) as T;
}

/** The draft at `key`, or null; one past `maxAgeMs`, or unreadable, is removed on the way. */
export function readDraft<T>(
  storage: DraftStorage,
  key: string,
  now: number,
  maxAgeMs = DRAFT_MAX_AGE_MS,
): StoredDraft<T> | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft<T>;
    if (typeof draft.savedAt === 'number' && draft.values !== undefined && now - draft.savedAt <= maxAgeMs)
      return draft;
  } catch {
    // Not ours to interpret: dropped like an expired one.
  }
  storage.removeItem(key);
  return null;
}

export function writeDraft<T>(storage: DraftStorage, key: string, draft: StoredDraft<T>): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form works on without a draft.
  }
}

/** Removes every user's drafts older than `maxAgeMs` (run once per page, when the first form opens). */
export function dropExpiredDrafts(storage: DraftStorage, now: number, maxAgeMs = DRAFT_MAX_AGE_MS): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) readDraft(storage, key, now, maxAgeMs);
}
