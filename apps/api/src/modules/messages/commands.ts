/**
 * Composing a message from a record and queueing it in the outbox (docs/messages.md). The one
 * renderer of the templates screen fills it; what the preview answers is exactly what is stored and
 * sent. A message is written in the transaction of the change that causes it, keyed to that change's
 * domain event, and NOTIFYs the workers, so it exists, and goes out, only if the change commits.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  MESSAGE_KIND_CHANNELS,
  ORDER_STATUS_LABELS,
  maskRecipient,
  messageLimitReached,
  templatePlaceholders,
  type MessageChannel,
  type MessagePreview,
  type OrderStatus,
  type TemplateKind,
} from '@admin/api-client/contract';
import type { Db, Queryable } from '../../db/connection';
import { messages, users } from '../../db/schema';
import { auditSourceOf, recordAudit, type AuditRecord, type AuditSource } from '../../audit/record';
import { customerRecord, orderRecord } from '../../audit/labels';
import { badRequest, conflict, forbidden, found, tooManyRequests } from '../../http/errors';
import { render } from '../templates/render';
import { MESSAGES_CHANNEL } from '../../messages/worker';
import {
  findCustomer,
  findOrderForMessage,
  findTemplate,
  staffMaySend,
  toMessage,
  type CustomerRow,
  type TemplateRow,
} from './repository';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as a template's "INR {{amount}}" reads it: Indian grouping, two decimals (1,25,000.00). */
export const amountText = (value: string | number) => inr.format(Number(value));
/** A date as staff and customers read it: November 22, 2026 (India's time). */
const dateText = (value: Date) => longDate.format(value);

/** Whom a message is about: a customer, or one of their orders (its variables filled from it). */
export type MessageTarget = { kind: 'customer'; id: number } | { kind: 'order'; id: number };

export interface RecordForMessage {
  customer: CustomerRow;
  orderId: number | null;
  /** The values the record fills (staff cannot change them). */
  variables: Record<string, string>;
  audit: AuditRecord;
}

export async function recordFor(db: Queryable, target: MessageTarget): Promise<RecordForMessage> {
  if (target.kind === 'customer') {
    const customer = await findCustomer(db, target.id);
    return { customer, orderId: null, variables: { name: customer.name }, audit: customerRecord(customer) };
  }
  const { order, project, customer } = await findOrderForMessage(db, target.id);
  const variables: Record<string, string> = {
    name: customer.name,
    order_id: String(order.id),
    project,
    units: String(Number(order.no_sqyds)),
    amount: amountText(order.total_amount),
    status: ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status,
  };
  if (order.investment_deadline_time) variables.deadline = dateText(order.investment_deadline_time);
  return { customer, orderId: order.id, variables, audit: orderRecord(order.id) };
}

/** Where a channel reaches the customer, or the 400 that says it cannot. */
function recipientOf(customer: CustomerRow, channel: MessageChannel): string {
  if (channel === 'email') {
    if (!customer.email) throw badRequest('This customer has no email address');
    return customer.email;
  }
  if (channel === 'sms') return `${customer.country_code}${customer.phone}`;
  if (!customer.fcm_token) throw badRequest('This customer has no device to notify');
  return customer.fcm_token;
}

export interface Composed extends MessagePreview {
  recipient: string;
}

/**
 * The message as it would go out: the record's values fixed, staff's values for the rest (values
 * given for a record variable are ignored), rendered by the templates screen's renderer.
 */
export function compose(
  template: TemplateRow,
  record: Pick<RecordForMessage, 'customer' | 'variables'>,
  given: Record<string, string>,
): Composed {
  const kind = template.kind as TemplateKind;
  const channel = MESSAGE_KIND_CHANNELS[kind];
  if (!channel) throw badRequest(`A ${kind} template cannot be sent to a customer`);
  const recipient = recipientOf(record.customer, channel);
  const free: Record<string, string> = {};
  for (const name of templatePlaceholders(template.subject, template.body))
    if (!Object.hasOwn(record.variables, name)) free[name] = Object.hasOwn(given, name) ? (given[name] ?? '') : '';
  const filled = Object.fromEntries(Object.entries(free).filter(([, value]) => value !== ''));
  const rendered = render(kind, template.subject, template.body, { ...filled, ...record.variables });
  return {
    template_id: template.id,
    template_name: template.name,
    channel,
    to: maskRecipient(channel, recipient),
    recipient,
    subject: rendered.subject,
    body: rendered.body,
    format: rendered.formats.body,
    record_variables: record.variables,
    free_variables: free,
    missing: rendered.missing,
  };
}

