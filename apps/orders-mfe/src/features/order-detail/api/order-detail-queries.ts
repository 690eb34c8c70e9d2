import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditApi } from '@admin/api-client/audit';
import { ordersApi } from '@admin/api-client/orders';
import { auditKeys, errorMessage, ORDER_MESSAGES } from '@admin/api-client/contract';
import type { Order, OrderStatusRequest, OrderTimeRequest } from '@admin/api-client';
import { toast, useApiMutation } from '@admin/ui';
import { afterOrderChange, queryRoots } from '../../../common/query-roots';

/** An order's detail sits in the `orders` family, so whatever refreshes the list refreshes it too. */
const orderDetailKeys = {
  detail: (orderId: number) => [...queryRoots.orders, 'detail', orderId] as const,
  /** The upload behind the current cover: under the order's history, so whatever refreshes that refreshes it. */
  coverUpload: (orderId: number, cover: string | null) =>
    [...auditKeys.record('order', orderId), 'cover', cover] as const,
};

/** What shows an order on its detail page: refetched when someone else changes it (a live update). */
export const orderPageKeys = (orderId: number) => [orderDetailKeys.detail(orderId), auditKeys.record('order', orderId)];

/** A status change can alter every order view: the list, the report, cancel requests, refunds in the wallet, the choices, the history. */
const afterStatusChange = afterOrderChange;

/** What a detail that cannot load says (docs/product.md#error-messages). */
export const ORDER_DETAIL_ERROR = ORDER_MESSAGES.detail;

/** `GET /order/{order_id}`. */
const orderQuery = (orderId: number) =>
  queryOptions({ queryKey: orderDetailKeys.detail(orderId), queryFn: () => ordersApi.get(orderId) });

export function useOrder(orderId: number) {
  return useQuery(orderQuery(orderId));
}

/**
 * The order's version as the detail shows it, and a way to record a newer one after a write: every
 * change sends it as If-Match, so a change made on a stale page gets 409 and the server's message.
 */
function useShownVersion(orderId: number) {
  const queryClient = useQueryClient();
  return {
    version: () => queryClient.getQueryData<Order>(orderDetailKeys.detail(orderId))?.version,
    saved: (version: number) =>
      queryClient.setQueryData<Order>(orderDetailKeys.detail(orderId), (old) => (old ? { ...old, version } : old)),
  };
}

/** `PUT /order/status`: only moves the transition table allows are offered; 'Error' when it fails. */
export function useChangeOrderStatus(orderId: number) {
  const queryClient = useQueryClient();
  const shown = useShownVersion(orderId);
  return useApiMutation({
    mutationFn: (body: Omit<OrderStatusRequest, 'order_id'>) =>
      ordersApi.setStatus({ ...body, order_id: orderId }, shown.version()),
    success: (order: Order) =>
      order.status === 'Cancel_Request_Raised' ? 'Cancel request raised' : 'Order status updated',
    errorFallback: ORDER_MESSAGES.status,
    invalidate: afterStatusChange,
    onSuccess: (order) => queryClient.setQueryData(orderDetailKeys.detail(orderId), order),
  });
}

/** `POST /order/update-order-time-status/{order_id}` with one of the three times. */
export function useSetOrderTime(orderId: number) {
  const shown = useShownVersion(orderId);
  return useApiMutation({
    mutationFn: (body: OrderTimeRequest) => ordersApi.setTime(orderId, body, shown.version()),
    success: 'Order time updated',
    errorFallback: ORDER_MESSAGES.time,
    onSuccess: (result) => shown.saved(result.version),
    invalidate: [queryRoots.orders, auditKeys.record('order', orderId)],
  });
}

/** The cover document limits, checked in the browser before any byte is sent. */
export const COVER_ACCEPT = ['application/pdf'];
export const COVER_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Uploads the legal cover document (`POST /order/addCoverImageOrder/{order_id}`, field
 * `cover_image_legal`) and resolves to its gateway URL; the order is refetched so every view shows it.
 */
export function useUploadCover(orderId: number) {
  const queryClient = useQueryClient();
  const shown = useShownVersion(orderId);
  return async (
    file: File,
    controls: { onProgress: (fraction: number) => void; signal: AbortSignal },
  ): Promise<string> => {
    try {
      const { cover_image_pdf, version } = await ordersApi.uploadCover(orderId, file, {
        ...controls,
        version: shown.version(),
      });
      shown.saved(version);
      toast.success('Cover document uploaded');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
        queryClient.invalidateQueries({ queryKey: auditKeys.record('order', orderId) }),
      ]);
      return cover_image_pdf;
    } catch (error) {
      if (!controls.signal.aborted) toast.error(errorMessage(error, ORDER_MESSAGES.cover));
      throw error;
    }
  };
}

/**
 * The upload that put the order's current cover document there, from its history (the file's name is
 * the entry's note): the order itself keeps only the stored file's link. Keyed by that link, so a new
 * upload asks again; under the order's key, so an upload's invalidation refreshes it.
 */
const coverUploadQuery = (orderId: number, cover: string | null) =>
  queryOptions({
    queryKey: orderDetailKeys.coverUpload(orderId, cover),
    queryFn: async () =>
      (await auditApi.list({ record_type: 'order', record_id: String(orderId), action: 'file_upload', limit: 1 }))
        .items[0] ?? null,
  });

export function useCoverUpload(orderId: number, cover: string | null) {
  return useQuery({ ...coverUploadQuery(orderId, cover), enabled: cover !== null });
}
