// Typed calls of the templates screen (`/v2/template`, a v2 family the spec names without calls).
import type {
  Template,
  TemplateCreateRequest,
  TemplateListQuery,
  TemplatePreview,
  TemplatePreviewRequest,
  TemplateUpdateRequest,
} from '../types/index';
import { getItem, getPaged, ifMatch, send } from '@admin/api-client';

export const templatesApi = {
  list: (args: TemplateListQuery = {}) => getPaged<Template>('/v2/template', { ...args }),
  get: (id: number) => getItem<Template>(`/v2/template/${id}`),
  create: (body: TemplateCreateRequest) => send<Template>('post', '/v2/template', body),
  update: (id: number, body: TemplateUpdateRequest, version: number) =>
    send<Template>('put', `/v2/template/${id}`, body, ifMatch(version)),
  remove: (id: number) => send<{ id: number }>('delete', `/v2/template/${id}`),
  /** Renders a draft with sample values for its variables. */
  preview: (body: TemplatePreviewRequest, signal?: AbortSignal) =>
    send<TemplatePreview>('post', '/v2/template/preview', body, { signal }),
};
