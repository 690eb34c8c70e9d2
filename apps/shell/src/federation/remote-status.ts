// What this browser knows of each remote: the manifest URL it uses (after QA overrides), the release
// that manifest names, and whether its code loaded. The status page shows it; error reports name the
// remote's release from it. Updated by the loader (remote-loader.ts), read with useRemoteStatus().
import { useSyncExternalStore } from 'react';
import { REMOTE_NAMES, type RemoteName } from './remotes';

export type RemoteLoadState = 'not-loaded' | 'loading' | 'loaded' | 'failed';

export interface RemoteStatus {
  manifestUrl: string | null;
  /** From the manifest's build info (each remote is built with its PUBLIC_RELEASE there). */
  release: string | null;
  state: RemoteLoadState;
  /** Why the last load failed. */
  error: string | null;
}

type Statuses = Record<RemoteName, RemoteStatus>;

const initial = (): Statuses =>
  Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { manifestUrl: null, release: null, state: 'not-loaded', error: null }]),
  ) as Statuses;

let statuses = initial();
const listeners = new Set<() => void>();

export function updateRemoteStatus(name: RemoteName, change: Partial<RemoteStatus>): void {
  statuses = { ...statuses, [name]: { ...statuses[name], ...change } };
  for (const listener of listeners) listener();
}

export const remoteStatuses = (): Statuses => statuses;

/** Tests start from nothing known. */
export function resetRemoteStatuses(): void {
  statuses = initial();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useRemoteStatus(): Statuses {
  return useSyncExternalStore(subscribe, remoteStatuses, remoteStatuses);
}

/** The remote whose code is in a stack trace (its files are served from its manifest's origin), if any. */
export function remoteOfStack(stack: string | undefined): RemoteName | null {
  if (!stack) return null;
  for (const name of REMOTE_NAMES) {
    const url = statuses[name].manifestUrl;
    if (!url) continue;
    try {
      if (stack.includes(`${new URL(url).origin}/`)) return name;
    } catch {
      // Not a URL: nothing of it can be in a stack.
    }
  }
  return null;
}
