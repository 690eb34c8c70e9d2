/**
 * Messages sent by event rules (docs/messages.md, "Sent by events"): a decision that a rule names
 * queues its template to the customer in the decision's own transaction, keyed to the decision's
 * domain event. What a rule cannot send (no email address, no device, a placeholder the event does
 * not fill, a template that may not go to a customer) is still written, as a failed message with the
 * reason, so staff see it on the record: the decision itself never rolls back for it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  MESSAGE_KIND_CHANNELS,
  messageRuleCause,
  type KycVerification,
  type MessageEvent,
  type OrderStatus,
  type TemplateKind,
} from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { messageRules, messages, templates } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { compose, newMessageId, queueMessage, recordFor, type MessageTarget } from './commands';
import { staffMaySend } from './repository';

/** A KYC check as the customer reads its name in a message. */
const CHECK_NAMES: Readonly<Record<KycVerification, string>> = {
  email: 'email address',
  aadhar: 'Aadhaar',
  pan: 'PAN',
  video: 'video KYC',
};

export interface RuleEvent {
  event: MessageEvent;
  /** The status an `order_status` event moved the order to. */
  orderStatus?: OrderStatus;
  target: MessageTarget;
  /** The decision's domain event (recordAudit's answer). */
  eventId: number | null;
  mailFrom: string;
  /** What the event itself says: a KYC check and its reason. */
  kyc?: { verification: KycVerification; reason?: string | null };
}

/** The enabled rule of an event (and status) with its template, or nothing. */
async function activeRule(tx: Queryable, event: MessageEvent, orderStatus: OrderStatus | null) {
  const [row] = await tx
    .select({ template: templates })
    .from(messageRules)
    .innerJoin(templates, eq(templates.id, messageRules.template_id))
    .where(
      and(
        eq(messageRules.event, event),
        orderStatus === null ? isNull(messageRules.order_status) : eq(messageRules.order_status, orderStatus),
        eq(messageRules.enabled, true),
      ),
    );
  return row?.template;
}

/**
 * Queues the message the event's rule sends, if one is on; answers its row (or null: no rule on).
 * Call it inside the decision's transaction, after the decision's own `recordAudit`.
 */
export async function messageOnEvent(tx: Queryable, on: RuleEvent) {
  const orderStatus = on.event === 'order_status' ? (on.orderStatus ?? null) : null;
  const template = await activeRule(tx, on.event, orderStatus);
  if (!template) return null;
  const rule = messageRuleCause(on.event, orderStatus);
  const record = await recordFor(tx, on.target);
  const variables = { ...record.variables };
  if (on.kyc) {
    variables.check = CHECK_NAMES[on.kyc.verification];
    if (on.kyc.reason) variables.reason = on.kyc.reason;
  }
  const refused = (reason: string) =>
    failedMessage(tx, {
      rule,
      reason,
      eventId: on.eventId,
      customerId: record.customer.id,
      orderId: record.orderId,
      template,
      mailFrom: on.mailFrom,
    });
  if (!staffMaySend(template)) return refused(`The template “${template.name}” cannot be sent to a customer`);
  try {
    const composed = compose(template, { customer: record.customer, variables }, {});
    if (composed.missing.length > 0)
      return refused(
        `The template “${template.name}” has ${composed.missing.map((name) => `{{${name}}}`).join(', ')}, which this event does not fill`,
      );
    return await queueMessage(tx, {
      composed,
      customerId: record.customer.id,
      orderId: record.orderId,
      eventId: on.eventId,
      cause: { rule },
      mailFrom: on.mailFrom,
    });
  } catch (error) {
    // compose's 400s: the customer has no email address, or no device to notify.
    if (error instanceof HttpError) return refused(error.message);
    throw error;
  }
}

/** A message a rule could not send, kept failed with its reason (staff may fix the record and retry). */
async function failedMessage(
  tx: Queryable,
  m: {
    rule: string;
    reason: string;
    eventId: number | null;
    customerId: number;
    orderId: number | null;
    template: typeof templates.$inferSelect;
    mailFrom: string;
  },
) {
  const [row] = await tx
    .insert(messages)
    .values({
      message_id: newMessageId(m.mailFrom),
      event_id: m.eventId,
      customer_id: m.customerId,
      order_id: m.orderId,
      template_id: m.template.id,
      template_name: m.template.name,
      channel: MESSAGE_KIND_CHANNELS[m.template.kind as TemplateKind] ?? 'email',
      recipient: '',
      subject: m.template.subject,
      body: '',
      format: 'text',
      rule: m.rule,
      status: 'failed',
      failure_reason: m.reason,
      updated_at: sql`now()`,
    })
    .returning();
  return row ?? null;
}
