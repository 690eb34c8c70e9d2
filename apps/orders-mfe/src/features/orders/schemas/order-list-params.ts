import { idParam, listParamsSchema } from '@admin/ui';
// zod/mini: the order list is the remote's first screen, where classic zod costs ~24 KiB gz.
import { z } from '@admin/ui/zod-mini';
import type { OrderListQuery } from '@admin/api-client';
import type { ListParams } from '@admin/ui';
import { ORDER_QUEUES, ORDER_SORT_KEYS, ORDER_STATUSES } from '@admin/api-client/contract';

/**
 * /orders?page&limit&user_id&property_id&status&queue&mine&sort&order: every filter optional, sent only when set.
 * `queue` is a work queue (past deadline, awaiting payment: oldest first unless sorted), `mine=true` the user's own.
 */
export const orderListParams = listParamsSchema(
  {
    user_id: idParam,
    property_id: idParam,
    status: z.enum(ORDER_STATUSES),
    queue: z.enum(ORDER_QUEUES),
    mine: z.enum(['true']),
  },
  { sortKeys: ORDER_SORT_KEYS },
);

/** The URL state as the API's query: `mine` is a boolean. */
export function toOrderListQuery({ mine, ...filters }: ListParams<typeof orderListParams>): OrderListQuery {
  return { ...filters, mine: mine === 'true' ? true : undefined };
}
