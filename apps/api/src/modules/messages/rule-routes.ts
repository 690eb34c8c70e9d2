/**
 * Event rules in Config (docs/messages.md, "Sent by events"): which template a decision sends its
 * customer, each on or off. Read with `config.read`, changed with `config.write` (routePermissions);
 * every change is in the audit trail (record type `message_rule`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ItemResponse, MessageRule } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { messageRules } from '../../db/schema';
import { conflict, found } from '../../http/errors';
import { idParams } from '../../http/fields';
import { arrayOf, deletedResponse, itemOf } from '../../http/responses';
import { versionedRecords } from '../../http/versioned-records';
import { sendVersion } from '../../http/versioning';
import { sendableTemplateAnswer } from './answers';
import { sendableTemplates } from './repository';
import { assertRuleTemplate, assertStatusFree, listRules, ruleRecord } from './rule-repository';
import { messageRuleAnswer, ruleChangeBody, ruleCreateBody } from './schemas';

export function messageRuleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const records = versionedRecords(db, messageRules, 'Message rule', (row) => row, ruleRecord);
  const answer = async (id: number) =>
    found(
      (await listRules(db)).find((rule) => rule.id === id),
      'Message rule',
    );
  return async (app) => {
    app.get('/v2/message-rule', { schema: { response: { 200: arrayOf(messageRuleAnswer) } } }, async () => ({
      data: await listRules(db),
    }));

    // The templates a rule may send (those staff may send), for the rules' template choice.
    app.get(
      '/v2/message-rule/templates',
      { schema: { response: { 200: arrayOf(sendableTemplateAnswer) } } },
      async () => ({ data: await sendableTemplates(db) }),
    );

    app.post(
      '/v2/message-rule',
      { schema: { body: ruleCreateBody, response: { 201: itemOf(messageRuleAnswer) } } },
      async (request, reply) => {
        const { order_status, ...change } = request.body;
        await assertRuleTemplate(db, 'order_status', change);
        await assertStatusFree(db, order_status);
        const row = await records.insert({ event: 'order_status', order_status, ...change }, request);
        const data = await answer(row.id);
        return reply.status(201).send({ data, message: 'Message rule added' } satisfies ItemResponse<MessageRule>);
      },
    );

    app.put(
      '/v2/message-rule/:id',
      { schema: { params: idParams, body: ruleChangeBody, response: { 200: itemOf(messageRuleAnswer) } } },
      async (request, reply): Promise<ItemResponse<MessageRule>> => {
        const current = await records.find(request.params.id);
        await assertRuleTemplate(db, current.event, request.body);
        await records.update(current.id, request.body, request);
        const data = await answer(current.id);
        sendVersion(reply, data);
        return { data, message: data.enabled ? 'Message rule on' : 'Message rule off' };
      },
    );

    // Only a status rule is removed; an event's own rule is turned off instead.
    app.delete(
      '/v2/message-rule/:id',
      { schema: { params: idParams, response: { 200: deletedResponse } } },
      async (request) => {
        const { id } = request.params;
        const current = await records.find(id);
        if (current.event !== 'order_status') throw conflict('An event’s own rule is not removed: turn it off');
        await records.remove(id, request);
        return { data: { id }, message: 'Message rule removed' };
      },
    );
  };
}
