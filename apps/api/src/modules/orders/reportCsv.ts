/**
 * The order report as CSV: every order the filter matches, newest first, in keyset batches
 * (created_at, id).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { orders, projects, users } from '../../db/schema';
import { keysetCsv } from '../../http/csv';
import { isoText } from '../../http/dates';

export const ORDER_REPORT_CSV_BATCH = 1000;

export const ORDER_REPORT_CSV_HEADER = [
  'Order ID',
  'Created at',
  'Customer ID',
  'Customer',
  'Project ID',
  'Project',
  'Status',
  'Units',
  'Price per unit (INR)',
  'Amount (INR)',
  'Booking amount (INR)',
  'Investment deadline',
  'Document signed',
  'Payment time',
  'Cover document',
] as const;

// The cursor keeps created_at as PostgreSQL's text (microseconds): a JS Date would cut it to
// milliseconds and skip or repeat rows that share one.
interface Cursor {
  at: string;
  id: number;
}

/**
 * Only the columns the CSV writes, the timestamps already as ISO text: building an `Order` (Dates
 * parsed, then written back as text) cost about as much as the query itself for 100,000 orders.
 */
const csvColumns = {
  id: orders.id,
  created_at: isoText(orders.created_at),
  user_id: orders.user_id,
  user_name: users.name,
  property_id: orders.property_id,
  property_name: projects.name,
  status: orders.status,
  no_sqyds: orders.no_sqyds,
  token_amount: orders.token_amount,
  total_amount: orders.total_amount,
  booking_amount: orders.booking_amount,
  investment_deadline_time: isoText(orders.investment_deadline_time),
  document_sign_time: isoText(orders.document_sign_time),
  payment_time: isoText(orders.payment_time),
  cover_image_pdf: orders.cover_image_pdf,
  cursor_at: sql<string>`${orders.created_at}::text`,
};

export function orderReportCsv(db: Queryable, where: SQL | undefined, batch = ORDER_REPORT_CSV_BATCH): AsyncGenerator<string> {
  return keysetCsv(
    {
      header: ORDER_REPORT_CSV_HEADER,
      batch: (cursor: Cursor | undefined, limit) =>
        db
          .select(csvColumns)
          .from(orders)
          .innerJoin(users, eq(users.id, orders.user_id))
          .innerJoin(projects, eq(projects.id, orders.property_id))
          .where(and(where, cursor ? sql`(${orders.created_at}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined))
          .orderBy(desc(orders.created_at), desc(orders.id))
          .limit(limit),
      cells: (o) => [
        o.id,
        o.created_at,
        o.user_id,
        o.user_name,
        o.property_id,
        o.property_name,
        ORDER_STATUS_LABELS[o.status as OrderStatus],
        o.no_sqyds,
        o.token_amount,
        o.total_amount,
        o.booking_amount,
        o.investment_deadline_time,
        o.document_sign_time,
        o.payment_time,
        o.cover_image_pdf,
      ],
      cursorOf: (o): Cursor => ({ at: o.cursor_at, id: o.id }),
    },
    batch,
  );
}
