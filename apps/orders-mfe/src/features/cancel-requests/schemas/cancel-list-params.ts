import { isoDate, listParamsSchema } from '@admin/ui';
import { z } from 'zod';
import { reasonSchema } from '../../../shared/reason';
import { idParam } from '../../../shared/url-params';
import { CANCEL_REQUEST_STATUSES } from '../api/constants';

/** /cancel?status&user_id&property_id&from_date&to_date (and order_id, from an order's detail). */
export const cancelListParams = listParamsSchema({
  status: z.enum(CANCEL_REQUEST_STATUSES),
  user_id: idParam,
  property_id: idParam,
  order_id: idParam,
  from_date: isoDate,
  to_date: isoDate,
});

export const rejectReasonSchema = reasonSchema('rejection');
