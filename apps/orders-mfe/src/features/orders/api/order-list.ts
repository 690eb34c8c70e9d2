import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ordersApi } from '@admin/api-client';
import type { OrderListQuery } from '@admin/api-client';
import { ORDERS_KEY } from '../../../shared/query-keys';

export const orderListKey = (query: OrderListQuery) => [...ORDERS_KEY, 'list', query] as const;

/** One page of `GET /v2/order`; the previous page stays on screen while the next loads. */
export function useOrderList(query: OrderListQuery) {
  return useQuery({
    queryKey: orderListKey(query),
    queryFn: () => ordersApi.list(query),
    placeholderData: keepPreviousData,
  });
}
