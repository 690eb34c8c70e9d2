/** Templates: CRUD and preview (stored or draft). */
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { TEMPLATE_KINDS, TEMPLATE_LIMITS, TEMPLATE_SORT_KEYS } from '@admin/api-client/contract';
import type { ItemResponse, Template, TemplateKind, TemplatePreview } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { templates } from '../../db/schema';
import { iso } from '../../http/dates';
import { found } from '../../http/errors';
import { containsPattern, idParams, pageFields, requiredText, searchText } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { parse } from '../../http/validate';
import { nextVersion, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { placeholders, render } from './render';
import { auditedDelete, auditedInsert, auditedUpdate } from '../../audit/audited';
import { templateRecord } from '../../audit/labels';

// One set of bounds for what is stored and what is previewed: any saved template can be previewed.
const templateFields = {
  name: requiredText.max(TEMPLATE_LIMITS.name),
  kind: z.enum(TEMPLATE_KINDS),
  subject: z.string().max(TEMPLATE_LIMITS.subject).nullish(),
  body: requiredText.max(TEMPLATE_LIMITS.body),
};
const createBody = z.object(templateFields);
const updateBody = z.object(templateFields).partial();
const listQuery = z.object({ ...pageFields, kind: z.enum(TEMPLATE_KINDS).optional(), search: searchText.optional() });
const variables = z
  .record(
    z.string().max(TEMPLATE_LIMITS.variableName, `variable names are at most ${TEMPLATE_LIMITS.variableName} characters`),
    z.union([z.string().max(TEMPLATE_LIMITS.variableValue, `at most ${TEMPLATE_LIMITS.variableValue} characters`), z.number()]),
  )
  .refine((values) => Object.keys(values).length <= TEMPLATE_LIMITS.variables, `at most ${TEMPLATE_LIMITS.variables} variables`)
  .default({});
const previewStoredBody = z.object({ variables });
const previewDraftBody = z.object({ kind: templateFields.kind.default('email'), subject: templateFields.subject, body: templateFields.body, variables });

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

export function templateRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const findTemplate = async (templateId: number) => toTemplate(found((await db.select().from(templates).where(eq(templates.id, templateId)))[0], 'Template'));

  return async (app) => {
    app.get('/v2/template', async (request) => {
      const q = parse(listQuery, request.query, 'query');
      const where = and(q.kind ? eq(templates.kind, q.kind) : undefined, q.search ? ilike(templates.name, containsPattern(q.search)) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(templates).where(where).orderBy(...sortOrder(request.query, TEMPLATE_SORT_KEYS, templateSortColumns, templates.id, [asc(templates.name), asc(templates.id)])).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(templates).where(where),
      ]);
      return listResponse(rows.map(toTemplate), total?.n ?? 0, q.page, q.limit);
    });

    app.post('/v2/template', async (request, reply) => {
      const body = parse(createBody, request.body, 'body');
      const row = await auditedInsert<typeof templates.$inferSelect>(db, request, { table: templates, values: body, record: templateRecord });
      return reply.status(201).send({ data: toTemplate(found(row, 'Template')), message: 'Template created' } satisfies ItemResponse<Template>);
    });

    app.post('/v2/template/preview', async (request): Promise<ItemResponse<TemplatePreview>> => {
      const body = parse(previewDraftBody, request.body, 'body');
      return { data: render(body.kind, body.subject ?? null, body.body, body.variables) };
    });

    app.get('/v2/template/:id', async (request, reply): Promise<ItemResponse<Template>> => {
      const { id } = parse(idParams, request.params, 'params');
      const data = await findTemplate(id);
      sendVersion(reply, data);
      return { data };
    });

    app.put('/v2/template/:id', async (request, reply): Promise<ItemResponse<Template>> => {
      const { id } = parse(idParams, request.params, 'params');
      const body = parse(updateBody, request.body, 'body');
      await findTemplate(id);
      const updated = await auditedUpdate<typeof templates.$inferSelect>(db, request, {
        table: templates,
        key: eq(templates.id, id),
        condition: requiredVersionMatch(templates.version, request, 'Template'),
        set: { ...body, updated_at: new Date(), version: nextVersion(templates.version) },
        record: templateRecord,
      });
      const data = await findTemplate(id);
      if (!updated) throw staleVersion('Template', data);
      sendVersion(reply, data);
      return { data, message: 'Template updated' };
    });

    app.delete('/v2/template/:id', async (request) => {
      const { id } = parse(idParams, request.params, 'params');
      await findTemplate(id);
      await auditedDelete<typeof templates.$inferSelect>(db, request, { table: templates, key: eq(templates.id, id), record: templateRecord });
      return { data: { id }, message: 'Template deleted' };
    });

    app.post('/v2/template/:id/preview', async (request): Promise<ItemResponse<TemplatePreview>> => {
      const { id } = parse(idParams, request.params, 'params');
      const body = parse(previewStoredBody, request.body ?? {}, 'body');
      const template = await findTemplate(id);
      return { data: render(template.kind, template.subject, template.body, body.variables) };
    });
  };
}
