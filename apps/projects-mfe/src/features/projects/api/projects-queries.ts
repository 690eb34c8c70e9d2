// Server state of the project list: the page, and the row actions (status, two flags, hard delete).
import { queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { patchPaged } from '@admin/api-client';
import { projectsApi } from '@admin/api-client/projects';
import { PROJECT_MESSAGES } from '@admin/api-client/contract';
import type { Project, ProjectListQuery, ProjectStatus } from '@admin/api-client';
import { PROJECT_STATUS_LABELS } from '@admin/api-client/contract';
import { useApiMutation } from '@admin/ui';
import { propertyKeys } from '../../properties/api/properties-queries';

// Constants and messages the feature's components and schemas show (only api/ imports the client's values).
export {
  PROJECT_MESSAGES,
  PROJECT_SORT_KEYS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  PROJECT_TRANSITIONS,
} from '@admin/api-client/contract';
import { queryRoots } from '../../../common/query-roots';

export const projectKeys = {
  all: queryRoots.projects,
  lists: [...queryRoots.projects, 'list'] as const,
  list: (query: ProjectListQuery) => [...queryRoots.projects, 'list', query] as const,
};

/** One page of `GET /v2/admin/project`: the list's hook and the page's prefetch share it. */
export const projectListQuery = (query: ProjectListQuery) =>
  queryOptions({ queryKey: projectKeys.list(query), queryFn: () => projectsApi.list(query) });

/** A project as it is now: one someone else moved out of the filters shows its new status (useLiveList's fetchRow). */
export const fetchProject = (id: string): Promise<Project> => projectsApi.get(Number(id));

/** A row's change as the row was loaded: its `version` goes as If-Match (a stale row gets 409 and the server's message). */
interface RowChange {
  id: number;
  version: number;
}

/** Puts the saved project (its new version too) into the page, so the row's next change is not stale. */
function useSavedRow(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return (project: Project) =>
    void queryClient.setQueryData(listKey, (old: unknown) => patchPaged<Project>(old, project.id, project));
}

/** Status change of a row; shown at once, rolled back with the spec's toast (or the server's message) if refused. */
export function useProjectStatus(listKey: QueryKey) {
  const saved = useSavedRow(listKey);
  return useApiMutation({
    mutationFn: ({ id, status, version }: RowChange & { status: ProjectStatus }) =>
      projectsApi.setStatus(id, status, version),
    success: (project: Project) => `${project.name} is now ${PROJECT_STATUS_LABELS[project.status]}`,
    errorFallback: PROJECT_MESSAGES.status,
    optimistic: { queryKey: listKey, update: (old, { id, status }) => patchPaged<Project>(old, id, { status }) },
    onSuccess: saved,
    invalidate: [projectKeys.all],
  });
}

export function useBookingAmountToggle(listKey: QueryKey) {
  const saved = useSavedRow(listKey);
  return useApiMutation({
    mutationFn: ({ id, value, version }: RowChange & { value: boolean }) =>
      projectsApi.setBookingAmountRequired(id, value, version),
    success: (project: Project) =>
      `Booking amount ${project.is_booking_amount_required ? 'required' : 'not required'} for ${project.name}`,
    errorFallback: PROJECT_MESSAGES.booking,
    optimistic: {
      queryKey: listKey,
      update: (old, { id, value }) => patchPaged<Project>(old, id, { is_booking_amount_required: value }),
    },
    onSuccess: saved,
    invalidate: [projectKeys.all],
  });
}

export function useJoinWaitlistToggle(listKey: QueryKey) {
  const saved = useSavedRow(listKey);
  return useApiMutation({
    mutationFn: ({ id, value, version }: RowChange & { value: boolean }) =>
      projectsApi.setJoinWaitlist(id, value, version),
    success: (project: Project) => `Join waitlist ${project.join_waitlist ? 'on' : 'off'} for ${project.name}`,
    errorFallback: PROJECT_MESSAGES.waitlist,
    optimistic: {
      queryKey: listKey,
      update: (old, { id, value }) => patchPaged<Project>(old, id, { join_waitlist: value }),
    },
    onSuccess: saved,
    invalidate: [projectKeys.all],
  });
}

/** One project's status, as one item of a bulk action: its own request, with the version the list showed. */
export function setProjectStatus(project: Project, status: ProjectStatus): Promise<Project> {
  return projectsApi.setStatus(project.id, status, project.version);
}

/** Refetches every project list, e.g. after a bulk action changed some of the projects. */
export function useRefreshProjects(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: projectKeys.all });
}

/**
 * Hard delete; a 409 (orders hold the project) answers the server's message, shown in the toast.
 * `alsoRefresh`: caches of features that read this one's keys (fees), named by the page so the two
 * api files do not import each other.
 */
export function useDeleteProject(onDeleted: () => void, alsoRefresh: readonly QueryKey[] = []) {
  return useApiMutation({
    mutationFn: (project: Pick<Project, 'id' | 'name'>) => projectsApi.deleteHard(project.id),
    success: (_data: { id: number }, project) => `${project.name} deleted`,
    errorFallback: PROJECT_MESSAGES.delete,
    invalidate: [projectKeys.all, propertyKeys.all, ...alsoRefresh],
    onSuccess: onDeleted,
  });
}
