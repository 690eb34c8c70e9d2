// Notices when the releases this page load runs move (docs/releases.md), and says which ones it runs:
// - runtime-config.json is re-checked every RELEASE_RECHECK_SECONDS with a conditional request (the
//   HTTP cache answers 304 while nothing moved); a remote whose assigned manifest changed is marked
//   moved, and the next navigation into it is a full page load of the target URL (remotePageLoader);
// - a beacon tells the API which release of each remote this page load runs (a random id per page
//   load, nothing about the person), once this module starts and every few minutes while the page
//   stays open.
// Its own chunk, started once the first screen has loaded (bootstrap): the shell's first load does not
// carry it. What this page load runs is set at start in running-releases.ts.
import { RELEASE_RECHECK_SECONDS, type ReleaseBeacon, type RuntimeConfigApps } from '@admin/api-client/contract';
import { RUNTIME_CONFIG_PATH } from '../startup/early-fetches';
import { ACCESS_TOKEN_KEY, assignReleases, storedUserId } from '../startup/assigned-release';
import { REMOTE_NAMES, type RemoteName } from './remotes';
import { markMoved, movedRemotes, PAGE_LOAD_ID, runningNow } from './running-releases';

/** A beacon every this many re-checks (every 5 minutes): enough to count the sessions of the last 15 minutes. */
const BEACON_EVERY_CHECKS = 6;

/** The manifest each container should run now, by runtime-config.json and the signed-in person. */
async function assignedManifests(
  document: unknown,
  containers: readonly string[],
  userId: number | null,
): Promise<Partial<Record<string, string>>> {
  const raw = document as { apps?: RuntimeConfigApps; remotes?: Record<string, unknown> } | null;
  const assigned = await assignReleases(raw?.apps, containers, userId);
  const manifests: Partial<Record<string, string>> = {};
  for (const name of containers) {
    const fallback = raw?.remotes?.[name];
    const manifest = assigned[name]?.manifest ?? (typeof fallback === 'string' ? fallback.trim() : undefined);
    if (manifest) manifests[name] = manifest;
  }
  return manifests;
}

/** Marks the remotes whose manifest differs from the one this page load runs; overridden remotes never move. */
export async function recheckReleases(
  fetchImpl: typeof fetch,
  overridden: ReadonlySet<RemoteName>,
  userId: () => number | null,
): Promise<RemoteName[]> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) return [];
  const manifests = await assignedManifests(await response.json(), REMOTE_NAMES, userId());
  for (const [name, now] of runningNow()) {
    if (overridden.has(name) || !manifests[name]) continue;
    if (manifests[name] !== now.manifest) markMoved(name);
  }
  return movedRemotes();
}

/** Which release of each remote this page load runs, for the API (exported for tests). */
export function beaconBody(): ReleaseBeacon {
  const runs = [...runningNow()]
    .filter(([, now]) => now.assignment !== null)
    .map(([remote, now]) => ({ remote, release: now.assignment?.release ?? '' }));
  return { load: PAGE_LOAD_ID, runs };
}

function sendBeacon(apiBaseUrl: string): void {
  const body = beaconBody();
  if (body.runs.length === 0) return;
  void fetch(`${apiBaseUrl.replace(/\/+$/, '')}/release-beacons`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Starts the beacon and the re-checks (once per page load). The first re-check comes
 * RELEASE_RECHECK_SECONDS after the page load began (performance.now() counts from it), not after
 * this chunk arrived, so a move reaches even a page opened just before it within that time.
 */
export function startReleaseChecks(apiBaseUrl: string, overridden: ReadonlySet<RemoteName>): void {
  sendBeacon(apiBaseUrl);
  let checks = 0;
  const userId = () => storedUserId(window.localStorage, ACCESS_TOKEN_KEY);
  const tick = () => {
    checks += 1;
    if (checks % BEACON_EVERY_CHECKS === 0) sendBeacon(apiBaseUrl);
    // A failed check is tried again at the next tick; nothing moves meanwhile.
    recheckReleases(fetch, overridden, userId).catch(() => undefined);
  };
  const everyMs = RELEASE_RECHECK_SECONDS * 1000;
  window.setTimeout(
    () => {
      tick();
      window.setInterval(tick, everyMs);
    },
    Math.max(0, everyMs - performance.now()),
  );
}
