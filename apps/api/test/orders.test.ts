import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ItemResponse,
  ListResponse,
  Order,
  OrderCoverResult,
  OrderFilterData,
  OrderTimeResult,
} from '@admin/api-client/contract';
import { ORDER_STATUSES } from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

describe('orders', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let anon: ReturnType<typeof client>;
  let all: Order[];
  beforeAll(async () => {
    ({ server, api, anon } = await startWithAdmin());
    const pages = await Promise.all(
      [1, 2, 3].map((page) => api.get<ListResponse<Order>>(`/api/v2/order?limit=100&page=${page}`)),
    );
    all = pages.flatMap((p) => p.body.data);
  });
  afterAll(() => server.close());

  const firstWith = (status: string) => {
    const order = all.find((o) => o.status === status);
    if (!order) throw new Error(`no seeded order in ${status}`);
    return order;
  };

  it('lists orders newest first with the pager', async () => {
    const res = await api.get<ListResponse<Order>>('/api/v2/order');
    expect(res.body.pager).toEqual({ totalItems: 210, currentPage: 1, pageSize: 10, totalPages: 21, hasMore: true });
    expect(all).toHaveLength(210);
    const created = all.map((o) => o.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect(new Set(all.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(res.body.data[0]).toMatchObject({ user_name: expect.any(String), property_name: expect.any(String) });
  });

  it('filters by user_id, property_id and status', async () => {
    const sample = all[0] as Order;
    const byUser = await api.get<ListResponse<Order>>(`/api/v2/order?user_id=${sample.user_id}&limit=100`);
    expect(byUser.body.data.length).toBe(all.filter((o) => o.user_id === sample.user_id).length);
    expect(byUser.body.data.every((o) => o.user_id === sample.user_id)).toBe(true);
    const byProperty = await api.get<ListResponse<Order>>(`/api/v2/order?property_id=${sample.property_id}&limit=100`);
    expect(byProperty.body.pager.totalItems).toBe(all.filter((o) => o.property_id === sample.property_id).length);
    const byStatus = await api.get<ListResponse<Order>>('/api/v2/order?status=Token_Transfer&limit=100');
    expect(byStatus.body.pager.totalItems).toBe(30);
    const combined = await api.get<ListResponse<Order>>(
      `/api/v2/order?status=${sample.status}&user_id=${sample.user_id}&property_id=${sample.property_id}`,
    );
    expect(combined.body.data.map((o) => o.id)).toContain(sample.id);
    expect((await api.get<{ message: string }>('/api/v2/order?status=Pending')).body.message).toMatch(/^status:/);
    expect((await api.get<{ message: string }>('/api/v2/order?user_id=x')).body.message).toMatch(/^user_id:/);
  });

  it('the order report adds an inclusive date range', async () => {
    const day = (all[5] as Order).created_at.slice(0, 10);
    const res = await api.get<ListResponse<Order>>(`/api/order/report?from_date=${day}&to_date=${day}&limit=100`);
    const expected = all.filter((o) => o.created_at.slice(0, 10) === day);
    expect(res.body.pager.totalItems).toBe(expected.length);
    expect(res.body.data.every((o) => o.created_at.slice(0, 10) === day)).toBe(true);
    const plain = await api.get<ListResponse<Order>>('/api/order/report?page=2&limit=10');
    expect(plain.body.pager).toMatchObject({ totalItems: 210, currentPage: 2 });
    const status = await api.get<ListResponse<Order>>(`/api/order/report?status=Refunded&limit=100`);
    expect(status.body.data.every((o) => o.status === 'Refunded')).toBe(true);
    expect((await api.get<{ message: string }>('/api/order/report?to_date=31-12-2025')).body.message).toMatch(
      /^to_date:/,
    );
  });

  it('offers the users and properties that have orders', async () => {
    const res = await api.get<ItemResponse<OrderFilterData>>('/api/v2/order/filter?limit=100');
    expect(res.status).toBe(200);
    expect(res.body.data.users.length).toBe(new Set(all.map((o) => o.user_id)).size);
    expect(res.body.data.properties.length).toBe(new Set(all.map((o) => o.property_id)).size);
    expect(res.body.data.users[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('reads one order; unknown → 404', async () => {
    const sample = all[3] as Order;
    expect((await api.get<ItemResponse<Order>>(`/api/order/${sample.id}`)).body.data).toEqual(sample);
    expect(await api.get('/api/order/999999')).toMatchObject({ status: 404, body: { message: 'Order not found' } });
  });

  it('moves an order along the transition table', async () => {
    const order = firstWith('Booked');
    let res = await api.put<ItemResponse<Order>>('/api/order/status', {
      order_id: order.id,
      status: 'Document_Signature_Pending',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('Document_Signature_Pending');
    for (const status of ['Full_Payment_Pending', 'Full_Payment_Done', 'Token_Transfer'] as const) {
      res = await api.put<ItemResponse<Order>>('/api/order/status', { order_id: order.id, status });
      expect(res.body.data.status).toBe(status);
    }
    const final = await api.put<{ message: string }>('/api/order/status', { order_id: order.id, status: 'Booked' });
    expect(final.status).toBe(409);
    expect(final.body.message).toMatch(/Token Transfer is final/);
  });

  it('refuses illegal transitions with 409 and a message', async () => {
    const booked = all.filter((o) => o.status === 'Booked')[1] as Order;
    const skip = await api.put<{ message: string }>('/api/order/status', {
      order_id: booked.id,
      status: 'Token_Transfer',
    });
    expect(skip).toMatchObject({
      status: 409,
      // In the words staff read on every screen, not the statuses' keys: the message reaches them as is.
      body: {
        message:
          'Cannot move an order from Booked to Token Transfer (allowed: Document Signature Pending, Cancelled Request)',
      },
    });
    const raised = firstWith('Cancel_Request_Raised');
    expect((await api.put('/api/order/status', { order_id: raised.id, status: 'Refunded' })).status).toBe(409);
    const refunded = firstWith('Refunded');
    expect((await api.put('/api/order/status', { order_id: refunded.id, status: 'Booked' })).status).toBe(409);
    expect((await api.put('/api/order/status', { order_id: booked.id, status: 'Booked' })).status).toBe(409);
    expect((await api.put('/api/order/status', { order_id: 999999, status: 'Booked' })).status).toBe(404);
    expect((await api.put<{ message: string }>('/api/order/status', { order_id: booked.id })).body).toEqual({
      message: 'status is required',
    });
  });

  it('raising a cancel request through the status call records it', async () => {
    const order = all.filter((o) => o.status === 'Full_Payment_Pending')[2] as Order;
    const res = await api.put<ItemResponse<Order>>('/api/order/status', {
      order_id: order.id,
      status: 'Cancel_Request_Raised',
      reason: 'Customer asked by phone',
    });
    expect(res.body.data.status).toBe('Cancel_Request_Raised');
  });

  it('updates one order time at a time and returns the times', async () => {
    const order = all[7] as Order;
    const when = '2026-12-01T10:00:00.000Z';
    const res = await api.post<ItemResponse<OrderTimeResult>>(`/api/order/update-order-time-status/${order.id}`, {
      investment_deadline_time: when,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.investment_deadline_time).toBe(when);
    const pay = await api.post<ItemResponse<OrderTimeResult>>(`/api/order/update-order-time-status/${order.id}`, {
      payment_time: '2026-12-02T10:00:00+05:30',
    });
    expect(pay.body.data).toMatchObject({ investment_deadline_time: when, payment_time: '2026-12-02T04:30:00.000Z' });
    expect((await api.post(`/api/order/update-order-time-status/${order.id}`, {})).status).toBe(400);
    expect(
      (
        await api.post(`/api/order/update-order-time-status/${order.id}`, {
          payment_time: when,
          document_sign_time: when,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.post<{ message: string }>(`/api/order/update-order-time-status/${order.id}`, {
          payment_time: 'tomorrow',
        })
      ).body.message,
    ).toMatch(/^payment_time:/);
    expect((await api.post('/api/order/update-order-time-status/999999', { payment_time: when })).status).toBe(404);
  });

  it('stores a PDF cover document as a private file, opened by the signed link its answers carry', async () => {
    const order = all[8] as Order;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = new FormData();
    form.append('cover_image_legal', new Blob([pdf], { type: 'application/pdf' }), 'cover.pdf');
    const res = await api.post<ItemResponse<OrderCoverResult>>(`/api/order/addCoverImageOrder/${order.id}`, undefined, {
      form,
    });
    expect(res.status).toBe(200);
    // Private, naming this upload (its own file name and type), with a short-lived signature.
    expect(res.body.data.cover_image_pdf).toMatch(/\/api\/files\/\d+\?expires=\d+&signature=[\w-]+$/);
    const link = new URL(res.body.data.cover_image_pdf);
    const file = await fetch(`${server.url}${link.pathname}${link.search}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await api.get<ItemResponse<Order>>(`/api/order/${order.id}`)).body.data.cover_image_pdf).toBe(
      res.body.data.cover_image_pdf,
    );
  });

  it('refuses non-PDF, missing or oversized cover documents', async () => {
    const order = all[9] as Order;
    const png = new FormData();
    png.append('cover_image_legal', new Blob([Buffer.from('89504e47', 'hex')], { type: 'image/png' }), 'x.png');
    expect(await api.post(`/api/order/addCoverImageOrder/${order.id}`, undefined, { form: png })).toMatchObject({
      status: 400,
      body: { message: 'cover_image_legal: only PDF files are accepted' },
    });
    const fake = new FormData();
    fake.append('cover_image_legal', new Blob(['not a pdf'], { type: 'application/pdf' }), 'x.pdf');
    expect((await api.post(`/api/order/addCoverImageOrder/${order.id}`, undefined, { form: fake })).status).toBe(400);
    const wrongField = new FormData();
    wrongField.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'x.pdf');
    expect((await api.post(`/api/order/addCoverImageOrder/${order.id}`, undefined, { form: wrongField })).status).toBe(
      400,
    );
    const big = new FormData();
    big.append(
      'cover_image_legal',
      new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10)])], {
        type: 'application/pdf',
      }),
      'big.pdf',
    );
    expect((await api.post(`/api/order/addCoverImageOrder/${order.id}`, undefined, { form: big })).status).toBe(413);
    expect((await api.post(`/api/order/addCoverImageOrder/${order.id}`, { x: 1 })).status).toBe(400);
    expect((await api.post('/api/order/addCoverImageOrder/999999', undefined, { form: png })).status).toBe(404);
    expect((await fetch(`${server.url}/ipfs/bafkreiaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`)).status).toBe(
      404,
    );
  });

  it('status totals follow status changes', async () => {
    const total = async (status: string) =>
      (await api.get<ListResponse<Order>>(`/api/v2/order?status=${status}&limit=1`)).body.pager.totalItems;
    const before = { booked: await total('Booked'), signing: await total('Document_Signature_Pending') };
    const order = (await api.get<ListResponse<Order>>('/api/v2/order?status=Booked&limit=1')).body.data[0] as Order;
    await api.put('/api/order/status', { order_id: order.id, status: 'Document_Signature_Pending' });
    expect(await total('Booked')).toBe(before.booked - 1);
    expect(await total('Document_Signature_Pending')).toBe(before.signing + 1);
    let sum = 0;
    for (const status of ORDER_STATUSES) sum += await total(status);
    expect(sum).toBe(210);
    expect((await api.get<ListResponse<Order>>('/api/v2/order')).body.pager.totalItems).toBe(210);
  });

  it('needs a staff token', async () => {
    expect((await anon.get('/api/v2/order')).status).toBe(401);
    expect((await anon.put('/api/order/status', { order_id: 1, status: 'Booked' })).status).toBe(401);
  });
});
