/**
 * The order report as CSV: every order the filter matches, newest first, read in keyset batches
 * (created_at, id) so memory stays flat and each batch is an index range, not an ever-growing offset.
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_LABELS } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { orders } from '../../db/schema';
import { csvLine } from '../../http/csv';
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

export async function* orderReportCsv(db: Queryable, where: SQL | undefined, batch = ORDER_REPORT_CSV_BATCH): AsyncGenerator<string> {
  yield csvLine(ORDER_REPORT_CSV_HEADER);
  // The cursor keeps created_at as PostgreSQL's text (microseconds): a JS Date would cut it to
  // milliseconds and skip or repeat rows that share one.
  let cursor: { at: string; id: number } | undefined;
  for (;;) {
    const after = cursor ? sql`(${orders.created_at}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
    const rows = await selectOrders(db, { cursor_at: sql<string>`${orders.created_at}::text` })
      .where(and(where, after))
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(batch);
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) {
      const o = toOrder(row);
      chunk += csvLine([
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
      ]);
    }
    yield chunk;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursor_at, id: last.order.id };
  }
}
