import type { CancelRequestListQuery } from '@admin/api-client';
import { idParam, isoDate, listParamsSchema } from '@admin/ui';
import type { ListParams } from '@admin/ui';
import { z } from '@admin/ui/zod';
import { CANCEL_REQUEST_SORT_KEYS, CANCEL_REQUEST_STATUSES } from '@admin/api-client/contract';
import { reasonSchema } from '../../../common/reason';

/** The status filter's URL value for every status: the list opens on the Pending queue, so "all" needs a value of its own. */
export const ALL_STATUSES = 'all';

/**
 * /cancel?status&user_id&property_id&from_date&to_date (and order_id, from an order's detail).
 * No status in the URL means Pending, the queue staff work from; `status=all` shows every status.
 */
export const cancelListParams = listParamsSchema(
  {
    status: z.enum([ALL_STATUSES, ...CANCEL_REQUEST_STATUSES]).default('Pending'),
    user_id: idParam,
    property_id: idParam,
    order_id: idParam,
    from_date: isoDate,
    to_date: isoDate,
    /** Only the requests assigned to the user. */
    mine: z.enum(['true']),
    /** Only the approvals awaiting a second one that the user may confirm (the sidebar's "Awaiting my confirmation"). */
    awaiting_my_confirmation: z.enum(['true']),
  },
  { sortKeys: CANCEL_REQUEST_SORT_KEYS },
);

export type CancelListParams = ListParams<typeof cancelListParams>;

/** What the API is asked for: "all" is no status filter; `mine` and `awaiting_my_confirmation` booleans. */
export function cancelListQuery({
  status,
  mine,
  awaiting_my_confirmation,
  ...rest
}: CancelListParams): CancelRequestListQuery {
  const query = {
    ...rest,
    mine: mine === 'true' ? true : undefined,
    awaiting_my_confirmation: awaiting_my_confirmation === 'true' ? true : undefined,
  };
  return status === ALL_STATUSES ? query : { ...query, status };
}

export const rejectReasonSchema = reasonSchema('rejection');
