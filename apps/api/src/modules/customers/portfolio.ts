/** A customer's portfolio: their orders, and per project and in total what is committed, paid and worth now. */
import { desc, eq } from 'drizzle-orm';
import { COMMITTED_ORDER_STATUSES, PAID_ORDER_STATUSES } from '@admin/api-client/contract';
import type { Customer, ItemResponse, Portfolio, PortfolioOrder, PortfolioProject } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { orders, projects } from '../../db/schema';
import { iso } from '../../http/dates';

/** Orders whose amount counts as paid (payment done, or already tokenised). */
const PAID = new Set<string>(PAID_ORDER_STATUSES);
/** Orders still going ahead: neither waiting on a cancel request nor refunded. */
const COMMITTED = new Set<string>(COMMITTED_ORDER_STATUSES);
/** A 2-decimal string as an integer count of hundredths (units, or paise for amounts). */
const hundredths = (decimal: string) => Math.round(Number(decimal) * 100);
/** Hundredths back to the API's 2-decimal string. */
const money = (n: number) => (n / 100).toFixed(2);

export async function portfolioOf(db: Queryable, user: Customer): Promise<ItemResponse<Portfolio>> {
  const customerId = user.id;
  const rows = await db
    .select({ order: orders, property_name: projects.name, unit_price: projects.token_amount })
    .from(orders)
    .innerJoin(projects, eq(projects.id, orders.property_id))
    .where(eq(orders.user_id, customerId))
    .orderBy(desc(orders.created_at), desc(orders.id));
  // Per project, in hundredths (units) and paise (amounts) so that the projects' figures add up
  // exactly to the portfolio's totals, which are their sums.
  const held = new Map<
    number,
    { name: string; committedUnits: number; committed: number; units: number; invested: number; price: number }
  >();
  for (const { order, property_name, unit_price } of rows) {
    if (!COMMITTED.has(order.status)) continue;
    const project = held.get(order.property_id) ?? {
      name: property_name,
      committedUnits: 0,
      committed: 0,
      units: 0,
      invested: 0,
      price: hundredths(unit_price),
    };
    held.set(order.property_id, project);
    project.committedUnits += hundredths(order.no_sqyds);
    project.committed += hundredths(order.total_amount);
    if (PAID.has(order.status)) {
      project.units += hundredths(order.no_sqyds);
      project.invested += hundredths(order.total_amount);
    }
  }
  const perProject = [...held.entries()]
    .map(([property_id, p]) => ({ property_id, ...p, value: Math.round((p.units * p.price) / 100) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.property_id - b.property_id);
  const sum = (pick: (p: (typeof perProject)[number]) => number) => perProject.reduce((total, p) => total + pick(p), 0);
  const units = sum((p) => p.units);
  const invested = sum((p) => p.invested);
  const value = sum((p) => p.value);
  const portfolioOrders = rows.map(
    ({ order, property_name }): PortfolioOrder => ({
      id: order.id,
      status: order.status,
      property_id: order.property_id,
      no_sqyds: order.no_sqyds,
      total_amount: order.total_amount,
      created_at: iso(order.created_at),
      updated_at: iso(order.updated_at),
      user_name: user.name,
      user_id: user.id,
      property_name,
    }),
  );
  return {
    data: {
      user,
      orders: portfolioOrders,
      total_sqyds: money(units),
      current_value: money(value),
      total_invested_amount: money(invested),
      total_returns: money(value - invested),
      committed_sqyds: money(sum((p) => p.committedUnits)),
      committed_amount: money(sum((p) => p.committed)),
      my_investments: held.size,
      projects: perProject.map(
        (p): PortfolioProject => ({
          property_id: p.property_id,
          property_name: p.name,
          committed_sqyds: money(p.committedUnits),
          committed_amount: money(p.committed),
          total_sqyds: money(p.units),
          total_invested_amount: money(p.invested),
          current_value: money(p.value),
        }),
      ),
    },
  };
}