/** The Message-ID of every try of one message: unique, on the sender's domain. */
export function newMessageId(mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

export interface QueueInput {
  composed: Composed;
  customerId: number;
  orderId: number | null;
  eventId: number | null;
  /** A staff member, or the event rule that sent it. */
  cause: { staff: { id: number; name: string } } | { rule: string };
  mailFrom: string;
}

/** Writes the message into the outbox, with the caller's transaction, and wakes the workers when it commits. */
export async function queueMessage(tx: Queryable, input: QueueInput) {
  const { composed } = input;
  const [row] = await tx
    .insert(messages)
    .values({
      message_id: newMessageId(input.mailFrom),
      event_id: input.eventId,
      customer_id: input.customerId,
      order_id: input.orderId,
      template_id: composed.template_id,
      template_name: composed.template_name,
      channel: composed.channel,
      recipient: composed.recipient,
      subject: composed.subject,
      body: composed.body,
      format: composed.format,
      rule: 'rule' in input.cause ? input.cause.rule : null,
      sent_by: 'staff' in input.cause ? input.cause.staff.id : null,
      sent_by_name: 'staff' in input.cause ? input.cause.staff.name : null,
    })
    .returning();
  await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, '')`);
  return found(row, 'Message');
}

/** Staff sending from a record: the template, the record's values, staff's values; refused past the hourly limit. */
export interface StaffSend {
  target: MessageTarget;
  templateId: number;
  variables: Record<string, string>;
  limitPerHour: number;
  mailFrom: string;
}

async function composeForStaff(db: Queryable, send: Pick<StaffSend, 'target' | 'templateId' | 'variables'>) {
  const template = await findTemplate(db, send.templateId);
  if (!staffMaySend(template)) {
    throw templatePlaceholders(template.subject, template.body).includes('otp')
      ? forbidden('A one-time code is never sent by staff')
      : badRequest(`A ${template.kind} template cannot be sent to a customer`);
  }
  const record = await recordFor(db, send.target);
  return { record, composed: compose(template, record, send.variables) };
}

export async function previewForStaff(db: Queryable, send: Pick<StaffSend, 'target' | 'templateId' | 'variables'>) {
  const { composed } = await composeForStaff(db, send);
  const { recipient: _recipient, ...preview } = composed;
  return preview satisfies MessagePreview;
}

export async function sendForStaff(db: Db, request: FastifyRequest, send: StaffSend) {
  const source = auditSourceOf(request);
  const actor = source.actor;
  if (!actor) throw forbidden('Only staff send messages');
  return db.transaction(async (tx) => {
    const { record, composed } = await composeForStaff(tx, send);
    if (composed.missing.length > 0)
      throw badRequest(`Fill in ${composed.missing.map((name) => `{{${name}}}`).join(', ')} before sending`);
    // The customer's row is the lock: two sends at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, record.customer.id)).for('update');
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(
        and(
          eq(messages.customer_id, record.customer.id),
          isNull(messages.rule),
          gt(messages.created_at, sql`now() - interval '1 hour'`),
        ),
      );
    if ((counted?.n ?? 0) >= send.limitPerHour) throw tooManyRequests(messageLimitReached(send.limitPerHour));
    const eventId = await recordAudit(tx, source, messageAudit(record.audit, composed));
    const row = await queueMessage(tx, {
      composed,
      customerId: record.customer.id,
      orderId: record.orderId,
      eventId,
      cause: { staff: { id: actor.id, name: actor.name } },
      mailFrom: send.mailFrom,
    });
    return toMessage(row);
  });
}

/** The trail's entry of a message: on the record it is about, naming the template, to whom (masked). */
const messageAudit = (
  record: AuditRecord,
  composed: Pick<Composed, 'template_name' | 'channel' | 'to'>,
  note?: string,
) => ({
  action: 'message' as const,
  record,
  changes: [{ field: 'message', before: null, after: composed.template_name }],
  note:
    note ?? `${composed.channel === 'email' ? 'Email' : composed.channel === 'sms' ? 'SMS' : 'Push'} to ${composed.to}`,
});

/** A failed or bounced message queued again by staff: tries count from one again, the Message-ID is kept. */
export async function retryMessage(db: Db, source: AuditSource, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
    const message = found(row, 'Message');
    if (message.status !== 'failed' && message.status !== 'bounced')
      throw conflict('Only a failed or bounced message can be retried');
    // An event rule's message that could not be written out (no email address…) has nothing to resend.
    if (message.recipient === '')
      throw conflict(`This message was never written out (${message.failure_reason}): send it from the record instead`);
    const record =
      message.order_id !== null
        ? orderRecord(message.order_id)
        : customerRecord(await findCustomer(tx, message.customer_id));
    const shown = toMessage(message);
    await recordAudit(
      tx,
      source,
      messageAudit(
        record,
        { template_name: message.template_name, channel: message.channel, to: shown.to },
        `Retry of a ${message.status} message`,
      ),
    );
    const [queued] = await tx
      .update(messages)
      .set({ status: 'queued', attempts: 0, next_attempt_at: sql`now()`, failure_reason: null, updated_at: sql`now()` })
      .where(eq(messages.id, id))
      .returning();
    await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, '')`);
    return toMessage(found(queued, 'Message'));
  });
}
