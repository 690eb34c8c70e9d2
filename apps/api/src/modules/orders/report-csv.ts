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

const ORDER_REPORT_CSV_BATCH = 1000;

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

/** A row's cells as the database sends them: one JSON array, in the header's order. */
type Cells = [
  id: number,
  createdAt: string,
  userId: number,
  userName: string,
  propertyId: number,
  propertyName: string,
  status: OrderStatus,
  units: string,
  pricePerUnit: string,
  amount: string,
  bookingAmount: string,
  investmentDeadline: string | null,
  documentSigned: string | null,
  paymentTime: string | null,
  coverDocument: string | null,
];

/**
 * Only what the CSV writes, each row's cells as one JSON array (timestamps as ISO text, amounts as
 * their decimal text): building an `Order` per row (Dates parsed, then written back as text) cost
 * as much as the query, and one text value per row instead of fifteen halves what PGlite spends
 * handing the rows over (apps/api/README.md, "Benchmark").
 */
const csvColumns = {
  id: orders.id,
  cells: sql<string>`json_build_array(${orders.id}, ${isoText(orders.created_at)}, ${orders.user_id}, ${users.name}, ${orders.property_id}, ${projects.name},
    ${orders.status}, ${orders.no_sqyds}::text, ${orders.token_amount}::text, ${orders.total_amount}::text, ${orders.booking_amount}::text,
    ${isoText(orders.investment_deadline_time)}, ${isoText(orders.document_sign_time)}, ${isoText(orders.payment_time)}, ${orders.cover_image_pdf})::text`,
  cursor_at: sql<string>`${orders.created_at}::text`,
};

export function orderReportCsv(
  db: Queryable,
  where: SQL | undefined,
  batch = ORDER_REPORT_CSV_BATCH,
): AsyncGenerator<string> {
  return keysetCsv(
    {
      header: ORDER_REPORT_CSV_HEADER,
      batch: (cursor: Cursor | undefined, limit) =>
        db
          .select(csvColumns)
          .from(orders)
          .innerJoin(users, eq(users.id, orders.user_id))
          .innerJoin(projects, eq(projects.id, orders.property_id))
          .where(
            and(
              where,
              cursor
                ? sql`(${orders.created_at}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
                : undefined,
            ),
          )
          .orderBy(desc(orders.created_at), desc(orders.id))
          .limit(limit),
      cells: (row) => {
        const cells = JSON.parse(row.cells) as Cells;
        return [...cells.slice(0, 6), ORDER_STATUS_LABELS[cells[6]], ...cells.slice(7)];
      },
      cursorOf: (o): Cursor => ({ at: o.cursor_at, id: o.id }),
    },
    batch,
  );
}
