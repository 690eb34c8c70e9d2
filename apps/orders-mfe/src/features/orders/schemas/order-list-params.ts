import { listParamsSchema } from '@admin/ui';
// zod/mini: the order list is the remote's first screen, where classic zod costs ~24 KiB gz.
import * as z from 'zod/mini';
import { idParam } from '../../../common/url-params';
import { ORDER_STATUSES } from '../api/constants';

/** /orders?page&limit&user_id&property_id&status: every filter optional, sent only when set. */
export const orderListParams = listParamsSchema({
  user_id: idParam,
  property_id: idParam,
  status: z.enum(ORDER_STATUSES),
});
