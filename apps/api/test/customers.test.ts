import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, ItemResponse, ListResponse, Portfolio } from '@admin/api-client';
import { KYC_STATUSES } from '@admin/api-client';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

describe('customers and the users filter', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let anon: ReturnType<typeof client>;
  let users: Customer[];
  beforeAll(async () => {
    ({ server, api, anon } = await startWithAdmin());
    users = (await api.get<ListResponse<Customer>>('/api/users/filter?limit=100')).body.data;
  });
  afterAll(() => server.close());

  it('lists every user with the full customer shape and the pager', async () => {
    const res = await api.get<ListResponse<Customer>>('/api/users/filter');
    expect(res.body.pager).toEqual({ totalItems: 69, currentPage: 1, pageSize: 10, totalPages: 7, hasMore: true });
    const customer = users.find((u) => u.role === 2) as Customer;
    expect(customer).toMatchObject({ country_code: '+91', role_data: { id: 2, name: 'Customer' }, kyc: { status: expect.any(String) } });
    for (const field of ['uuid', 'firstname', 'welcome_mail_sent', 'escrow_user_id', 'bank_details', 'is_verification_dismiss', 'fcm_token', 'wallet_balance', 'subscriber_id', 'org_id', 'meeting_link', 'deleted_at', 'comments', 'propertyBookmark', 'propertyWaitingList']) {
      expect(customer).toHaveProperty(field);
    }
  });

  it('filters by kyc, wallet, role and dates', async () => {
    for (const kyc of KYC_STATUSES) {
      const res = await api.get<ListResponse<Customer>>(`/api/users/filter?kyc=${kyc}&limit=100`);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(res.body.data.every((u) => u.kyc?.status === kyc)).toBe(true);
    }
    const connected = await api.get<ListResponse<Customer>>('/api/users/filter?wallet=connected&limit=100');
    const disconnected = await api.get<ListResponse<Customer>>('/api/users/filter?wallet=disconnected&limit=100');
    expect(connected.body.data.every((u) => u.wallet_address !== null)).toBe(true);
    expect(disconnected.body.data.every((u) => u.wallet_address === null)).toBe(true);
    expect(connected.body.pager.totalItems + disconnected.body.pager.totalItems).toBe(69);
    const customers = await api.get<ListResponse<Customer>>('/api/users/filter?role=2&limit=100');
    expect(customers.body.pager.totalItems).toBe(60);
    const day = (users[4] as Customer).created_at.slice(0, 10);
    const sameDay = await api.get<ListResponse<Customer>>(`/api/users/filter?from_date=${day}&to_date=${day}&limit=100`);
    expect(sameDay.body.pager.totalItems).toBe(users.filter((u) => u.created_at.slice(0, 10) === day).length);
    const byPhone = await api.get<ListResponse<Customer>>('/api/users/filter?search=7000000001');
    expect(byPhone.body.data.map((u) => u.phone)).toEqual(['7000000001']);
    expect((await api.get<{ message: string }>('/api/users/filter?kyc=done')).body.message).toMatch(/^kyc:/);
    expect((await api.get<{ message: string }>('/api/users/filter?wallet=yes')).body.message).toMatch(/^wallet:/);
    expect((await api.get<{ message: string }>('/api/users/filter?role=x')).body.message).toMatch(/^role:/);
  });

  it('reads and updates a customer, with comments', async () => {
    const target = users.find((u) => u.role === 2) as Customer;
    expect((await api.get<ItemResponse<Customer>>(`/api/v2/customer/${target.id}`)).body.data.id).toBe(target.id);
    const res = await api.put<ItemResponse<Customer>>(`/api/v2/customer/${target.id}`, { address: '12 MG Road, Pune', comment: 'Moved to Pune' });
    expect(res.body.data.address).toBe('12 MG Road, Pune');
    expect(res.body.data.comments.at(-1)).toMatchObject({ comment: 'Moved to Pune', created_by: 1 });
    expect((await api.get('/api/v2/customer/1')).status).toBe(404);
    expect((await api.put<{ message: string }>(`/api/v2/customer/${target.id}`, { status: 'Gone' })).body.message).toMatch(/^status:/);
  });

  it('lists customers only on /v2/customer', async () => {
    const res = await api.get<ListResponse<Customer>>('/api/v2/customer?limit=100');
    expect(res.body.pager.totalItems).toBe(60);
    expect(res.body.data.every((u) => u.role === 2)).toBe(true);
  });

  it('updates KYC per verification and derives the overall status', async () => {
    const target = users.find((u) => u.role === 2 && u.kyc?.status === 'pending') as Customer;
    let res: { body: ItemResponse<Customer>; status: number } = { body: { data: target }, status: 0 };
    for (const verification of ['email', 'aadhar', 'pan', 'video']) {
      res = await api.put<ItemResponse<Customer>>(`/api/v2/customer/${target.id}/kyc`, { verification, status: 'verified' });
      expect(res.status).toBe(200);
    }
    expect(res.body.data.kyc).toMatchObject({ status: 'verified', video_verification_status: 'verified' });
    expect(res.body.data.email_verified).toBe(true);
    const rejected = await api.put<ItemResponse<Customer>>(`/api/v2/customer/${target.id}/kyc`, { verification: 'pan', status: 'rejected', comment: 'PAN blurred' });
    expect(rejected.body.data.kyc).toMatchObject({ status: 'rejected', pan_verification_status: 'rejected' });
    expect(rejected.body.data.comments.at(-1)?.comment).toMatch(/PAN blurred/);
    expect((await api.put(`/api/v2/customer/${target.id}/kyc`, { verification: 'pan', status: 'rejected' })).body).toEqual({
      message: 'comment: comment is required when rejecting',
    });
    expect((await api.put<{ message: string }>(`/api/v2/customer/${target.id}/kyc`, { verification: 'dna', status: 'verified' })).body.message).toMatch(/^verification:/);
  });

  it('returns a portfolio computed from the orders', async () => {
    const orders = await api.get<ListResponse<{ user_id: number }>>('/api/v2/order?limit=1');
    const userId = (orders.body.data[0] as { user_id: number }).user_id;
    const res = await api.get<ItemResponse<Portfolio>>(`/api/me/portfolioById/${userId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(userId);
    expect(res.body.data.orders.length).toBeGreaterThan(0);
    expect(res.body.data).toMatchObject({ total_sqyds: expect.stringMatching(/^\d+\.\d{2}$/), current_value: expect.any(String), total_invested_amount: expect.any(String), total_returns: expect.any(String), my_investments: expect.any(Number) });
    expect(res.body.data.orders[0]).toMatchObject({ user_id: userId, property_name: expect.any(String) });
    expect((await api.get('/api/me/portfolioById/999999')).status).toBe(404);
  });

  it('needs a staff token', async () => {
    expect((await anon.get('/api/users/filter')).status).toBe(401);
  });
});
