import { isRemoteName, type RemoteName } from './remotes';

/**
 * QA override: point one browser's remote at another build, e.g. a preview deployment:
 *   ?remote-override=orders_mfe@https://preview.example.com/orders/mf-manifest.json
 * The override is kept in localStorage (OVERRIDES_STORAGE_KEY) until cleared, and the shell shows a
 * banner while any is active. `?remote-override=orders_mfe@` (nothing after @) clears that one,
 * `?remote-override=clear` clears all.
 */
export const OVERRIDE_QUERY_PARAM = 'remote-override';
export const OVERRIDES_STORAGE_KEY = 'admin.remoteOverrides';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function readStoredOverrides(storage: Storage): RemoteOverrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const overrides: RemoteOverrides = {};
    for (const [name, url] of Object.entries(parsed)) {
      if (isRemoteName(name) && typeof url === 'string' && isHttpUrl(url)) overrides[name] = url;
    }
    return overrides;
  } catch {
    return {};
  }
}

/** Applies the query parameters of `search` to the stored overrides and returns the result. */
export function mergeQueryOverrides(stored: RemoteOverrides, search: string): RemoteOverrides {
  const next: RemoteOverrides = { ...stored };
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_QUERY_PARAM)) {
    if (value === 'clear') {
      for (const name of Object.keys(next)) delete next[name as RemoteName];
      continue;
    }
    const at = value.indexOf('@');
    const name = at > 0 ? value.slice(0, at) : '';
    const url = at > 0 ? value.slice(at + 1) : '';
    if (!isRemoteName(name)) {
      console.warn(`[federation] ignoring ${OVERRIDE_QUERY_PARAM}=${value}: unknown remote`);
    } else if (url === '') {
      delete next[name];
    } else if (isHttpUrl(url)) {
      next[name] = url;
    } else {
      console.warn(`[federation] ignoring ${OVERRIDE_QUERY_PARAM}=${value}: not an http(s) URL`);
    }
  }
  return next;
}

/**
 * Reads the overrides from the current URL and storage, saves them, and removes the query
 * parameter from the address bar so that links copied from here do not carry it.
 */
export function takeRemoteOverrides(location: Location, history: History, storage: Storage): RemoteOverrides {
  const overrides = mergeQueryOverrides(readStoredOverrides(storage), location.search);
  if (Object.keys(overrides).length > 0) storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
  else storage.removeItem(OVERRIDES_STORAGE_KEY);

  const params = new URLSearchParams(location.search);
  if (params.has(OVERRIDE_QUERY_PARAM)) {
    params.delete(OVERRIDE_QUERY_PARAM);
    const query = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }
  return overrides;
}

export function clearRemoteOverrides(storage: Storage): void {
  storage.removeItem(OVERRIDES_STORAGE_KEY);
}
