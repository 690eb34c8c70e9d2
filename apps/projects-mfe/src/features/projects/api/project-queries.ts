// Server state of the project list: the page, and the row actions (status, two flags, hard delete).
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { patchPaged, PROJECT_MESSAGES, projectsApi } from '@admin/api-client';
import type { Project, ProjectListQuery, ProjectStatus } from '@admin/api-client';
import { PROJECT_STATUS_LABELS } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';

// Constants and messages the feature's components and schemas show (only api/ imports the client's values).
export { PROJECT_MESSAGES, PROJECT_STATUS_LABELS, PROJECT_STATUSES } from '@admin/api-client';

export const projectKeys = {
  all: ['projects'] as const,
  list: (query: ProjectListQuery) => ['projects', 'list', query] as const,
};

export function useProjectList(query: ProjectListQuery) {
  return useQuery({ queryKey: projectKeys.list(query), queryFn: () => projectsApi.list(query), placeholderData: keepPreviousData });
}

/** Status change of a row; shown at once, rolled back with the spec's toast if refused. */
export function useProjectStatus(listKey: QueryKey) {
  return useApiMutation({
    mutationFn: ({ id, status }: { id: number; status: ProjectStatus }) => projectsApi.setStatus(id, status),
    success: (project: Project) => `${project.name} is now ${PROJECT_STATUS_LABELS[project.status]}`,
    errorFallback: PROJECT_MESSAGES.status,
    optimistic: { queryKey: listKey, update: (old, { id, status }) => patchPaged<Project>(old, id, { status }) },
    invalidate: [projectKeys.all],
  });
}

export function useBookingAmountToggle(listKey: QueryKey) {
  return useApiMutation({
    mutationFn: ({ id, value }: { id: number; value: boolean }) => projectsApi.setBookingAmountRequired(id, value),
    success: (project: Project) => `Booking amount ${project.is_booking_amount_required ? 'required' : 'not required'} for ${project.name}`,
    errorFallback: PROJECT_MESSAGES.booking,
    optimistic: { queryKey: listKey, update: (old, { id, value }) => patchPaged<Project>(old, id, { is_booking_amount_required: value }) },
    invalidate: [projectKeys.all],
  });
}

export function useJoinWaitlistToggle(listKey: QueryKey) {
  return useApiMutation({
    mutationFn: ({ id, value }: { id: number; value: boolean }) => projectsApi.setJoinWaitlist(id, value),
    success: (project: Project) => `Join waitlist ${project.join_waitlist ? 'on' : 'off'} for ${project.name}`,
    errorFallback: PROJECT_MESSAGES.waitlist,
    optimistic: { queryKey: listKey, update: (old, { id, value }) => patchPaged<Project>(old, id, { join_waitlist: value }) },
    invalidate: [projectKeys.all],
  });
}

/** Hard delete; a 409 (orders hold the project) answers the server's message, shown in the toast. */
export function useDeleteProject(onDeleted: () => void) {
  return useApiMutation({
    mutationFn: (project: Pick<Project, 'id' | 'name'>) => projectsApi.deleteHard(project.id),
    success: (_data: { id: number }, project) => `${project.name} deleted`,
    errorFallback: PROJECT_MESSAGES.delete,
    invalidate: [projectKeys.all, ['properties'], ['fees']],
    onSuccess: onDeleted,
  });
}
