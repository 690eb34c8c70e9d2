import { queryOptions, useQueries } from '@tanstack/react-query';
import type { ReleaseFile } from '@admin/api-client/contract';
import { REMOTE_NAMES, type RemoteName } from '../../federation/remotes';
import { systemKeys } from './system-queries';

/** What fetching a remote's manifest (and the release.json beside it) found. */
interface RemoteCheck {
  /** The release the manifest names (its build info). */
  release: string | null;
  commit: string | null;
  committedAt: string | null;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText || 'error'} for ${url}`);
  return (await response.json()) as T;
}

/**
 * Fetches the remote's manifest now, whatever this page loaded: it answers whether the remote is up and
 * which release it serves. The commit and its time are in release.json beside it (absent in builds
 * made before they were written, which is no failure).
 */
async function checkRemote(manifestUrl: string): Promise<RemoteCheck> {
  const manifest = await fetchJson<{ metaData?: { buildInfo?: { buildVersion?: string } } }>(manifestUrl);
  const releaseFile = await fetchJson<Partial<ReleaseFile>>(new URL('release.json', manifestUrl).href).catch(
    () => null,
  );
  return {
    release: manifest.metaData?.buildInfo?.buildVersion ?? null,
    commit: releaseFile?.commit ?? null,
    committedAt: releaseFile?.committed_at ?? null,
  };
}

export type RemoteCheckState =
  | { state: 'checking' }
  | { state: 'unknown' }
  | { state: 'up'; check: RemoteCheck }
  | { state: 'down'; error: string };

/** One remote's check from `manifestUrl`, afresh each time and never retried (a failure is the answer). */
const remoteCheckQuery = (name: RemoteName, manifestUrl: string | null) =>
  queryOptions({
    queryKey: systemKeys.remoteCheck(name, manifestUrl),
    queryFn: () => checkRemote(manifestUrl as string),
    staleTime: 0,
    retry: false,
  });

/** Every remote checked at once, each from the manifest URL this browser uses (after QA overrides). */
export function useRemoteChecks(manifestUrls: Record<RemoteName, string | null>): {
  checks: Record<RemoteName, RemoteCheckState>;
  recheck(): void;
  checking: boolean;
} {
  const results = useQueries({
    queries: REMOTE_NAMES.map((name) => ({
      ...remoteCheckQuery(name, manifestUrls[name]),
      enabled: manifestUrls[name] !== null,
    })),
  });
  const checks = Object.fromEntries(
    REMOTE_NAMES.map((name, index): [RemoteName, RemoteCheckState] => {
      const result = results[index];
      if (manifestUrls[name] === null || !result) return [name, { state: 'unknown' }];
      if (result.isFetching || result.isPending) return [name, { state: 'checking' }];
      if (result.isError) return [name, { state: 'down', error: result.error.message }];
      return [name, { state: 'up', check: result.data }];
    }),
  ) as Record<RemoteName, RemoteCheckState>;
  return {
    checks,
    recheck: () => results.forEach((result) => void result.refetch()),
    checking: results.some((result) => result.isFetching),
  };
}
