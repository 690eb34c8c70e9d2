import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApi } from '@admin/api-client';
import type { OrderListQuery } from '@admin/api-client';

/** The `orders` family: every order view (list and detail) sits under it, so a change refreshes them all. */
export const ordersKeys = {
  all: ['orders'] as const,
  list: (query: OrderListQuery) => ['orders', 'list', query] as const,
};

/** One page of `GET /v2/order`: the list's hook and the page's prefetch share it. */
export const orderListQuery = (query: OrderListQuery) =>
  queryOptions({ queryKey: ordersKeys.list(query), queryFn: () => ordersApi.list(query) });

/** One page of `GET /v2/order`; the previous page stays on screen while the next loads. */
export function useOrderList(query: OrderListQuery) {
  return useQuery({ ...orderListQuery(query), placeholderData: keepPreviousData });
}
