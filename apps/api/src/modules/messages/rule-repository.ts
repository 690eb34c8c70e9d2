/** The event rules' rows: how they read as answers and in the trail, and the checks a change passes. */
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MESSAGE_EVENT_VARIABLES,
  MESSAGE_EVENTS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  messageRuleName,
  templatePlaceholders,
  type MessageEvent,
  type MessageRule,
  type OrderStatus,
} from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { messageRules, templates } from '../../db/schema';
import { iso } from '../../http/dates';
import { badRequest, conflict } from '../../http/errors';
import type { AuditRecord } from '../../audit/record';
import { findTemplate, staffMaySend } from './repository';
import type { ruleChangeBody } from './schemas';

type RuleRow = typeof messageRules.$inferSelect;

/** How the trail and the screens name a rule: its event, and for a status rule the status. */
const ruleLabel = (row: Pick<RuleRow, 'event' | 'order_status'>) =>
  `Message when ${messageRuleName(row.event, row.order_status).replace(/^An? /, (a) => a.toLowerCase())}`;
export const ruleRecord = (row: RuleRow): AuditRecord => ({ type: 'message_rule', id: row.id, label: ruleLabel(row) });

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
export async function listRules(db: Queryable): Promise<MessageRule[]> {
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
export async function assertRuleTemplate(db: Queryable, event: MessageEvent, change: z.output<typeof ruleChangeBody>) {
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

/** 409 when an order status has its rule already (one rule per status). */
export async function assertStatusFree(db: Queryable, orderStatus: OrderStatus) {
  const [taken] = await db
    .select({ id: messageRules.id })
    .from(messageRules)
    .where(eq(messageRules.order_status, orderStatus));
  if (taken) throw conflict(`The status ${ORDER_STATUS_LABELS[orderStatus]} has a rule already: change it`);
}
