/** Orders as lists read them: the list and its queues, the report with its totals, the filter choices. */
import { and, asc, count, desc, eq, exists, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { ORDER_REPORT_SORT_KEYS, ORDER_SORT_KEYS } from '@admin/api-client/contract';
import type {
  ListResponse,
  Order,
  OrderFilterData,
  OrderReportResponse,
  OrderStatus,
} from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { orderStatusCounts, orders, projects, settings, users } from '../../db/schema';
import { dateRange } from '../../http/dates';
import { found } from '../../http/errors';
import { containsPattern } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { ORDER_QUEUE_FILTERS } from '../queues/definitions';
import { personMatches, personRank, readSearchText } from '../search/matching';
import { findOrder, selectOrders, toOrder } from './mapper';
import type { OrderFilterQuery, OrderListQuery, OrderReportCsvQuery, OrderReportQuery } from './schemas';

/** Share of the total due as booking amount when the setting is missing. */
const DEFAULT_BOOKING_PERCENTAGE = 10;

/** The columns behind the order list's sort keys (the report sorts by the same ones). */
const orderSortColumns: SortColumns<(typeof ORDER_SORT_KEYS)[number]> = {
  status: orders.status,
  no_sqyds: orders.no_sqyds,
  total_amount: orders.total_amount,
  created_at: orders.created_at,
  updated_at: orders.updated_at,
};

/** An order; 404 'Order not found' when there is none. */
export const orderOf = async (db: Queryable, id: number): Promise<Order> => found(await findOrder(db, id), 'Order');

const baseFilter = (q: { user_id?: number; property_id?: number; status?: OrderStatus }) =>
  and(
    q.user_id ? eq(orders.user_id, q.user_id) : undefined,
    q.property_id ? eq(orders.property_id, q.property_id) : undefined,
    q.status ? eq(orders.status, q.status) : undefined,
  );

/** The report's filters (the CSV reads the same). */
export const reportFilter = (q: OrderReportCsvQuery) =>
  and(baseFilter(q), dateRange(orders.created_at, q.from_date, q.to_date, q.time_zone));

/**
 * A page of orders; `staffId` is the caller, for Mine. A work queue is worked from the order that has
 * waited longest, unless the query sorts. A filter of at most a status counts from the trigger-kept
 * per-status counts.
 */
export async function listOrders(db: Queryable, q: OrderListQuery, staffId: number): Promise<ListResponse<Order>> {
  const where = and(
    baseFilter(q),
    q.queue ? ORDER_QUEUE_FILTERS[q.queue] : undefined,
    q.mine ? eq(orders.assignee_id, staffId) : undefined,
  );
  const statusOnly = !q.user_id && !q.property_id && !q.queue && !q.mine;
  const oldestFirst = q.queue !== undefined;
  const total = statusOnly
    ? db
        .select({ n: sql<number>`coalesce(sum(${orderStatusCounts.n}), 0)::int` })
        .from(orderStatusCounts)
        .where(q.status ? eq(orderStatusCounts.status, q.status) : undefined)
    : db.select({ n: count() }).from(orders).where(where);
  const fallback = oldestFirst ? [asc(orders.created_at), asc(orders.id)] : [desc(orders.created_at), desc(orders.id)];
  const [rows, [counted]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(...sortOrder(q, ORDER_SORT_KEYS, orderSortColumns, orders.id, fallback))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    total,
  ]);
  return listResponse(rows.map(toOrder), counted?.n ?? 0, q.page, q.limit);
}

/** The report's page plus the count, units and amount of the whole filtered set, in one pass for the totals. */
export async function orderReport(db: Queryable, q: OrderReportQuery): Promise<OrderReportResponse> {
  const where: SQL | undefined = reportFilter(q);
  const [rows, [totals]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(
        ...sortOrder(q, ORDER_REPORT_SORT_KEYS, orderSortColumns, orders.id, [
          desc(orders.created_at),
          desc(orders.id),
        ]),
      )
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db
      .select({
        orders: count(),
        units: sql<string>`coalesce(sum(${orders.no_sqyds}), 0)::numeric(20,2)::text`,
        amount: sql<string>`coalesce(sum(${orders.total_amount}), 0)::numeric(24,2)::text`,
      })
      .from(orders)
      .where(where),
  ]);
  const t = totals ?? { orders: 0, units: '0.00', amount: '0.00' };
  return { ...listResponse(rows.map(toOrder), t.orders, q.page, q.limit), totals: t };
}

/**
 * The customers and projects that have orders, for the list's filters. People are matched as the
 * search matches them (name with typos, phone with or without the country code, on the trigram
 * indexes), best first; without a search, by name.
 */
export async function orderFilterChoices(db: Queryable, q: OrderFilterQuery): Promise<OrderFilterData> {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const person = q.search ? readSearchText(q.search) : undefined;
  const [userRows, propertyRows] = await Promise.all([
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(
          person ? and(isNull(users.deleted_at), personMatches(person)) : undefined,
          exists(db.select({ one: orders.id }).from(orders).where(eq(orders.user_id, users.id))),
        ),
      )
      .orderBy(...(person ? [desc(personRank(person))] : []), asc(users.name), asc(users.id))
      .limit(q.limit),
    db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(
        and(
          pattern ? ilike(projects.name, pattern) : undefined,
          exists(db.select({ one: orders.id }).from(orders).where(eq(orders.property_id, projects.id))),
        ),
      )
      .orderBy(asc(projects.name), asc(projects.id))
      .limit(q.limit),
  ]);
  return { users: userRows, properties: propertyRows };
}

/** The booking amount's share of the total (the setting, else 10%). */
export async function bookingPercentage(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, 'booking_amount_percentage'));
  const value = Number(row?.value);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_BOOKING_PERCENTAGE;
}
