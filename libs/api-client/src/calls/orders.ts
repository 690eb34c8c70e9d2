// Typed calls of the order family (docs/product.md#calls) and their docs/product.md#error-messages fallback messages.
import { apiClient } from '@admin/api-client/singletons';
import type {
  Order,
  OrderCoverResult,
  OrderCreateRequest,
  DownloadLink,
  OrderFilterData,
  OrderFilterQuery,
  OrderListQuery,
  OrderReportCsvQuery,
  OrderReportPage,
  OrderReportQuery,
  OrderReportResponse,
  OrderStatusRequest,
  OrderTimeRequest,
  OrderTimeResult,
} from '../types/index';
import { getItem, getPaged, ifMatch, onlySet, send, upload, withPaging } from '@admin/api-client';
import type { Paged, UploadOptions } from '@admin/api-client';

/** The multipart field of the legal cover document (docs/product.md#calls). */
const COVER_FIELD = 'cover_image_legal';

export const ordersApi = {
  /** `GET /v2/order`: user_id, property_id and status only when set (docs/product.md#validation). */
  list(query: OrderListQuery): Promise<Paged<Order>> {
    return getPaged<Order>('/v2/order', { ...query });
  },
  /** `GET /v2/order/filter`: customers and projects that have orders, searched by name. */
  filterOptions(query: OrderFilterQuery = {}): Promise<OrderFilterData> {
    return getItem<OrderFilterData>('/v2/order/filter', { ...query });
  },
  /** `GET /order/{order_id}`. */
  get(orderId: number): Promise<Order> {
    return getItem<Order>(`/order/${orderId}`);
  },
  /**
   * `PUT /order/status` {order_id, status, reason?}; 409 for a move the transition table refuses.
   * This and the two calls below take the order's `version` (If-Match, 409 when stale).
   */
  setStatus(body: OrderStatusRequest, version?: number): Promise<Order> {
    return send<Order>('put', '/order/status', body, ifMatch(version));
  },
  /** `POST /order/update-order-time-status/{order_id}` with exactly one of the three times. */
  setTime(orderId: number, body: OrderTimeRequest, version?: number): Promise<OrderTimeResult> {
    return send<OrderTimeResult>('post', `/order/update-order-time-status/${orderId}`, body, ifMatch(version));
  },
  /** `POST /order/addCoverImageOrder/{order_id}`, multipart `cover_image_legal` (PDF): answers `cover_image_pdf`. */
  uploadCover(orderId: number, file: File, options?: UploadOptions): Promise<OrderCoverResult> {
    const form = new FormData();
    form.append(COVER_FIELD, file, file.name);
    return upload<OrderCoverResult>(`/order/addCoverImageOrder/${orderId}`, form, options);
  },
  /** `GET order/report`: page, limit and the optional filters; answers totals too. */
  async report(query: OrderReportQuery): Promise<OrderReportPage> {
    const { data } = await apiClient.get<OrderReportResponse>('/order/report', { params: withPaging({ ...query }) });
    return { items: data.data, pager: data.pager, totals: data.totals };
  },
  /**
   * `POST /order/report/csv/link`: a one-use link, valid about a minute, to the CSV of every order
   * the filters match, for the browser to open itself so the file streams to disk. Filters sent only when set.
   */
  reportCsvLink(query: OrderReportCsvQuery): Promise<DownloadLink> {
    return send<DownloadLink>('post', '/order/report/csv/link', onlySet({ ...query }));
  },
  /** `POST /v2/order`: an assisted booking for a customer (status Booked). */
  book(body: OrderCreateRequest): Promise<Order> {
    return send<Order>('post', '/v2/order', body);
  },
};
