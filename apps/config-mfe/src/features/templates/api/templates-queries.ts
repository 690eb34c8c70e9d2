import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { templatesApi } from '@admin/api-client/templates';
import { TEMPLATE_MESSAGES } from '@admin/api-client/contract';
import type {
  Template,
  TemplateCreateRequest,
  TemplateKind,
  TemplatePreviewRequest,
  TemplateSortQuery,
} from '@admin/api-client';
import { useApiMutation } from '@admin/ui';

export {
  errorMessage,
  TEMPLATE_KINDS,
  TEMPLATE_LIMITS,
  TEMPLATE_PLACEHOLDER,
  TEMPLATE_SORT_KEYS,
  templatePlaceholders,
} from '@admin/api-client/contract';
import { queryRoots } from '../../../common/query-roots';
export { TEMPLATE_MESSAGES };

export interface TemplateListParams extends TemplateSortQuery {
  page: number;
  limit: number;
  kind?: TemplateKind;
  search?: string;
}

const templateKeys = {
  lists: [...queryRoots.templates, 'list'] as const,
  list: (params: TemplateListParams) => [...queryRoots.templates, 'list', params] as const,
  detail: (id: number) => [...queryRoots.templates, 'detail', id] as const,
  preview: (draft: TemplatePreviewRequest) => [...queryRoots.templates, 'preview', draft] as const,
};

export const templateListQuery = (params: TemplateListParams) =>
  queryOptions({ queryKey: templateKeys.list(params), queryFn: () => templatesApi.list(params) });

const templateQuery = (id: number | undefined) =>
  queryOptions({ queryKey: templateKeys.detail(id ?? 0), queryFn: () => templatesApi.get(id as number) });

export function useTemplate(id: number | undefined) {
  return useQuery({ ...templateQuery(id), enabled: id !== undefined });
}

/** The draft rendered by the API with the sample values (a read: it writes nothing). */
const templatePreviewQuery = (draft: TemplatePreviewRequest | null) =>
  queryOptions({
    queryKey: templateKeys.preview(draft ?? {}),
    queryFn: ({ signal }) => templatesApi.preview(draft as TemplatePreviewRequest, signal),
    staleTime: 60_000,
  });

export function useTemplatePreview(draft: TemplatePreviewRequest | null) {
  return useQuery({
    ...templatePreviewQuery(draft),
    enabled: draft !== null && (draft.body ?? '').trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useSaveTemplate(template: Template | undefined) {
  return useApiMutation({
    mutationFn: (body: TemplateCreateRequest) =>
      template ? templatesApi.update(template.id, body, template.version) : templatesApi.create(body),
    success: (saved) => (template ? `Template ${saved.name} saved` : `Template ${saved.name} created`),
    errorFallback: template ? TEMPLATE_MESSAGES.update : TEMPLATE_MESSAGES.create,
    invalidate: (saved) => [templateKeys.lists, ...(saved ? [templateKeys.detail(saved.id)] : [])],
    silentError: true,
  });
}

export function useDeleteTemplate() {
  return useApiMutation({
    mutationFn: (template: Template) => templatesApi.remove(template.id),
    success: (_data, template) => `Template ${template.name} deleted`,
    errorFallback: TEMPLATE_MESSAGES.remove,
    invalidate: [templateKeys.lists],
  });
}
