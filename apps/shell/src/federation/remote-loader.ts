import type { ComponentType } from 'react';
import type { RemotePagePrefetch } from '@admin/api-client';
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { reportClientError } from '../observability/client-errors';
import { takeEarly } from '../startup/early-fetches';
import { isRemoteName, REMOTE_NAMES, REMOTES, type RemoteName } from './remotes';
import { updateRemoteStatus } from './remote-status';
import { withRetry } from './retry';

const entries = new Map<RemoteName, string>();

/**
 * Runtime plugin: a failed manifest or entry fetch happens inside the federation runtime, before React
 * renders anything, so it is logged here with the remote's name and the stage that failed. Returning
 * nothing lets the loader below retry and then show the remote's fallback.
 */
const failureReporter: ModuleFederationRuntimePlugin = {
  name: 'admin-remote-failure-reporter',
  errorLoadRemote({ id, lifecycle, error }) {
    console.error(`[federation] loading ${id} failed during ${lifecycle}:`, error);
    return undefined;
  },
};

/** Runtime plugin: notes the release each remote's manifest names, for the status page and error reports. */
const releaseRecorder: ModuleFederationRuntimePlugin = {
  name: 'admin-remote-release-recorder',
  loadRemoteSnapshot(args) {
    const name = args.moduleInfo.name;
    const release = args.manifestJson?.metaData?.buildInfo?.buildVersion;
    if (isRemoteName(name) && release) updateRemoteStatus(name, { release });
    return args;
  },
};

/** Runtime plugin: a manifest the entry started fetching early (startup/early-fetches.ts) is taken, not fetched again. */
const earlyManifests: ModuleFederationRuntimePlugin = {
  name: 'admin-early-manifests',
  fetch(url) {
    return takeEarly(url);
  },
};

/**
 * Registers every remote under its manifest URL (from the runtime config and the release assigned,
 * after QA overrides). An assigned release names itself before its manifest is read, so an error
 * while loading it is counted against it.
 */
export function registerAppRemotes(
  urls: Record<RemoteName, string>,
  assigned: Partial<Record<RemoteName, { release: string }>> = {},
): void {
  registerPlugins([earlyManifests, failureReporter, releaseRecorder]);
  for (const name of REMOTE_NAMES) {
    entries.set(name, urls[name]);
    updateRemoteStatus(name, {
      manifestUrl: urls[name],
      ...(assigned[name] ? { release: assigned[name].release } : {}),
    });
  }
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: urls[name] })));
}

/** Forgets what the runtime cached for a remote (a failed fetch included), so the next load fetches again. */
export function resetRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/**
 * How the federation runtime says that a remote it reached does not expose a module: the container's
 * own error (rspack's and webpack's), or the runtime's code for a container that answers nothing.
 */
const MISSING_EXPOSE = /does not exist in container|#RUNTIME_014/;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  /** The remote answered, but the deployed build lacks this page (built from other page declarations). */
  readonly pageMissing: boolean;
  constructor(
    readonly remote: RemoteName,
    readonly expose: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${REMOTES[remote].app} could not be loaded (${expose}): ${reason}`, { cause });
    this.pageMissing = MISSING_EXPOSE.test(reason);
  }
}

/** An exposed page: its component, and optionally the prefetch of its first queries. */
export type PageModule = { default: ComponentType; prefetch?: RemotePagePrefetch };

/**
 * Loads an exposed module with a bounded retry; rejects with a RemoteLoadError naming the remote.
 * `check` throws when the module is not what the caller needs (a page, or parcel lifecycles).
 */
export async function loadExposedModule<T>(
  remote: RemoteName,
  expose: string,
  check: (module: unknown) => T,
): Promise<T> {
  updateRemoteStatus(remote, { state: 'loading' });
  try {
    const module = await withRetry(async () => check(await loadRemote<unknown>(`${remote}/${expose}`)), {
      attempts: 3,
      backoffMs: 300,
      beforeRetry: () => resetRemote(remote),
    });
    updateRemoteStatus(remote, { state: 'loaded', error: null });
    return module;
  } catch (error) {
    const failure = new RemoteLoadError(remote, expose, error);
    updateRemoteStatus(remote, { state: 'failed', error: failure.message });
    reportClientError({ kind: 'remote-load', error: failure, remote });
    throw failure;
  }
}

const pageLoads = new Map<string, Promise<PageModule>>();
const loadedPages = new Map<string, PageModule>();

/**
 * Loads an exposed page (a module whose default export is a component), once per page: the route's
 * loader, the start-up and RemotePage share one load. A failed load stays failed (RemotePage shows
 * the remote's fallback at once instead of retrying again) until `forgetRemotePage`.
 */
export function loadRemotePage(remote: RemoteName, expose: string): Promise<PageModule> {
  const key = `${remote}/${expose}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = loadExposedModule(remote, expose, (page) => {
      if (!(page as Partial<PageModule> | undefined)?.default) throw new Error(`the remote does not expose ${expose}`);
      return page as PageModule;
    });
    load.then((page) => loadedPages.set(key, page)).catch(() => undefined);
    pageLoads.set(key, load);
  }
  return load;
}

/** The page if it has already loaded: rendered at once, with no Suspense fallback to throttle its reveal. */
export function loadedRemotePage(remote: RemoteName, expose: string): PageModule | undefined {
  return loadedPages.get(`${remote}/${expose}`);
}

/** Drops a failed page load (Retry), so the next one fetches again. */
export function forgetRemotePage(remote: RemoteName, expose: string): void {
  const key = `${remote}/${expose}`;
  if (!loadedPages.has(key)) pageLoads.delete(key);
}
