// Keeps a page load on the releases it started with, and notices when they move (docs/releases.md):
// - the releases this page load runs (one of each remote, never mixed) are set once at start;
// - runtime-config.json is re-checked every RELEASE_RECHECK_SECONDS with a conditional request (the
//   HTTP cache answers 304 while nothing moved); a remote whose assigned manifest changed is marked
//   moved, and the next navigation into it is a full page load of the target URL (remotePageLoader);
// - a beacon tells the API which release of each remote this page load runs (a random id per page
//   load, nothing about the person), at start and every few minutes while the page stays open.
import { RELEASE_RECHECK_SECONDS, type ReleaseBeacon } from '@admin/api-client/contract';
import { RUNTIME_CONFIG_PATH } from '../startup/earlyFetches';
import { ACCESS_TOKEN_KEY, assignedManifests, storedUserId, type Assignment } from '../startup/assignedRelease';
import { REMOTE_NAMES, type RemoteName } from './remotes';

/** A beacon every this many re-checks: enough to count the sessions of the last 15 minutes. */
const BEACON_EVERY_CHECKS = 5;

/** This page load's random id: the API counts page loads and their errors by it, never a person. */
export const PAGE_LOAD_ID = `load-${globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2)}`;

/** The manifest each remote was registered under at start, and the registry's release behind it (if any). */
const running = new Map<RemoteName, { manifest: string; assignment: Assignment | null }>();
const moved = new Set<RemoteName>();

export function setRunningReleases(
  manifests: Record<RemoteName, string>,
  assignments: Partial<Record<RemoteName, Assignment>>,
): void {
  running.clear();
  moved.clear();
  for (const name of REMOTE_NAMES)
    running.set(name, { manifest: manifests[name], assignment: assignments[name] ?? null });
}

/** The registry's release this page load runs of `remote` (undefined: not a registry release). */
export const runningRelease = (remote: RemoteName): string | undefined => running.get(remote)?.assignment?.release;

/** Whether the release assigned to this person for `remote` is no longer the one this page load runs. */
export const remoteMoved = (remote: RemoteName): boolean => moved.has(remote);

/** Marks the remotes whose manifest differs from the one this page load runs; overridden remotes never move. */
export async function recheckReleases(
  fetchImpl: typeof fetch,
  overridden: ReadonlySet<RemoteName>,
  userId: () => number | null,
): Promise<RemoteName[]> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) return [];
  const manifests = await assignedManifests(await response.json(), REMOTE_NAMES, userId());
  for (const [name, now] of running) {
    if (overridden.has(name) || !manifests[name]) continue;
    if (manifests[name] !== now.manifest) moved.add(name);
  }
  return [...moved];
}

/** Which release of each remote this page load runs, for the API (exported for tests). */
export function beaconBody(): ReleaseBeacon {
  const runs = [...running]
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

/** Starts the beacon and the re-checks (once per page load). */
export function startReleaseChecks(apiBaseUrl: string, overridden: ReadonlySet<RemoteName>): void {
  sendBeacon(apiBaseUrl);
  let checks = 0;
  const userId = () => storedUserId(window.localStorage, ACCESS_TOKEN_KEY);
  window.setInterval(() => {
    checks += 1;
    if (checks % BEACON_EVERY_CHECKS === 0) sendBeacon(apiBaseUrl);
    // A failed check is tried again at the next tick; nothing moves meanwhile.
    recheckReleases(fetch, overridden, userId).catch(() => undefined);
  }, RELEASE_RECHECK_SECONDS * 1000);
}
