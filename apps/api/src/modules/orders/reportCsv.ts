/**
 * The order report as CSV: every order the filter matches, newest first, in keyset batches
 * (created_at, id).
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_LABELS } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { orders } from '../../db/schema';
import { keysetCsv } from '../../http/csv';
import { selectOrders, toOrder } from './mapper';

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

export function orderReportCsv(db: Queryable, where: SQL | undefined, batch = ORDER_REPORT_CSV_BATCH): AsyncGenerator<string> {
  return keysetCsv(
    {
      header: ORDER_REPORT_CSV_HEADER,
      batch: (cursor: Cursor | undefined, limit) =>
        selectOrders(db, { cursor_at: sql<string>`${orders.created_at}::text` })
          .where(and(where, cursor ? sql`(${orders.created_at}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined))
          .orderBy(desc(orders.created_at), desc(orders.id))
          .limit(limit),
      cells: (row) => {
        const o = toOrder(row);
        return [
          o.id,
          o.created_at,
          o.user_id,
          o.user_name,
          o.property_id,
          o.property_name,
          ORDER_STATUS_LABELS[o.status],
          o.no_sqyds,
          o.token_amount,
          o.total_amount,
          o.booking_amount,
          o.investment_deadline_time,
          o.document_sign_time,
          o.payment_time,
          o.cover_image_pdf,
        ];
      },
      cursorOf: (row): Cursor => ({ at: row.cursor_at, id: row.order.id }),
    },
    batch,
  );
}
