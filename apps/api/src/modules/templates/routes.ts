/** Templates: CRUD and preview (stored or draft). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ItemResponse, Template, TemplatePreview } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { idParams } from '../../http/fields';
import { listResponse } from '../../http/paging';
import { deletedResponse, itemOf, pageOf } from '../../http/responses';
import { sendVersion } from '../../http/versioning';
import { templateAnswer, templatePreviewAnswer } from './answers';
import { render } from './render';
import { listTemplates, templateRecords } from './repository';
import { createBody, previewDraftBody, previewStoredBody, templateListQuery, updateBody } from './schemas';

const previewSchema = itemOf(templatePreviewAnswer);

export function templateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const records = templateRecords(ctx.db);

  return async (app) => {
    app.get(
      '/v2/template',
      { schema: { querystring: templateListQuery, response: { 200: pageOf(templateAnswer) } } },
      async (request) => {
        const { rows, total } = await listTemplates(records, request.query);
        return listResponse(rows, total, request.query.page, request.query.limit);
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
