import { isOverrideAllowed, originOf, type OverrideOriginPattern } from './override-origins';
import { OVERRIDE_QUERY_PARAM, OVERRIDES_STORAGE_KEY } from './overrides-asked';
import { isRemoteName, type RemoteName } from './remotes';

export { OVERRIDES_STORAGE_KEY };

/**
 * QA override: point one browser's remote at another build, e.g. a preview deployment:
 *   ?remote-override=orders_mfe@https://preview.example.com/orders/mf-manifest.json
 * An override runs its code in the admin origin, so it is accepted only from an origin on the
 * deployment's allow-list (runtime-config.json `remoteOverrideOrigins`), and only after the user
 * confirmed loading code from that origin. A confirmed override is kept in localStorage
 * (OVERRIDES_STORAGE_KEY) with the origin confirmed, until cleared; the shell shows a banner while
 * any is active. `?remote-override=orders_mfe@` (nothing after @) clears that one,
 * `?remote-override=clear` clears all. Start-up loads this module only when overridesAsked() says
 * the URL or storage names an override.
 */

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/** One override asked for (by the URL or by storage). */
export interface OverrideRequest {
  remote: RemoteName;
  url: string;
  origin: string;
}

export interface OverrideDecision {
  /** Allowed and confirmed before: loaded now. */
  active: RemoteOverrides;
  /** Allowed, not confirmed yet: ask before loading anything (confirmRemoteOverrides stores them). */
  pending: OverrideRequest[];
  /** Not on the allow-list (or overrides are off): ignored, not stored; the user is told. */
  refused: OverrideRequest[];
}

/** What localStorage keeps per remote: the manifest and the origin the user confirmed. */
interface StoredOverride {
  url: string;
  confirmedOrigin: string;
}
type StoredOverrides = Partial<Record<RemoteName, StoredOverride>>;

const requestFor = (remote: RemoteName, url: string): OverrideRequest | null => {
  const origin = originOf(url);
  return origin ? { remote, url, origin } : null;
};

/** The stored overrides. An entry without a confirmation (older format, or edited) is not trusted. */
export function readStoredOverrides(storage: Storage): StoredOverrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const stored: StoredOverrides = {};
    for (const [name, entry] of Object.entries(parsed)) {
      if (!isRemoteName(name) || typeof entry !== 'object' || entry === null) continue;
      const { url, confirmedOrigin } = entry as Partial<StoredOverride>;
      if (typeof url === 'string' && typeof confirmedOrigin === 'string' && originOf(url) === confirmedOrigin) {
        stored[name] = { url, confirmedOrigin };
      }
    }
    return stored;
  } catch {
    return {};
  }
}

function writeStoredOverrides(storage: Storage, stored: StoredOverrides): void {
  if (Object.keys(stored).length > 0) storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(stored));
  else storage.removeItem(OVERRIDES_STORAGE_KEY);
}

/** The overrides the query string asks for: a URL per remote, '' to clear one, or all cleared. */
export function readQueryOverrides(search: string): {
  clearAll: boolean;
  requested: Partial<Record<RemoteName, string>>;
} {
  const requested: Partial<Record<RemoteName, string>> = {};
  let clearAll = false;
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_QUERY_PARAM)) {
    if (value === 'clear') {
      clearAll = true;
      for (const name of Object.keys(requested)) delete requested[name as RemoteName];
      continue;
    }
    const at = value.indexOf('@');
    const name = at > 0 ? value.slice(0, at) : '';
    const url = at > 0 ? value.slice(at + 1) : '';
    if (!isRemoteName(name)) console.warn(`[federation] ignoring ${OVERRIDE_QUERY_PARAM}=${value}: unknown remote`);
    else if (url === '' || originOf(url)) requested[name] = url;
    else console.warn(`[federation] ignoring ${OVERRIDE_QUERY_PARAM}=${value}: not an http(s) URL`);
  }
  return { clearAll, requested };
}

/**
 * Decides the overrides of this page load from the URL, storage and the allow-list, keeps only the
 * still-allowed confirmed ones in storage, and removes the query parameter from the address bar
 * (so links copied from here do not carry it). Nothing pending or refused is stored.
 */
export function takeRemoteOverrides(
  location: Location,
  history: History,
  storage: Storage,
  allowedOrigins: readonly OverrideOriginPattern[],
): OverrideDecision {
  const { clearAll, requested } = readQueryOverrides(location.search);
  const stored: StoredOverrides = clearAll ? {} : readStoredOverrides(storage);
  const decision: OverrideDecision = { active: {}, pending: [], refused: [] };

  for (const [remote, url] of Object.entries(requested) as Array<[RemoteName, string]>) {
    if (url === '') {
      delete stored[remote];
      continue;
    }
    const request = requestFor(remote, url)!;
    if (!isOverrideAllowed(url, allowedOrigins)) decision.refused.push(request);
    else if (stored[remote]?.url === url)
      continue; // confirmed before: stays active below
    else {
      delete stored[remote];
      decision.pending.push(request);
    }
  }
  for (const [remote, entry] of Object.entries(stored) as Array<[RemoteName, StoredOverride]>) {
    if (isOverrideAllowed(entry.url, allowedOrigins)) decision.active[remote] = entry.url;
    else {
      // The deployment no longer allows it (or turned overrides off): forget it, and say so.
      delete stored[remote];
      decision.refused.push(requestFor(remote, entry.url)!);
    }
  }
  writeStoredOverrides(storage, stored);

  const params = new URLSearchParams(location.search);
  if (params.has(OVERRIDE_QUERY_PARAM)) {
    params.delete(OVERRIDE_QUERY_PARAM);
    const query = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }
  return decision;
}

/** The user confirmed loading these: store them, with the origin they confirmed. */
export function confirmRemoteOverrides(storage: Storage, requests: readonly OverrideRequest[]): RemoteOverrides {
  const stored = readStoredOverrides(storage);
  const confirmed: RemoteOverrides = {};
  for (const { remote, url, origin } of requests) {
    stored[remote] = { url, confirmedOrigin: origin };
    confirmed[remote] = url;
  }
  writeStoredOverrides(storage, stored);
  return confirmed;
}

export function clearRemoteOverrides(storage: Storage): void {
  storage.removeItem(OVERRIDES_STORAGE_KEY);
}
