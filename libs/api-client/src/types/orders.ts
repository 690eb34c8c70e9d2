import type { OrderSortQuery } from './sorting';
import type { ListResponse, PageQuery, Paged } from './common';
import type { OrderStatus } from './constants';
import type { Assignee, OrderQueue } from './queues';

export interface Order {
  id: number;
  uuid: string;
  user_id: number;
  user_name: string;
  user_phone: string;
  /** The customer's country code, shown before `user_phone` (`+91 9876543210`). */
  user_country_code: string;
  property_id: number;
  property_name: string;
  status: OrderStatus;
  /** Units (tokens) bought, decimal string. */
  no_sqyds: string;
  /** Price per unit at booking, decimal string. */
  token_amount: string;
  total_amount: string;
  booking_amount: string;
  investment_deadline_time: string | null;
  document_sign_time: string | null;
  payment_time: string | null;
  /** Gateway URL of the signed legal cover document (PDF). */
  cover_image_pdf: string | null;
  created_at: string;
  updated_at: string;
  /** Bumped by every write; send it back as If-Match (apps/api/README.md, "The If-Match rule"). */
  version: number;
  /** The staff user who owns the order's follow-up (claimed or assigned), null when nobody does. */
  assignee: Assignee | null;
}

/** `GET /v2/order` (docs/product.md#validation: user_id, property_id and status only when set). */
export interface OrderListQuery extends PageQuery, OrderSortQuery {
  user_id?: number;
  property_id?: number;
  status?: OrderStatus;
  /** Only the orders of one work queue, oldest first. */
  queue?: OrderQueue;
  /** `true`: only the orders assigned to the caller. */
  mine?: boolean;
}

/** `GET /order/report`. Dates YYYY-MM-DD inclusive, on created_at. */
export interface OrderReportQuery extends OrderListQuery {
  from_date?: string;
  to_date?: string;
}

export interface NamedRef {
  id: number;
  name: string;
}

/**
 * `GET /v2/order/filter` query: `search` narrows both lists (customer name or phone, project name;
 * contains, case-insensitive), `limit` caps each list (default ORDER_FILTER_DEFAULT_LIMIT, at most
 * 100): on the large data set an unbounded answer held ~20,000 users.
 */
export interface OrderFilterQuery {
  search?: string;
  limit?: number;
}

export const ORDER_FILTER_DEFAULT_LIMIT = 50;

/** `GET /v2/order/filter`: choices for the order filters (users and projects that have orders), by name. */
export interface OrderFilterData {
  users: NamedRef[];
  properties: NamedRef[];
}

/** `PUT /order/status`. */
export interface OrderStatusRequest {
  order_id: number;
  status: OrderStatus;
  /** Reason recorded on the cancel request when moving to Cancel_Request_Raised. */
  reason?: string;
}

/** `POST /order/update-order-time-status/{order_id}`: exactly one of the three (ISO 8601). */
export interface OrderTimeRequest {
  investment_deadline_time?: string;
  document_sign_time?: string;
  payment_time?: string;
}

/** Answer of `POST /order/update-order-time-status/{order_id}`. */
export interface OrderTimeResult {
  investment_deadline_time: string | null;
  document_sign_time: string | null;
  payment_time: string | null;
  /** The order's version after the change (send it as If-Match on the next one). */
  version: number;
}

/** Answer of `POST /order/addCoverImageOrder/{order_id}`. */
export interface OrderCoverResult {
  cover_image_pdf: string;
  /** The order's version after the upload. */
  version: number;
}

/** Totals of the whole filtered set of `GET /order/report` (not just the page). Decimal strings. */
export interface OrderReportTotals {
  orders: number;
  /** Sum of `no_sqyds`. */
  units: string;
  /** Sum of `total_amount`. */
  amount: string;
}

/** The report's page on the client, with the totals of the whole filtered set. */
export interface OrderReportPage extends Paged<Order> {
  totals: OrderReportTotals;
}

/** Answer of `GET /order/report`: the page, its pager and the totals of every matching order. */
export interface OrderReportResponse extends ListResponse<Order> {
  totals: OrderReportTotals;
}

/**
 * `GET /order/report/csv`: the same filters as the report, no paging; answers `text/csv` with
 * every matching order (streamed), newest first.
 */
export type OrderReportCsvQuery = Omit<OrderReportQuery, 'page' | 'limit'>;

/**
 * Answer of `POST /order/report/csv/link` (body: the `OrderReportCsvQuery` filters): a link to the
 * CSV that the browser opens itself, so the file streams to disk. The link carries a token signed by
 * the API for this user's session and these filters, valid about a minute and for one download.
 */
export interface DownloadLink {
  /** Absolute URL of the file, token included. */
  url: string;
  /** When the link stops working (ISO time). */
  expires_at: string;
}

/**
 * `POST /v2/order`: staff book an order on a customer's behalf (an assisted booking). The price per
 * unit is the project's current `token_amount`; the project must be Active and the user an active
 * Customer. Answers 201 with the `Order` (status Booked).
 */
export interface OrderCreateRequest {
  user_id: number;
  property_id: number;
  /** Units (tokens), > 0, at most 2 decimals. */
  no_sqyds: number | string;
}
