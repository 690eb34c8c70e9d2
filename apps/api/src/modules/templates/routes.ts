/** Templates: CRUD and preview (stored or draft). */
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEMPLATE_KINDS, TEMPLATE_LIMITS, TEMPLATE_SORT_KEYS } from '@admin/api-client/contract';
import type { ItemResponse, Template, TemplateKind, TemplatePreview } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { templates } from '../../db/schema';
import { iso } from '../../http/dates';
import { containsPattern, idParams, pageFields, requiredText, searchText } from '../../http/fields';
import { listResponse } from '../../http/paging';
import { deletedResponse, itemOf, pageOf, record, versioned } from '../../http/responses';
import { versionedRecords } from '../../http/versionedRecords';
import { templateRecord } from '../../audit/labels';
import { sendVersion } from '../../http/versioning';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';
import { placeholders, render } from './render';

// One set of bounds for what is stored and what is previewed: any saved template can be previewed.
const templateFields = {
  name: requiredText.max(TEMPLATE_LIMITS.name),
  kind: z.enum(TEMPLATE_KINDS),
  subject: z.string().max(TEMPLATE_LIMITS.subject).nullish(),
  body: requiredText.max(TEMPLATE_LIMITS.body),
};
export const createBody = z.object(templateFields);
export const updateBody = z.object(templateFields).partial();
export const templateListQuery = z.object({
  ...pageFields,
  kind: z.enum(TEMPLATE_KINDS).optional(),
  search: searchText.optional(),
  ...sortFields(TEMPLATE_SORT_KEYS),
});
const variables = z
  .record(
    z
      .string()
      .max(TEMPLATE_LIMITS.variableName, `variable names are at most ${TEMPLATE_LIMITS.variableName} characters`),
    z.union([
      z.string().max(TEMPLATE_LIMITS.variableValue, `at most ${TEMPLATE_LIMITS.variableValue} characters`),
      z.number(),
    ]),
  )
  .refine(
    (values) => Object.keys(values).length <= TEMPLATE_LIMITS.variables,
    `at most ${TEMPLATE_LIMITS.variables} variables`,
  )
  .default({});
// The body is optional: a stored template previews with no variables filled.
export const previewStoredBody = z.object({ variables }).optional();
export const previewDraftBody = z.object({
  kind: templateFields.kind.default('email'),
  subject: templateFields.subject,
  body: templateFields.body,
  variables,
});

/** The client's record of the same name, field by field (test/clientTypes.test.ts). */
export const templateAnswer = record({
  ...versioned,
  uuid: z.string(),
  name: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  subject: z.string().nullable(),
  body: z.string(),
  variables: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
const textFormat = z.enum(['html', 'text']);
export const templatePreviewAnswer = record({
  subject: z.string().nullable(),
  body: z.string(),
  missing: z.array(z.string()),
  formats: z.object({ subject: textFormat, body: textFormat }),
});
const previewSchema = itemOf(templatePreviewAnswer);

const toTemplate = (row: typeof templates.$inferSelect): Template => ({
  ...row,
  kind: row.kind as TemplateKind,
  variables: placeholders(row.subject, row.body),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** The columns behind the template list's sort keys. */
const templateSortColumns: SortColumns<(typeof TEMPLATE_SORT_KEYS)[number]> = {
  name: templates.name,
  kind: templates.kind,
  created_at: templates.created_at,
  updated_at: templates.updated_at,
};

export function templateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const records = versionedRecords(ctx.db, templates, 'Template', toTemplate, templateRecord);

  return async (app) => {
    app.get(
      '/v2/template',
      { schema: { querystring: templateListQuery, response: { 200: pageOf(templateAnswer) } } },
      async (request) => {
        const q = request.query;
        const where = and(
          q.kind ? eq(templates.kind, q.kind) : undefined,
          q.search ? ilike(templates.name, containsPattern(q.search)) : undefined,
        );
        const { rows, total } = await records.page({
          ...q,
          where,
          orderBy: sortOrder(request.query, TEMPLATE_SORT_KEYS, templateSortColumns, templates.id, [
            asc(templates.name),
            asc(templates.id),
          ]),
        });
        return listResponse(rows, total, q.page, q.limit);
      },
    );

    app.post(
      '/v2/template',
      { schema: { body: createBody, response: { 201: itemOf(templateAnswer) } } },
      async (request, reply) => {
        const data = await records.insert(request.body, request);
        return reply.status(201).send({ data, message: 'Template created' } satisfies ItemResponse<Template>);
      },
    );

    app.post(
      '/v2/template/preview',
      { schema: { body: previewDraftBody, response: { 200: previewSchema } } },
      async (request): Promise<ItemResponse<TemplatePreview>> => {
        const body = request.body;
        return { data: render(body.kind, body.subject ?? null, body.body, body.variables) };
      },
    );

    app.get(
      '/v2/template/:id',
      { schema: { params: idParams, response: { 200: itemOf(templateAnswer) } } },
      async (request, reply): Promise<ItemResponse<Template>> => {
        const data = await records.find(request.params.id);
        sendVersion(reply, data);
        return { data };
      },
    );

    app.put(
      '/v2/template/:id',
      { schema: { params: idParams, body: updateBody, response: { 200: itemOf(templateAnswer) } } },
      async (request, reply): Promise<ItemResponse<Template>> => {
        const data = await records.update(request.params.id, request.body, request);
        sendVersion(reply, data);
        return { data, message: 'Template updated' };
      },
    );

    app.delete(
      '/v2/template/:id',
      { schema: { params: idParams, response: { 200: deletedResponse } } },
      async (request) => {
        const { id } = request.params;
        await records.remove(id, request);
        return { data: { id }, message: 'Template deleted' };
      },
    );

    app.post(
      '/v2/template/:id/preview',
      { schema: { params: idParams, body: previewStoredBody, response: { 200: previewSchema } } },
      async (request): Promise<ItemResponse<TemplatePreview>> => {
        const template = await records.find(request.params.id);
        return { data: render(template.kind, template.subject, template.body, request.body?.variables ?? {}) };
      },
    );
  };
}
