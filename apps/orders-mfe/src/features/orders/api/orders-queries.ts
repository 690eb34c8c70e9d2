import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { ordersApi } from '@admin/api-client/orders';
import { queuesApi } from '@admin/api-client/queues';
import type { Order, OrderListQuery, OrderStatus } from '@admin/api-client';
import { auditKeys } from '@admin/api-client/contract';
import { queryRoots } from '../../../common/query-roots';

/** The `orders` family: every order view (list and detail) sits under it, so a change refreshes them all. */
const ordersKeys = {
  all: queryRoots.orders,
  list: (query: OrderListQuery) => [...queryRoots.orders, 'list', query] as const,
};

/** One page of `GET /v2/order`: the list's hook and the page's prefetch share it. */
export const orderListQuery = (query: OrderListQuery) =>
  queryOptions({ queryKey: ordersKeys.list(query), queryFn: () => ordersApi.list(query) });

/** An order as it is now: a row someone else moved out of the list shows its new status (useLiveList's fetchRow). */
export const fetchOrder = (id: string): Promise<Order> => ordersApi.get(Number(id));

/** After a bulk change of orders: every order view (list, detail, report) and the history that records it. */
export function useRefreshOrders(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [queryRoots.orders, queryRoots.orderReport, auditKeys.all])
      void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
}

/*
 * One order's change in a bulk action: its own call (the API checks orders.write and the order's own
 * rules), at the version the list showed (If-Match: 409 when the order changed meanwhile).
 */

/** Moves one order's status (409 with the reason when its transitions do not allow it). */
export const moveOrderStatus = (order: Pick<Order, 'id' | 'version'>, status: OrderStatus) =>
  ordersApi.setStatus({ order_id: order.id, status }, order.version);

/** Sets one order's investment deadline. */
export const setOrderDeadline = (order: Pick<Order, 'id' | 'version'>, deadline: string) =>
  ordersApi.setTime(order.id, { investment_deadline_time: deadline }, order.version);

/** Gives one order to a colleague (or nobody); one a colleague holds is taken over at the version shown. */
export const assignOrderTo = (order: Pick<Order, 'id' | 'version'>, assigneeId: number | null) =>
  queuesApi.assignOrder(order.id, assigneeId, order.version);
