// Runs in the entry chunk too (the early preload of the opening page), so it imports nothing shared.
import type { AppRelease, RuntimeConfig } from '@admin/api-client/contract';
import { REMOTE_NAMES, type RemoteName } from '../federation/remotes';

/**
 * The release of remote `container` this page load runs, for the signed-in staff member `userId`
 * (undefined when not known yet), from the runtime config: the one place that decides it, read by the
 * early preload and by bootstrap alike, so one page load never mixes two releases of a remote. Its
 * manifest is the config's `remotes` entry (which the security policy and QA overrides read); its pages
 * are the routes the shell composes. Undefined for a remote the config has no release of.
 */
export function assignedRelease(
  config: Pick<RuntimeConfig, 'apps' | 'remotes'>,
  container: string,
  // The person decides a canary cohort; the live release is everyone's.
  _userId?: number,
): AppRelease | undefined {
  const live = config.apps[container]?.live;
  if (!live) return undefined;
  return { ...live, manifest: config.remotes[container] ?? live.manifest };
}

/** The release of every remote this page load runs (`assignedRelease` of each). */
export function assignedReleases(
  config: Pick<RuntimeConfig, 'apps' | 'remotes'>,
  userId?: number,
): Partial<Record<RemoteName, AppRelease>> {
  const releases: Partial<Record<RemoteName, AppRelease>> = {};
  for (const remote of REMOTE_NAMES) {
    const release = assignedRelease(config, remote, userId);
    if (release) releases[remote] = release;
  }
  return releases;
}
