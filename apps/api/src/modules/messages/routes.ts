/** Messages to customers: send from an order or a customer (and preview it), the lists, a retry. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  CustomerMessage,
  ItemResponse,
  ListResponse,
  MessagePreview,
  SendableTemplate,
} from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { auditSourceOf } from '../../audit/record';
import { idParams, pageQuery } from '../../http/fields';
import { listResponse } from '../../http/paging';
import { arrayOf, itemOf, pageOf } from '../../http/responses';
import { messageAnswer, messagePreviewAnswer, sendableTemplateAnswer } from './answers';
import { previewForStaff, retryMessage, sendForStaff, type MessageTarget } from './commands';
import { customerMessages, findCustomer, findOrderForMessage, orderMessages, sendableTemplates } from './repository';
import { sendMessageBody } from './schemas';

const KINDS = { order: 'order', customer: 'customer' } as const;

export function messageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, config } = ctx;
  return async (app) => {
    app.get(
      '/v2/message/templates',
      { schema: { response: { 200: arrayOf(sendableTemplateAnswer) } } },
      async (): Promise<{ data: SendableTemplate[] }> => ({
        data: await sendableTemplates(db),
      }),
    );

    for (const kind of Object.values(KINDS)) {
      const target = (id: number): MessageTarget => ({ kind, id });

      app.get(
        `/v2/${kind}/:id/messages`,
        { schema: { params: idParams, querystring: pageQuery, response: { 200: pageOf(messageAnswer) } } },
        async (request): Promise<ListResponse<CustomerMessage>> => {
          const { id } = request.params;
          const { page, limit } = request.query;
          if (kind === 'order') await findOrderForMessage(db, id);
          else await findCustomer(db, id);
          const list = await (kind === 'order' ? orderMessages : customerMessages)(db, id, page, limit);
          return listResponse(list.rows, list.total, page, limit);
        },
      );

      app.post(
        `/v2/${kind}/:id/messages/preview`,
        { schema: { params: idParams, body: sendMessageBody, response: { 200: itemOf(messagePreviewAnswer) } } },
        async (request): Promise<ItemResponse<MessagePreview>> => {
          const { template_id, variables } = request.body;
          return {
            data: await previewForStaff(db, { target: target(request.params.id), templateId: template_id, variables }),
          };
        },
      );

      app.post(
        `/v2/${kind}/:id/messages`,
        { schema: { params: idParams, body: sendMessageBody, response: { 201: itemOf(messageAnswer) } } },
        async (request, reply) => {
          const { template_id, variables } = request.body;
          const data = await sendForStaff(db, request, {
            target: target(request.params.id),
            templateId: template_id,
            variables,
            limitPerHour: config.messagesPerCustomerHour,
            mailFrom: config.mailFrom,
          });
          return reply.status(201).send({ data, message: 'Message queued' } satisfies ItemResponse<CustomerMessage>);
        },
      );
    }

    app.post(
      '/v2/message/:id/retry',
      { schema: { params: idParams, response: { 200: itemOf(messageAnswer) } } },
      async (request): Promise<ItemResponse<CustomerMessage>> => ({
        data: await retryMessage(db, auditSourceOf(request), request.params.id),
        message: 'Message queued again',
      }),
    );
  };
}
