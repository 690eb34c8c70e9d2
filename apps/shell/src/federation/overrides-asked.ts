// What tells the shell at start-up that a QA override may be involved (docs: README, "Working on one
// remote"): its query parameter or its stored entry. Almost no page load has either, so the code that
// decides, stores and confirms overrides (overrides.ts) is its own chunk, fetched only when one is.

export const OVERRIDE_QUERY_PARAM = 'remote-override';
export const OVERRIDES_STORAGE_KEY = 'admin.remoteOverrides';

/**
 * Whether this page load must decide QA overrides: the URL names one (or clears them) or one is
 * stored. When storage cannot be read, the full decision runs, as it always did.
 */
export function overridesAsked(search: string, storage: Pick<Storage, 'getItem'>): boolean {
  if (new URLSearchParams(search).has(OVERRIDE_QUERY_PARAM)) return true;
  try {
    return storage.getItem(OVERRIDES_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}
