/**
 * Event rules in Config (docs/messages.md, "Sent by events"): which template a decision sends its
 * customer, each on or off. Read with `config.read`, changed with `config.write` (routePermissions);
 * every change is in the audit trail (record type `message_rule`).
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGE_EVENT_LABELS,
  MESSAGE_EVENT_VARIABLES,
  MESSAGE_EVENTS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  templatePlaceholders,
  type ItemResponse,
  type MessageEvent,
  type MessageRule,
  type OrderStatus,
} from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/connection';
import { messageRules, templates } from '../../db/schema';
import { iso } from '../../http/dates';
import { badRequest, conflict, found } from '../../http/errors';
import { idParams, id as idField } from '../../http/fields';
import { arrayOf, deletedResponse, itemOf, record, versioned } from '../../http/responses';
import { versionedRecords } from '../../http/versioned-records';
import { sendVersion } from '../../http/versioning';
import type { AuditRecord } from '../../audit/record';
import { sendableTemplateAnswer } from './answers';
import { findTemplate, sendableTemplates, staffMaySend } from './repository';

type RuleRow = typeof messageRules.$inferSelect;

const messageRuleAnswer = record({
  ...versioned,
  event: z.enum(MESSAGE_EVENTS),
  order_status: z.enum(ORDER_STATUSES).nullable(),
  template_id: z.number().int().nullable(),
  template_name: z.string().nullable(),
  enabled: z.boolean(),
  updated_at: z.string(),
});
const ruleChangeBody = z.object({ template_id: idField.nullable(), enabled: z.boolean() });
const ruleCreateBody = ruleChangeBody.extend({ order_status: z.enum(ORDER_STATUSES) });

/** How the trail and the screens name a rule: its event, and for a status rule the status. */
const ruleLabel = (row: Pick<RuleRow, 'event' | 'order_status'>) =>
  row.order_status
    ? `Message when an order moves to ${ORDER_STATUS_LABELS[row.order_status] ?? row.order_status}`
    : `Message when ${MESSAGE_EVENT_LABELS[row.event].replace(/^An? /, (a) => a.toLowerCase())}`;
const ruleRecord = (row: RuleRow): AuditRecord => ({ type: 'message_rule', id: row.id, label: ruleLabel(row) });

const toRule = (row: RuleRow, templateName: string | null = null): MessageRule => ({
  id: row.id,
  event: row.event,
  order_status: row.order_status,
  template_id: row.template_id,
  template_name: templateName,
  enabled: row.enabled,
  version: row.version,
  updated_at: iso(row.updated_at),
});

/** Every rule with its template's name: the events in their order, then the statuses in theirs. */
async function listRules(db: Queryable): Promise<MessageRule[]> {
  const rows = await db
    .select({ rule: messageRules, template: templates.name })
    .from(messageRules)
    .leftJoin(templates, eq(templates.id, messageRules.template_id))
    .orderBy(asc(messageRules.id));
  const rank = (rule: MessageRule) =>
    MESSAGE_EVENTS.indexOf(rule.event) * 100 + (rule.order_status ? ORDER_STATUSES.indexOf(rule.order_status) : 0);
  return rows.map(({ rule, template }) => toRule(rule, template)).sort((a, b) => rank(a) - rank(b));
}

/**
 * 400 unless the template may go to a customer and uses only what the event fills (a rule has no
 * one to fill in the rest); a rule turned on needs a template.
 */
async function assertRuleTemplate(db: Queryable, event: MessageEvent, change: z.output<typeof ruleChangeBody>) {
  if (change.template_id === null) {
    if (change.enabled) throw badRequest('Choose a template before turning the rule on');
    return;
  }
  const template = await findTemplate(db, change.template_id).catch(() => {
    throw badRequest('template_id: no such template');
  });
  if (!staffMaySend(template))
    throw badRequest(`“${template.name}” cannot be sent to a customer by a rule (a document, or a one-time code)`);
  const fills = MESSAGE_EVENT_VARIABLES[event];
  const unfilled = templatePlaceholders(template.subject, template.body).filter((name) => !fills.includes(name));
  if (unfilled.length > 0)
    throw badRequest(
      `“${template.name}” uses ${unfilled.map((name) => `{{${name}}}`).join(', ')}, which this event does not fill (it fills ${fills.map((name) => `{{${name}}}`).join(', ')})`,
    );
}

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
        const [taken] = await db
          .select({ id: messageRules.id })
          .from(messageRules)
          .where(eq(messageRules.order_status, order_status));
        if (taken)
          throw conflict(
            `The status ${ORDER_STATUS_LABELS[order_status as OrderStatus]} has a rule already: change it`,
          );
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
