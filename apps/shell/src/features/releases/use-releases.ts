import { queryOptions, useQuery } from '@tanstack/react-query';
import { releasesApi } from '@admin/api-client/releases';
import { RELEASE_MESSAGES } from '@admin/api-client/contract';
import type { CanaryBody, CanaryStopSettings, ReleaseApp } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';
import { queryRoots } from '../../app/query-roots';

const RELEASES_KEY = queryRoots.releases;
const TOKENS_KEY = [...queryRoots.releases, 'tokens'] as const;

/** Every app's releases; refreshed every 15 s while the screen is open (canaries move by themselves). */
export const releasesQuery = queryOptions({
  queryKey: RELEASES_KEY,
  queryFn: () => releasesApi.overview(),
  refetchInterval: 15_000,
});

export const useReleases = () => useQuery(releasesQuery);

const deployTokensQuery = queryOptions({ queryKey: TOKENS_KEY, queryFn: () => releasesApi.tokens() });

/** Promote, roll back, stop a canary: each toasts and refreshes the overview. */
export function usePointerMoves() {
  const promote = useApiMutation({
    mutationFn: (app: ReleaseApp) => releasesApi.promote(app),
    success: RELEASE_MESSAGES.promoted,
    errorFallback: RELEASE_MESSAGES.promote,
    invalidate: [RELEASES_KEY],
  });
  const rollback = useApiMutation({
    mutationFn: (app: ReleaseApp) => releasesApi.rollback(app, { reason: 'Rolled back on the Releases screen' }),
    success: RELEASE_MESSAGES.rolledBack,
    errorFallback: RELEASE_MESSAGES.rollback,
    invalidate: [RELEASES_KEY],
  });
  const stopCanary = useApiMutation({
    mutationFn: (app: ReleaseApp) => releasesApi.stopCanary(app, 'Stopped on the Releases screen'),
    success: RELEASE_MESSAGES.canaryStopped,
    errorFallback: RELEASE_MESSAGES.stopCanary,
    invalidate: [RELEASES_KEY],
  });
  return { promote, rollback, stopCanary };
}

/** Start or change a canary, and the thresholds of its automatic stop: each toasts and refreshes the overview. */
export function useCanaryChanges() {
  const startCanary = useApiMutation({
    mutationFn: ({ app, body }: { app: ReleaseApp; body: CanaryBody }) => releasesApi.startCanary(app, body),
    success: RELEASE_MESSAGES.canaryStarted,
    errorFallback: RELEASE_MESSAGES.startCanary,
    invalidate: [RELEASES_KEY],
  });
  const saveSettings = useApiMutation({
    mutationFn: ({ app, settings }: { app: ReleaseApp; settings: CanaryStopSettings }) =>
      releasesApi.saveSettings(app, settings),
    success: RELEASE_MESSAGES.settingsSaved,
    errorFallback: RELEASE_MESSAGES.saveSettings,
    invalidate: [RELEASES_KEY],
  });
  return { startCanary, saveSettings };
}

export function useDeployTokens() {
  const tokens = useQuery(deployTokensQuery);
  const create = useApiMutation({
    mutationFn: ({ app, name }: { app: ReleaseApp; name: string }) => releasesApi.createToken(app, name),
    errorFallback: RELEASE_MESSAGES.createToken,
    invalidate: [TOKENS_KEY],
  });
  const revoke = useApiMutation({
    mutationFn: (id: number) => releasesApi.revokeToken(id),
    success: RELEASE_MESSAGES.tokenRevoked,
    errorFallback: RELEASE_MESSAGES.revokeToken,
    invalidate: [TOKENS_KEY],
  });
  return { tokens, create, revoke };
}
