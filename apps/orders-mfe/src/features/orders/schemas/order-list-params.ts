import { listParamsSchema } from '@admin/ui';
import { z } from 'zod';
import { idParam } from '../../../shared/url-params';
import { ORDER_STATUSES } from '../api/constants';

/** /orders?page&limit&user_id&property_id&status: every filter optional, sent only when set. */
export const orderListParams = listParamsSchema({
  user_id: idParam,
  property_id: idParam,
  status: z.enum(ORDER_STATUSES),
});
