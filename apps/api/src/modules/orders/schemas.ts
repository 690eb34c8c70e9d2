import { z } from 'zod';
import { ORDER_STATUSES } from '@admin/api-client';
import { dateRangeFields, id, isoInstant, pageFields, requiredText } from '../../http/fields';

export const orderListQuery = z.object({
  ...pageFields,
  user_id: id.optional(),
  property_id: id.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
});
export const orderReportQuery = orderListQuery.extend(dateRangeFields);
export const orderIdParams = z.object({ order_id: id });
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
    (b) => [b.investment_deadline_time, b.document_sign_time, b.payment_time].filter((v) => v !== undefined).length === 1,
    'Send exactly one of investment_deadline_time, document_sign_time, payment_time',
  );
