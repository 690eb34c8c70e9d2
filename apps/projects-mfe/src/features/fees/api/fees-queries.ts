// Server state of fee management: fee entries (table and chart), and the fees synced onto one project.
import { type QueryKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { patchPaged } from '@admin/api-client';
import { feesApi } from '@admin/api-client/fees';
import { projectsApi } from '@admin/api-client/projects';
import { FEE_MESSAGES } from '@admin/api-client/contract';
import type { ActiveStatus, FeeEntry, FeeEntryRequest, FeeListQuery, ProjectFee } from '@admin/api-client';
import { MAX_PAGE_SIZE } from '@admin/api-client/contract';
import { useApiMutation } from '@admin/ui';
import { projectFormKeys } from '../../project-form/api/project-form-queries';
import { projectKeys } from '../../projects/api/projects-queries';
import { propertyKeys } from '../../properties/api/properties-queries';
import { queryRoots } from '../../../common/query-roots';

// Messages the feature's components show (only api/ imports the client's values).
export { errorMessage, FEE_MESSAGES, FEE_SORT_KEYS } from '@admin/api-client/contract';

export const feeKeys = {
  all: queryRoots.fees,
  list: (query: FeeListQuery) => [...queryRoots.fees, 'list', query] as const,
  /** Every entry, for the chart. */
  percentages: [...queryRoots.fees, 'percentages'] as const,
  project: (projectId: number) => [...queryRoots.fees, 'project', projectId] as const,
  /** The project picker's options: in the projects family, so a project change refreshes them. */
  projectOptions: [...projectKeys.all, 'options'] as const,
};

export const feeListQuery = (query: FeeListQuery) =>
  queryOptions({ queryKey: feeKeys.list(query), queryFn: () => feesApi.list(query) });

/**
 * The chart's data: the entries of the first 100 (the API's page cap), newest first. More than a
 * hundred fee entries is far beyond what a fee schedule holds; the chart says when it is cut.
 */
const feePercentagesQuery = queryOptions({
  queryKey: feeKeys.percentages,
  queryFn: () => feesApi.list({ page: 1, limit: MAX_PAGE_SIZE }),
});

export function useFeePercentages() {
  return useQuery(feePercentagesQuery);
}

export function useCreateFee(onCreated: (fee: FeeEntry) => void) {
  return useApiMutation({
    mutationFn: (body: FeeEntryRequest) => feesApi.create(body),
    success: (fee: FeeEntry) => `Fee entry ${fee.name} created`,
    errorFallback: FEE_MESSAGES.create,
    silentError: true,
    invalidate: [feeKeys.all],
    onSuccess: onCreated,
  });
}

/** Saves the edit form: `version` is the entry's as loaded into the form (409 when changed since). */
export function useUpdateFee(onSaved: (fee: FeeEntry) => void) {
  return useApiMutation({
    mutationFn: ({ id, version, body }: { id: number; version: number; body: FeeEntryRequest }) =>
      feesApi.update(id, body, version),
    success: (fee: FeeEntry) => `Fee entry ${fee.name} saved`,
    errorFallback: FEE_MESSAGES.update,
    silentError: true,
    invalidate: [feeKeys.all],
    onSuccess: onSaved,
  });
}

export function useDeleteFee(onDeleted: () => void) {
  return useApiMutation({
    mutationFn: (fee: Pick<FeeEntry, 'id' | 'name'>) => feesApi.remove(fee.id),
    success: (_data: { id: number }, fee) => `Fee entry ${fee.name} deleted`,
    errorFallback: FEE_MESSAGES.delete,
    invalidate: [feeKeys.all],
    onSuccess: onDeleted,
  });
}

/** A fee entry's status toggle; shown at once in `listKey`'s page, rolled back if refused. */
export function useFeeStatus(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useApiMutation({
    // The row's version goes as If-Match: a toggle on a stale row gets 409 and the server's message.
    mutationFn: ({ id, status, version }: { id: number; status: ActiveStatus; version: number }) =>
      feesApi.setStatus(id, status, version),
    success: (fee: FeeEntry) => `Fee entry ${fee.name} is now ${fee.status}`,
    errorFallback: FEE_MESSAGES.update,
    optimistic: { queryKey: listKey, update: (old, { id, status }) => patchPaged<FeeEntry>(old, id, { status }) },
    onSuccess: (fee) =>
      void queryClient.setQueryData(listKey, (old: unknown) => patchPaged<FeeEntry>(old, fee.id, fee)),
    invalidate: [feeKeys.all],
  });
}

/** The fees synced onto a project (nothing is fetched until a project is chosen). */
const projectFeesQuery = (projectId: number | undefined) =>
  queryOptions({ queryKey: feeKeys.project(projectId ?? 0), queryFn: () => feesApi.projectFees(projectId ?? 0) });

export function useProjectFees(projectId: number | undefined) {
  return useQuery({ ...projectFeesQuery(projectId), enabled: projectId !== undefined });
}

/**
 * Sync copies the active fees onto the project. Its GET writes, so it is a mutation run on the
 * click, never a query (a query would re-run on focus or remount and write again).
 */
export function useSyncProjectFees() {
  return useApiMutation({
    // `version` is the project's as shown: a sync on a project changed since gets 409.
    mutationFn: ({ projectId, version }: { projectId: number; version: number }) =>
      feesApi.syncProjectFees(projectId, version),
    success: (fees: ProjectFee[]) => `${fees.length} ${fees.length === 1 ? 'fee' : 'fees'} synced`,
    errorFallback: FEE_MESSAGES.sync,
    invalidate: (_data, { projectId }) => [feeKeys.project(projectId), projectKeys.all, propertyKeys.all],
  });
}

export function useProjectFeeStatus() {
  return useApiMutation({
    mutationFn: ({ projectId, status, version }: { projectId: number; status: ActiveStatus; version: number }) =>
      feesApi.setProjectFeeStatus(projectId, status, version),
    success: (_fees: ProjectFee[], { status }) => `Project fees are now ${status}`,
    errorFallback: FEE_MESSAGES.update,
    invalidate: (_data, { projectId }) => [feeKeys.project(projectId), projectKeys.all, propertyKeys.all],
  });
}

/** The chosen project (its name and fee status). */
const feeProjectQuery = (projectId: number | undefined) =>
  queryOptions({ queryKey: projectFormKeys.detail(projectId ?? 0), queryFn: () => projectsApi.get(projectId ?? 0) });

export function useFeeProject(projectId: number | undefined) {
  return useQuery({ ...feeProjectQuery(projectId), enabled: projectId !== undefined });
}

/** Options of the project picker: projects whose title contains `search` (first 20). */
export async function searchProjects(search: string): Promise<{ value: string; label: string }[]> {
  const page = await projectsApi.list({ page: 1, limit: 20, search: search || undefined });
  return page.items.map((p) => ({ value: String(p.id), label: `${p.name}${p.symbol ? ` (${p.symbol})` : ''}` }));
}
