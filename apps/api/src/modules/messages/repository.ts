/** Messages as the record's tabs read them (recipient masked), and the records a message is composed from. */
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  MESSAGE_KIND_CHANNELS,
  OTP_PLACEHOLDER,
  ROLE_CUSTOMER,
  maskRecipient,
  templatePlaceholders,
  type CustomerMessage,
  type TemplateKind,
} from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { messages, orders, projects, templates, users } from '../../db/schema';
import { iso, isoOrNull } from '../../http/dates';
import { found } from '../../http/errors';
import { offsetOf } from '../../http/paging';

type MessageRow = typeof messages.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;

export const toMessage = (row: MessageRow): CustomerMessage => ({
  id: row.id,
  message_id: row.message_id,
  customer_id: row.customer_id,
  order_id: row.order_id,
  template_id: row.template_id,
  template_name: row.template_name,
  channel: row.channel,
  to: maskRecipient(row.channel, row.recipient),
  subject: row.subject,
  cause: row.rule
    ? { kind: 'event', event: row.rule }
    : { kind: 'staff', id: row.sent_by, name: row.sent_by_name ?? '' },
  status: row.status,
  attempts: row.attempts,
  failure_reason: row.failure_reason,
  created_at: iso(row.created_at),
  sent_at: isoOrNull(row.sent_at),
  next_attempt_at: row.status === 'queued' ? iso(row.next_attempt_at) : null,
});

/** One page of a record's messages, newest first, and how many there are. */
export interface MessagePage {
  rows: CustomerMessage[];
  total: number;
}

async function messagePage(db: Queryable, where: SQL, page: number, limit: number): Promise<MessagePage> {
  const rows = await db
    .select({ message: messages, total: sql<number>`count(*) over ()` })
    .from(messages)
    .where(where)
    .orderBy(desc(messages.created_at), desc(messages.id))
    .limit(limit)
    .offset(offsetOf(page, limit));
  const total = rows[0] ? Number(rows[0].total) : await countMessages(db, where);
  return { rows: rows.map((row) => toMessage(row.message)), total };
}

/** A page past the last has no rows to carry the total: count apart. */
async function countMessages(db: Queryable, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(messages).where(where);
  return Number(row?.total ?? 0);
}

/** A customer's messages, newest first (every order's among them). */
export const customerMessages = (db: Queryable, customerId: number, page: number, limit: number) =>
  messagePage(db, eq(messages.customer_id, customerId), page, limit);

/** An order's messages, newest first. */
export const orderMessages = (db: Queryable, orderId: number, page: number, limit: number) =>
  messagePage(db, eq(messages.order_id, orderId), page, limit);

/** Whether staff may send a template: a kind the customer receives, and never one carrying a one-time code. */
export const staffMaySend = (template: Pick<TemplateRow, 'kind' | 'subject' | 'body'>): boolean =>
  MESSAGE_KIND_CHANNELS[template.kind as TemplateKind] !== undefined &&
  !templatePlaceholders(template.subject, template.body).includes(OTP_PLACEHOLDER);

/** The templates staff may send, by name. */
export async function sendableTemplates(db: Queryable) {
  const rows = await db.select().from(templates).orderBy(asc(templates.name));
  return rows.filter(staffMaySend).map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind as TemplateKind,
    variables: templatePlaceholders(row.subject, row.body),
  }));
}

export type CustomerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'phone' | 'country_code' | 'fcm_token'
>;

const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  country_code: users.country_code,
  fcm_token: users.fcm_token,
};

/** A live customer (role 2), or 404. */
export async function findCustomer(db: Queryable, id: number): Promise<CustomerRow> {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, ROLE_CUSTOMER), isNull(users.deleted_at)));
  return found(row, 'Customer');
}

export interface OrderForMessage {
  order: Pick<
    typeof orders.$inferSelect,
    'id' | 'status' | 'no_sqyds' | 'total_amount' | 'investment_deadline_time' | 'user_id'
  >;
  project: string;
  customer: CustomerRow;
}

/** An order with its project's name and its customer, or 404. */
export async function findOrderForMessage(db: Queryable, id: number): Promise<OrderForMessage> {
  const [row] = await db
    .select({
      order: {
        id: orders.id,
        status: orders.status,
        no_sqyds: orders.no_sqyds,
        total_amount: orders.total_amount,
        investment_deadline_time: orders.investment_deadline_time,
        user_id: orders.user_id,
      },
      project: projects.name,
      customer: customerColumns,
    })
    .from(orders)
    .innerJoin(projects, eq(projects.id, orders.property_id))
    .innerJoin(users, eq(users.id, orders.user_id))
    .where(eq(orders.id, id));
  return found(row, 'Order');
}

export async function findTemplate(db: Queryable, id: number): Promise<TemplateRow> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id));
  return found(row, 'Template');
}
