import type { PageQuery } from './common';
import type { OrderStatus } from './constants';

export interface Order {
  id: number;
  uuid: string;
  user_id: number;
  user_name: string;
  user_phone: string;
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
}

/** `GET /v2/order` (spec §5: user_id, property_id and status only when set). */
export interface OrderListQuery extends PageQuery {
  user_id?: number;
  property_id?: number;
  status?: OrderStatus;
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

/** `GET /v2/order/filter`: choices for the order filters (users and projects that have orders). */
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
}

/** Answer of `POST /order/addCoverImageOrder/{order_id}`. */
export interface OrderCoverResult {
  cover_image_pdf: string;
}
