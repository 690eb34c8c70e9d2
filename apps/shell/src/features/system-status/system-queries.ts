import { queryOptions } from '@tanstack/react-query';
import { systemApi } from '@admin/api-client/system';
import { queryRoots } from '../../app/query-roots';

/** The status page reads everything afresh each time it opens (staleTime 0): it is there to tell the state now. */
export const systemKeys = {
  ready: [...queryRoots.system, 'ready'] as const,
  clientErrors: [...queryRoots.system, 'client-errors'] as const,
  remoteCheck: (name: string, manifestUrl: string | null) =>
    [...queryRoots.system, 'remote-check', name, manifestUrl] as const,
};

/** The API's version, database and its migrations' state. */
export const readinessQuery = queryOptions({
  queryKey: systemKeys.ready,
  queryFn: () => systemApi.readiness(),
  staleTime: 0,
});

/** The last errors browsers reported. */
export const clientErrorsQuery = queryOptions({
  queryKey: systemKeys.clientErrors,
  queryFn: () => systemApi.clientErrors(),
  staleTime: 0,
});
