// The project form's data access: the project, its risk items, the company options, and the saves.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@admin/ui';
import { companiesApi } from '@admin/api-client/companies';
import { projectFormApi } from '@admin/api-client/project-form';
import { projectsApi } from '@admin/api-client/projects';
import { auditKeys } from '@admin/api-client/contract';
import {
  errorMessage,
  DURATION_OPTIONS,
  GALLERY_MAX_FILES,
  INDIVIDUAL_GROUP_OPTIONS,
  INVESTMENT_TYPES,
  MEDIA_TYPES,
  PROJECT_CATEGORIES,
  PROJECT_FORM_MESSAGES,
  PROJECT_MESSAGES,
  RISK_SEVERITIES,
} from '@admin/api-client/contract';
import type {
  Project,
  ProjectCreateRequest,
  ProjectUpdateRequest,
  RiskItem,
  RiskItemCreateRequest,
  RiskItemUpdateRequest,
  UploadOptions,
} from '@admin/api-client';
import { projectKeys } from '../../projects/api/projects-queries';
import { queryRoots } from '../../../common/query-roots';

// Constants the components need, re-exported so that only this folder imports @admin/api-client values.
export {
  DURATION_OPTIONS,
  GALLERY_MAX_FILES,
  INDIVIDUAL_GROUP_OPTIONS,
  INVESTMENT_TYPES,
  MEDIA_TYPES,
  PROJECT_CATEGORIES,
  PROJECT_FORM_MESSAGES,
  RISK_SEVERITIES,
};

export const projectFormKeys = {
  detail: (id: number) => [...queryRoots.projects, 'detail', id] as const,
  risks: (id: number) => [...queryRoots.projects, 'risks', id] as const,
  companies: [...queryRoots.companies, 'options'] as const,
  /** The companies screens' key for one company, so both share its cache. */
  company: (id: number) => [...queryRoots.companies, 'detail', id] as const,
};

/** The spec names no fallback for loading one project or saving the form: these follow its wording. */
export const FORM_MESSAGES = {
  load: 'Failed to fetch project',
  save: 'Failed to save project',
  risks: 'Failed to fetch risk items',
  riskCreate: 'Failed to add risk',
  riskDelete: 'Failed to delete risk',
} as const;

const projectQuery = (id: number | undefined) =>
  queryOptions({ queryKey: projectFormKeys.detail(id ?? 0), queryFn: () => projectsApi.get(id as number) });

export function useProject(id: number | undefined) {
  return useQuery({ ...projectQuery(id), enabled: id !== undefined });
}

/**
 * The name of a company the form holds only by id (a restored draft's choice), for the Company
 * field to show instead of the number; undefined while it loads or when no id is given.
 */
const companyQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: projectFormKeys.company(id ?? 0),
    queryFn: () => companiesApi.get(id as number),
    staleTime: 5 * 60_000,
  });

export function useCompanyName(id: number | undefined) {
  return useQuery({ ...companyQuery(id), enabled: id !== undefined }).data?.name;
}

/** Company options for the searchable select (`GET /v2/company?search=`). */
export async function loadCompanyOptions(search: string) {
  const { items } = await companiesApi.list({ search: search || undefined, limit: 20 });
  return items.map((company) => ({ value: String(company.id), label: company.name }));
}

/** `POST /project`; the form shows failures itself. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useApiMutation<Project, ProjectCreateRequest>({
    mutationFn: (body) => projectsApi.create(body),
    success: 'Project created',
    errorFallback: FORM_MESSAGES.save,
    silentError: true,
    invalidate: [projectKeys.lists],
    onSuccess: (project) => queryClient.setQueryData(projectFormKeys.detail(project.id), project),
  });
}

/** `PUT /v2/project/{id}` with If-Match of the version last loaded or saved. */
export function useUpdateProject(id: number) {
  const queryClient = useQueryClient();
  const loadedVersion = useLoadedVersion(id);
  return useApiMutation<Project, ProjectUpdateRequest>({
    mutationFn: (body) => projectsApi.update(id, body, loadedVersion()),
    success: 'Project saved',
    errorFallback: FORM_MESSAGES.save,
    silentError: true,
    invalidate: [projectKeys.lists, auditKeys.record('project', id)],
    onSuccess: (project) => queryClient.setQueryData(projectFormKeys.detail(id), project),
  });
}

/** `PUT /v2/project/status/{id}` to Active from the finished form: customers see the project on offer. */
export function useMakeActive(id: number) {
  const queryClient = useQueryClient();
  const loadedVersion = useLoadedVersion(id);
  return useApiMutation<Project, void>({
    mutationFn: () => projectsApi.setStatus(id, 'Active', loadedVersion()),
    success: (project) => `${project.name} is now Active`,
    errorFallback: PROJECT_MESSAGES.status,
    invalidate: [projectKeys.lists, auditKeys.record('project', id)],
    onSuccess: (project) => queryClient.setQueryData(projectFormKeys.detail(id), project),
  });
}

/**
 * The version of the project as the form last loaded or saved it (the edit page shows the form only
 * once the project is loaded): what its writes send as If-Match.
 */
function useLoadedVersion(id: number): () => number {
  const queryClient = useQueryClient();
  return () => {
    const version = queryClient.getQueryData<Project>(projectFormKeys.detail(id))?.version;
    if (version === undefined) throw new Error('Reload the project before saving it');
    return version;
  };
}

/**
 * One media file stored for the form (`POST /v2/project/{id}/media/file`), resolved to its URL: the
 * kit's FileField calls it as each file is chosen; the step's save attaches the URLs.
 */
export function uploadMediaFile(projectId: number, file: File, controls: UploadOptions): Promise<string> {
  return projectFormApi.uploadMediaFile(projectId, file, controls).then((stored) => stored.url);
}

const risksQuery = (projectId: number) =>
  queryOptions({ queryKey: projectFormKeys.risks(projectId), queryFn: () => projectFormApi.risks(projectId) });

export function useRisks(projectId: number) {
  return useQuery(risksQuery(projectId));
}

/**
 * Adds a risk item. The spec's screen empties the list when the creation fails; we keep the list as
 * it was and say the creation failed (docs/screens.md).
 */
export function useCreateRisk(projectId: number) {
  return useApiMutation<RiskItem, Omit<RiskItemCreateRequest, 'project_id'>>({
    mutationFn: (body) => projectFormApi.createRisk({ ...body, project_id: projectId }),
    success: 'Risk item added',
    errorFallback: FORM_MESSAGES.riskCreate,
    silentError: true,
    invalidate: [projectFormKeys.risks(projectId)],
  });
}

export function useUpdateRisk(projectId: number) {
  // `version`: the item's as listed (If-Match).
  return useApiMutation<RiskItem, { id: number; version: number; body: RiskItemUpdateRequest }>({
    mutationFn: ({ id, version, body }) => projectFormApi.updateRisk(id, body, version),
    success: 'Risk item updated',
    errorFallback: PROJECT_FORM_MESSAGES.risk,
    silentError: true,
    invalidate: [projectFormKeys.risks(projectId)],
  });
}

export function useDeleteRisk(projectId: number) {
  return useApiMutation<{ id: number }, number>({
    mutationFn: (id) => projectFormApi.deleteRisk(id),
    success: 'Risk item deleted',
    errorFallback: FORM_MESSAGES.riskDelete,
    invalidate: [projectFormKeys.risks(projectId)],
  });
}

/** A failure's words: the server's message, 'Network Error' with no answer, else the fallback. */
export function uploadFailureMessage(error: unknown, fallback: string): string {
  return errorMessage(error, fallback);
}
