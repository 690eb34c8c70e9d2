import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelRequest, ItemResponse, ListResponse, Order, WalletTransaction } from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

describe('cancel requests', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let anon: ReturnType<typeof client>;
  let all: CancelRequest[];
  beforeAll(async () => {
    ({ server, api, anon } = await startWithAdmin());
    all = (await api.get<ListResponse<CancelRequest>>('/api/v2/admin/cancel?limit=100')).body.data;
  });
  afterAll(() => server.close());

  const pending = (n: number) => all.filter((r) => r.status === 'Pending')[n] as CancelRequest;
  /** A pending request below the refund threshold: one approval decides it. */
  const smallPending = () =>
    all.find(
      (r) => r.status === 'Pending' && Number(r.total_amount) <= 100_000 && r.awaiting_second_approval === null,
    ) as CancelRequest;

  it('lists requests in every state with the pager', async () => {
    const res = await api.get<ListResponse<CancelRequest>>('/api/v2/admin/cancel');
    expect(res.body.pager).toMatchObject({ currentPage: 1, pageSize: 10, totalItems: all.length });
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['Pending', 'Approved', 'Rejected']));
    expect(pending(0)).toMatchObject({
      order_status: 'Cancel_Request_Raised',
      user_name: expect.any(String),
      property_name: expect.any(String),
    });
  });

  it('filters by status, user, property and dates', async () => {
    const approved = await api.get<ListResponse<CancelRequest>>('/api/v2/admin/cancel?status=Approved&limit=100');
    expect(approved.body.data.every((r) => r.status === 'Approved' && r.order_status === 'Refunded')).toBe(true);
    const sample = all[0] as CancelRequest;
    const byUser = await api.get<ListResponse<CancelRequest>>(
      `/api/v2/admin/cancel?user_id=${sample.user_id}&limit=100`,
    );
    expect(byUser.body.data.every((r) => r.user_id === sample.user_id)).toBe(true);
    const byProperty = await api.get<ListResponse<CancelRequest>>(
      `/api/v2/admin/cancel?property_id=${sample.property_id}&limit=100`,
    );
    expect(byProperty.body.pager.totalItems).toBe(all.filter((r) => r.property_id === sample.property_id).length);
    const day = sample.created_at.slice(0, 10);
    const sameDay = await api.get<ListResponse<CancelRequest>>(
      `/api/v2/admin/cancel?from_date=${day}&to_date=${day}&limit=100`,
    );
    expect(sameDay.body.data.map((r) => r.id)).toContain(sample.id);
    const byOrder = await api.get<ListResponse<CancelRequest>>(`/api/v2/admin/cancel?order_id=${sample.order_id}`);
    expect(byOrder.body.data.map((r) => r.id)).toEqual(
      all.filter((r) => r.order_id === sample.order_id).map((r) => r.id),
    );
    expect((await api.get<{ message: string }>('/api/v2/admin/cancel?status=Open')).body.message).toMatch(/^status:/);
  });

  it('approving refunds the order and records a pending refund', async () => {
    const request = smallPending();
    const res = await api.post<ItemResponse<CancelRequest>>(`/api/v2/admin/cancel/${request.id}/approve`, {
      reason: 'Within 7 days',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'Approved',
      order_status: 'Refunded',
      decision_reason: 'Within 7 days',
      decided_by: 1,
    });
    expect((await api.get<ItemResponse<Order>>(`/api/order/${request.order_id}`)).body.data.status).toBe('Refunded');
    const refunds = await api.get<ListResponse<WalletTransaction>>(
      `/api/wallet/transactionsfilter?user_id=${request.user_id}&type=refund&status=pending&limit=100`,
    );
    expect(refunds.body.data.some((t) => t.order_id === request.order_id)).toBe(true);
    expect((await api.post(`/api/v2/admin/cancel/${request.id}/approve`, {})).status).toBe(409);
    expect((await api.post(`/api/v2/admin/cancel/${request.id}/reject`, { reason: 'late' })).status).toBe(409);
  });

  it('rejecting needs a reason and puts the order back to its previous status', async () => {
    const request = all.find(
      (r) => r.status === 'Pending' && r.id !== smallPending().id && r.awaiting_second_approval === null,
    ) as CancelRequest;
    expect((await api.post(`/api/v2/admin/cancel/${request.id}/reject`, {})).body).toEqual({
      message: 'reason is required',
    });
    const res = await api.post<ItemResponse<CancelRequest>>(`/api/v2/admin/cancel/${request.id}/reject`, {
      reason: 'Tokens already transferred to escrow',
    });
    expect(res.body.data).toMatchObject({ status: 'Rejected', order_status: request.previous_order_status });
    expect((await api.get<ItemResponse<Order>>(`/api/order/${request.order_id}`)).body.data.status).toBe(
      request.previous_order_status,
    );
  });

  it('raises a request for an order, once', async () => {
    const orders = await api.get<ListResponse<Order>>('/api/v2/order?status=Full_Payment_Done&limit=1');
    const order = orders.body.data[0] as Order;
    const res = await api.post<ItemResponse<CancelRequest>>('/api/v2/admin/cancel', {
      order_id: order.id,
      reason: 'Customer relocating abroad',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'Pending',
      previous_order_status: 'Full_Payment_Done',
      order_status: 'Cancel_Request_Raised',
    });
    expect((await api.post('/api/v2/admin/cancel', { order_id: order.id, reason: 'again' })).status).toBe(409);
    const reject = await api.post<ItemResponse<CancelRequest>>(`/api/v2/admin/cancel/${res.body.data.id}/reject`, {
      reason: 'Lock-in period',
    });
    expect(reject.body.data.order_status).toBe('Full_Payment_Done');
    const refunded = await api.get<ListResponse<Order>>('/api/v2/order?status=Refunded&limit=1');
    expect(
      (await api.post('/api/v2/admin/cancel', { order_id: (refunded.body.data[0] as Order).id, reason: 'x' })).status,
    ).toBe(409);
    expect((await api.post('/api/v2/admin/cancel', { order_id: 999999, reason: 'x' })).status).toBe(404);
    expect((await api.post('/api/v2/admin/cancel', { order_id: order.id })).body).toEqual({
      message: 'reason is required',
    });
  });

  it('404s and guards', async () => {
    expect((await api.get('/api/v2/admin/cancel/99999')).status).toBe(404);
    expect((await api.post('/api/v2/admin/cancel/99999/approve', {})).status).toBe(404);
    expect(
      (await api.get<ItemResponse<CancelRequest>>(`/api/v2/admin/cancel/${(all[0] as CancelRequest).id}`)).body.data.id,
    ).toBe((all[0] as CancelRequest).id);
    expect((await anon.get('/api/v2/admin/cancel')).status).toBe(401);
  });
});
