import { z } from 'zod';
import {
  MAX_PAGE_SIZE,
  ORDER_FILTER_DEFAULT_LIMIT,
  ORDER_QUEUES,
  ORDER_REPORT_SORT_KEYS,
  ORDER_SORT_KEYS,
  ORDER_STATUSES,
} from '@admin/api-client/contract';
import {
  dateRangeFields,
  decimalColumn,
  id,
  isoInstant,
  pageFields,
  queryBoolean,
  requiredText,
  searchText,
} from '../../http/fields';
import { sortFields } from '../../http/sorting';

const filterFields = {
  user_id: id.optional(),
  property_id: id.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
};

export const orderListQuery = z.object({
  ...pageFields,
  ...filterFields,
  /** A work queue (oldest first) and the caller's own orders: the list's, not the report's. */
  queue: z.enum(ORDER_QUEUES).optional(),
  mine: queryBoolean.optional(),
  ...sortFields(ORDER_SORT_KEYS),
});
export const orderReportQuery = z.object({
  ...pageFields,
  ...filterFields,
  ...dateRangeFields,
  ...sortFields(ORDER_REPORT_SORT_KEYS),
});
/** The report's filters without paging: the CSV holds every matching order. */
export const orderReportCsvQuery = z.object({ ...filterFields, ...dateRangeFields });
export const orderFilterQuery = z.object({
  search: searchText.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ORDER_FILTER_DEFAULT_LIMIT),
});
export const orderIdParams = z.object({ order_id: id });
export const orderCreateBody = z.object({
  user_id: id,
  property_id: id,
  // Units for numeric(14,2); an order's total must still fit its amount column (else 400).
  no_sqyds: decimalColumn(9)
    .refine((v) => Number(v) > 0, 'Too small: expected a value > 0')
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), 'Invalid input: expected at most 2 decimals'),
});
export const orderStatusBody = z.object({
  order_id: id,
  status: z.enum(ORDER_STATUSES),
  reason: requiredText.max(1000).optional(),
});

const instant = isoInstant;
export const orderTimeBody = z
  .object({
    investment_deadline_time: instant.optional(),
    document_sign_time: instant.optional(),
    payment_time: instant.optional(),
  })
  .refine(
    (b) =>
      [b.investment_deadline_time, b.document_sign_time, b.payment_time].filter((v) => v !== undefined).length === 1,
    'Send exactly one of investment_deadline_time, document_sign_time, payment_time',
  );

export type OrderListQuery = z.output<typeof orderListQuery>;
export type OrderReportQuery = z.output<typeof orderReportQuery>;
export type OrderReportCsvQuery = z.output<typeof orderReportCsvQuery>;
export type OrderFilterQuery = z.output<typeof orderFilterQuery>;
export type OrderCreate = z.output<typeof orderCreateBody>;
export type OrderStatusChange = z.output<typeof orderStatusBody>;
export type OrderTimes = z.output<typeof orderTimeBody>;
