// The releases this page load runs (docs/releases.md): one of each remote, set once at start and never
// mixed, and which of them the minute re-check (release-checks.ts) found moved since. Small and on the
// first load: the error reports and the remote page loader read it from the start.
import type { Assignment } from '../startup/assigned-release';
import { REMOTE_NAMES, type RemoteName } from './remotes';

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

/** What runs of each remote now (for the re-check and the beacon). */
export const runningNow = (): ReadonlyMap<RemoteName, { manifest: string; assignment: Assignment | null }> => running;

/** The registry's release this page load runs of `remote` (undefined: not a registry release). */
export const runningRelease = (remote: RemoteName): string | undefined => running.get(remote)?.assignment?.release;

/** Marks `remote` as moved: its next navigation is a full page load (remotePageLoader). */
export const markMoved = (remote: RemoteName): void => void moved.add(remote);

/** Whether the release assigned to this person for `remote` is no longer the one this page load runs. */
export const remoteMoved = (remote: RemoteName): boolean => moved.has(remote);

/** Every remote marked moved. */
export const movedRemotes = (): RemoteName[] => [...moved];
