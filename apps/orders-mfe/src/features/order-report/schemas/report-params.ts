import { idParam, isoDate, listParamsSchema } from '@admin/ui';
import { z } from '@admin/ui/zod';
import { ORDER_STATUSES } from '@admin/api-client/contract';

/** /order-report?page&limit&user_id&property_id&status&from_date&to_date. */
export const reportParams = listParamsSchema({
  user_id: idParam,
  property_id: idParam,
  status: z.enum(ORDER_STATUSES),
  from_date: isoDate,
  to_date: isoDate,
});
