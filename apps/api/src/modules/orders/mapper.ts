import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Order, OrderStatus } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { orders, projects, users } from '../../db/schema';
import { iso, isoOrNull } from '../../http/dates';

/** The staff user an order is assigned to. */
const assigneeUser = alias(users, 'assignee');

const orderColumns = {
  order: orders,
  user_name: users.name,
  user_phone: users.phone,
  user_country_code: users.country_code,
  property_name: projects.name,
  assignee_name: assigneeUser.name,
};

interface OrderRow {
  order: typeof orders.$inferSelect;
  user_name: string;
  user_phone: string;
  user_country_code: string;
  property_name: string;
  assignee_name: string | null;
}

export function toOrder(row: OrderRow): Order {
  const { assignee_id, assigned_at: _assignedAt, ...o } = row.order;
  return {
    ...o,
    status: o.status as OrderStatus,
    user_name: row.user_name,
    user_phone: row.user_phone,
    user_country_code: row.user_country_code,
    property_name: row.property_name,
    investment_deadline_time: isoOrNull(o.investment_deadline_time),
    document_sign_time: isoOrNull(o.document_sign_time),
    payment_time: isoOrNull(o.payment_time),
    created_at: iso(o.created_at),
    updated_at: iso(o.updated_at),
    assignee: assignee_id !== null && row.assignee_name !== null ? { id: assignee_id, name: row.assignee_name } : null,
  };
}

/** Orders joined with their customer and project names and their assignee's (plus any extra columns asked for). */
export const selectOrders = <Extra extends Record<string, SQL>>(db: Queryable, extra?: Extra) =>
  db
    .select({ ...orderColumns, ...(extra as Extra) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .innerJoin(projects, eq(projects.id, orders.property_id))
    .leftJoin(assigneeUser, eq(assigneeUser.id, orders.assignee_id));

export async function findOrder(db: Queryable, id: number): Promise<Order | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  return row ? toOrder(row) : undefined;
}
