/** What the cancel request routes accept. */
import { z } from 'zod';
import { CANCEL_REQUEST_SORT_KEYS, CANCEL_REQUEST_STATUSES } from '@admin/api-client/contract';
import { dateRangeFields, id, pageFields, queryBoolean, requiredText } from '../../http/fields';
import { sortFields } from '../../http/sorting';

export const cancelRequestListQuery = z.object({
  ...pageFields,
  ...dateRangeFields,
  status: z.enum(CANCEL_REQUEST_STATUSES).optional(),
  user_id: id.optional(),
  property_id: id.optional(),
  /** The requests of one order (the order detail links to them). */
  order_id: id.optional(),
  /** Only the requests assigned to the caller. */
  mine: queryBoolean.optional(),
  /** Only the approvals awaiting a second approval that the caller may confirm. */
  awaiting_my_confirmation: queryBoolean.optional(),
  ...sortFields(CANCEL_REQUEST_SORT_KEYS),
});
export const createBody = z.object({ order_id: id, reason: requiredText.max(2000) });
export const approveBody = z.object({ reason: requiredText.max(2000).optional() });
export const rejectBody = z.object({ reason: requiredText.max(2000) });
export const sendBackBody = z.object({ reason: requiredText.max(2000).optional() });

export type CancelRequestListQuery = z.output<typeof cancelRequestListQuery>;
