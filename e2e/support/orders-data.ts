// Data the order journeys create through the reference API (each journey its own, with unique
// names, since journeys and the seed share one database): customers, an Active project, orders.
import type {
  CancelRequest,
  ItemResponse,
  Order,
  OrderReportResponse,
  OrderStatus,
  OtpChallenge,
  Project,
} from '@admin/api-client';
import { apiUrl } from './suite';
import { signInViaApi } from './session';

/** A short random tag for names and phones, so parallel runs and reruns never collide. */
export const uniqueTag = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();
const randomPhone = () => `6${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function call<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message ?? ''}`);
  return json;
}

/** A staff session of its own (the seeded admin), for the data calls of one journey. */
export async function orderData() {
  const { accessToken } = await signInViaApi();
  const staff = <T>(method: string, path: string, body?: unknown) => call<T>(accessToken, method, path, body);

  return {
    token: accessToken,
    /** A customer registers (as in the customer app): a Customer account, role 2. */
    async customer(name: string): Promise<{ id: number; name: string }> {
      const { data } = await call<ItemResponse<OtpChallenge>>(null, 'POST', '/auth/register', {
        phone: randomPhone(),
        country_code: '+91',
        name,
        email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
      });
      return { id: data.user_id, name };
    },
    /** A Web Series project at `price` per unit, made Active so it takes bookings. */
    async activeProject(name: string, price = 250): Promise<Project> {
      const created = await staff<ItemResponse<Project>>('POST', '/project', {
        name,
        property_type_id: 2,
        total_token: 10_000,
        token_amount: price,
      });
      return (await staff<ItemResponse<Project>>('PUT', `/v2/project/status/${created.data.id}`, { status: 'Active' }))
        .data;
    },
    /** An assisted booking (POST /v2/order): status Booked. */
    async book(userId: number, projectId: number, units: number): Promise<Order> {
      return (
        await staff<ItemResponse<Order>>('POST', '/v2/order', {
          user_id: userId,
          property_id: projectId,
          no_sqyds: units,
        })
      ).data;
    },
    /** Uploads a cover document (multipart `cover_image_legal`), as the order screen does. */
    async uploadCover(orderId: number, name: string, bytes: Buffer): Promise<void> {
      const form = new FormData();
      form.append('cover_image_legal', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
      const response = await fetch(`${apiUrl}/order/addCoverImageOrder/${orderId}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}` },
        body: form,
      });
      if (!response.ok) throw new Error(`cover upload: ${response.status}`);
    },
    async moveTo(orderId: number, ...statuses: OrderStatus[]): Promise<Order> {
      let order: Order | undefined;
      for (const status of statuses)
        order = (await staff<ItemResponse<Order>>('PUT', '/order/status', { order_id: orderId, status })).data;
      if (!order) throw new Error('no status given');
      return order;
    },
    async order(orderId: number): Promise<Order> {
      return (await staff<ItemResponse<Order>>('GET', `/order/${orderId}`)).data;
    },
    async raiseCancel(orderId: number, reason: string): Promise<CancelRequest> {
      return (await staff<ItemResponse<CancelRequest>>('POST', '/v2/admin/cancel', { order_id: orderId, reason })).data;
    },
    async approveCancel(requestId: number): Promise<CancelRequest> {
      return (await staff<ItemResponse<CancelRequest>>('POST', `/v2/admin/cancel/${requestId}/approve`, {})).data;
    },
    async report(query: string): Promise<OrderReportResponse> {
      return staff<OrderReportResponse>('GET', `/order/report?${query}`);
    },
  };
}
