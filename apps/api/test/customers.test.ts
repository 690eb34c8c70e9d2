import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, ItemResponse, ListResponse, Portfolio } from '@admin/api-client/contract';
import { COMMITTED_ORDER_STATUSES, KYC_STATUSES, PAID_ORDER_STATUSES } from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import { client } from './helpers/http';
import { signIn } from './helpers/auth';
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
    expect(res.body.pager).toEqual({ totalItems: 70, currentPage: 1, pageSize: 10, totalPages: 7, hasMore: true });
    const customer = users.find((u) => u.role === 2) as Customer;
    expect(customer).toMatchObject({
      country_code: '+91',
      role_data: { id: 2, name: 'Customer' },
      kyc: { status: expect.any(String) },
    });
    for (const field of [
      'uuid',
      'firstname',
      'welcome_mail_sent',
      'escrow_user_id',
      'bank_details',
      'is_verification_dismiss',
      'fcm_token',
      'wallet_balance',
      'subscriber_id',
      'org_id',
      'meeting_link',
      'deleted_at',
      'comments',
      'propertyBookmark',
      'propertyWaitingList',
    ]) {
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
    expect(connected.body.pager.totalItems + disconnected.body.pager.totalItems).toBe(70);
    const customers = await api.get<ListResponse<Customer>>('/api/users/filter?role=2&limit=100');
    expect(customers.body.pager.totalItems).toBe(60);
    const day = (users[4] as Customer).created_at.slice(0, 10);
    const sameDay = await api.get<ListResponse<Customer>>(
      `/api/users/filter?from_date=${day}&to_date=${day}&limit=100`,
    );
    expect(sameDay.body.pager.totalItems).toBe(users.filter((u) => u.created_at.slice(0, 10) === day).length);
    const byPhone = await api.get<ListResponse<Customer>>('/api/users/filter?search=7000000001');
    expect(byPhone.body.data.map((u) => u.phone)).toEqual(['7000000001']);
    expect((await api.get<{ message: string }>('/api/users/filter?kyc=done')).body.message).toMatch(/^kyc:/);
    expect((await api.get<{ message: string }>('/api/users/filter?wallet=yes')).body.message).toMatch(/^wallet:/);
    expect((await api.get<{ message: string }>('/api/users/filter?role=x')).body.message).toMatch(/^role:/);
  });

  it('reads filter dates in the staff member’s time zone when it is sent with them', async () => {
    const istDay = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const utcDay = (iso: string) => iso.slice(0, 10);
    // A day on which UTC and IST disagree about somebody: the zone must change the answer.
    const day = users
      .map((u) => istDay(u.created_at))
      .find((d) => {
        const inIst = users.filter((u) => istDay(u.created_at) === d).length;
        const inUtc = users.filter((u) => utcDay(u.created_at) === d).length;
        return inIst !== inUtc;
      });
    expect(day, 'the seed has accounts created in the evening, UTC').toBeDefined();
    const count = async (query: string) =>
      (await api.get<ListResponse<Customer>>(`/api/users/filter?from_date=${day}&to_date=${day}&limit=100${query}`))
        .body.pager.totalItems;
    expect(await count('&time_zone=Asia/Kolkata')).toBe(users.filter((u) => istDay(u.created_at) === day).length);
    expect(await count('&time_zone=UTC')).toBe(users.filter((u) => utcDay(u.created_at) === day).length);
    expect(await count('')).toBe(users.filter((u) => utcDay(u.created_at) === day).length);
    const wrong = await api.get<{ message: string }>(`/api/users/filter?from_date=${day}&time_zone=Mars/Olympus`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^time_zone: Invalid time zone/);
  });

  it('reads and updates a customer, with comments', async () => {
    const target = users.find((u) => u.role === 2) as Customer;
    expect((await api.get<ItemResponse<Customer>>(`/api/v2/customer/${target.id}`)).body.data.id).toBe(target.id);
    const res = await api.edit<ItemResponse<Customer>>(`/api/v2/customer/${target.id}`, {
      address: '12 MG Road, Pune',
      comment: 'Moved to Pune',
    });
    expect(res.body.data.address).toBe('12 MG Road, Pune');
    expect(res.body.data.comments.at(-1)).toMatchObject({ comment: 'Moved to Pune', created_by: 1 });
    expect((await api.get('/api/v2/customer/1')).status).toBe(404);
    expect(
      (await api.put<{ message: string }>(`/api/v2/customer/${target.id}`, { status: 'Gone' })).body.message,
    ).toMatch(/^status:/);
  });

  it('lets Support add a comment for Compliance (customers.comment) without editing the account', async () => {
    const target = users.find((u) => u.role === 2) as Customer;
    const support = client(server.url, (await signIn(server.url, '9810000003')).token);
    const added = await support.post<ItemResponse<Customer> & { message: string }>(
      `/api/v2/customer/${target.id}/comments`,
      { comment: 'Asked twice by phone why the PAN check failed' },
    );
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Comment added');
    expect(added.body.data.comments.at(-1)).toMatchObject({
      comment: 'Asked twice by phone why the PAN check failed',
      created_by_name: expect.any(String),
    });
    // The account itself stays Compliance's: Support's edit (even a comment on the edit call) is refused.
    const edit = await support.put<{ permission: string }>(`/api/v2/customer/${target.id}`, { comment: 'x' });
    expect(edit.status).toBe(403);
    expect(edit.body.permission).toBe('customers.write');
    // Operations holds no customers.comment.
    const operations = client(server.url, (await signIn(server.url, '9810000001')).token);
    const refused = await operations.post<{ permission: string }>(`/api/v2/customer/${target.id}/comments`, {
      comment: 'x',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.permission).toBe('customers.comment');
    // Empty, or a staff member's id instead of a customer's: refused.
    expect((await support.post(`/api/v2/customer/${target.id}/comments`, { comment: '  ' })).status).toBe(400);
    expect((await support.post('/api/v2/customer/1/comments', { comment: 'x' })).status).toBe(404);
    // Compliance reads it on the record's history, by whom.
    const trail = await api.get<ListResponse<{ actor: { name: string }; note: string | null }>>(
      `/api/v2/audit?record_type=customer&record_id=${target.id}`,
    );
    expect(trail.body.data[0]).toMatchObject({ note: 'Asked twice by phone why the PAN check failed' });
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
      res = await api.decideKyc<ItemResponse<Customer>>(`/api/v2/customer/${target.id}/kyc`, {
        verification,
        status: 'verified',
      });
      expect(res.status).toBe(200);
    }
    // The approval that verifies the customer, and any rejection, take effect once a second staff member confirms them.
    expect(res.body.data.kyc).toMatchObject({ status: 'pending', video_verification_status: 'pending' });
    const compliance = client(server.url, (await signIn(server.url, '9810000002')).token);
    res = await compliance.decideKyc<ItemResponse<Customer>>(`/api/v2/customer/${target.id}/kyc/video/confirm`, {});
    expect(res.body.data.kyc).toMatchObject({ status: 'verified', video_verification_status: 'verified' });
    expect(res.body.data.email_verified).toBe(true);
    await api.decideKyc<ItemResponse<Customer>>(`/api/v2/customer/${target.id}/kyc`, {
      verification: 'pan',
      status: 'rejected',
      comment: 'PAN blurred',
    });
    const rejected = await compliance.decideKyc<ItemResponse<Customer>>(
      `/api/v2/customer/${target.id}/kyc/pan/confirm`,
      {},
    );
    expect(rejected.body.data.kyc).toMatchObject({ status: 'rejected', pan_verification_status: 'rejected' });
    expect(rejected.body.data.comments.at(-1)?.comment).toMatch(/PAN blurred/);
    expect(
      (await api.decideKyc(`/api/v2/customer/${target.id}/kyc`, { verification: 'pan', status: 'rejected' })).body,
    ).toEqual({
      message: 'comment: comment is required when rejecting',
    });
    expect(
      (
        await api.decideKyc<{ message: string }>(`/api/v2/customer/${target.id}/kyc`, {
          verification: 'dna',
          status: 'verified',
        })
      ).body.message,
    ).toMatch(/^verification:/);
  });

  it('returns a portfolio computed from the orders', async () => {
    const orders = await api.get<ListResponse<{ user_id: number }>>('/api/v2/order?limit=1');
    const userId = (orders.body.data[0] as { user_id: number }).user_id;
    const res = await api.get<ItemResponse<Portfolio>>(`/api/me/portfolioById/${userId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(userId);
    expect(res.body.data.orders.length).toBeGreaterThan(0);
    expect(res.body.data).toMatchObject({
      total_sqyds: expect.stringMatching(/^\d+\.\d{2}$/),
      current_value: expect.any(String),
      total_invested_amount: expect.any(String),
      total_returns: expect.any(String),
      my_investments: expect.any(Number),
    });
    expect(res.body.data.orders[0]).toMatchObject({ user_id: userId, property_name: expect.any(String) });
    expect((await api.get('/api/me/portfolioById/999999')).status).toBe(404);
  });

  it('answers 404 for the portfolio of a user who is not a customer (staff accounts have none)', async () => {
    const support = client(server.url, (await signIn(server.url, '9810000003')).token);
    const admin = users.find((u) => u.id === 1) as Customer;
    expect(admin.role).toBe(1);
    const res = await support.get<{ message: string }>('/api/me/portfolioById/1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Customer not found' });
    expect(JSON.stringify(res.body)).not.toContain(admin.phone);
  });

  it('counts committed and paid orders apart, money and units alike, for every seeded customer and status mix', async () => {
    type OrderRow = { user_id: number; property_id: number; status: string; no_sqyds: string; total_amount: string };
    const all: OrderRow[] = [];
    for (let page = 1; ; page++) {
      const res = (await api.get<ListResponse<OrderRow>>(`/api/v2/order?limit=100&page=${page}`)).body;
      all.push(...res.data);
      if (!res.pager.hasMore) break;
    }
    const prices = new Map<number, { token_amount: string; name: string }>();
    const cents = (s: string) => Math.round(Number(s) * 100);
    const sum = (list: OrderRow[], pick: (o: OrderRow) => string) => list.reduce((t, o) => t + cents(pick(o)), 0);
    const committedOf = (list: OrderRow[]) =>
      list.filter((o) => (COMMITTED_ORDER_STATUSES as readonly string[]).includes(o.status));
    const paidOf = (list: OrderRow[]) =>
      list.filter((o) => (PAID_ORDER_STATUSES as readonly string[]).includes(o.status));
    const mixes = new Set<string>();

    for (const userId of new Set(all.map((o) => o.user_id))) {
      const orders = all.filter((o) => o.user_id === userId);
      const { data: portfolio } = (await api.get<ItemResponse<Portfolio>>(`/api/me/portfolioById/${userId}`)).body;
      const committed = committedOf(orders);
      const paid = paidOf(orders);
      mixes.add(
        paid.length === 0
          ? committed.length === 0
            ? 'nothing committed'
            : 'committed, none paid'
          : paid.length === committed.length
            ? 'all paid'
            : 'part paid',
      );

      expect(portfolio.orders).toHaveLength(orders.length);
      expect(cents(portfolio.committed_amount)).toBe(sum(committed, (o) => o.total_amount));
      expect(cents(portfolio.committed_sqyds)).toBe(sum(committed, (o) => o.no_sqyds));
      expect(cents(portfolio.total_invested_amount)).toBe(sum(paid, (o) => o.total_amount));
      // Units follow the same rule as money: the paid orders' units, not every order's.
      expect(cents(portfolio.total_sqyds)).toBe(sum(paid, (o) => o.no_sqyds));
      expect(portfolio.projects.map((p) => p.property_id).sort()).toEqual(
        [...new Set(committed.map((o) => o.property_id))].sort(),
      );
      expect(portfolio.projects.length).toBe(portfolio.my_investments);
      for (const project of portfolio.projects) {
        if (!prices.has(project.property_id)) {
          prices.set(
            project.property_id,
            (
              await api.get<ItemResponse<{ token_amount: string; name: string }>>(
                `/api/v2/project/${project.property_id}`,
              )
            ).body.data,
          );
        }
        const price = prices.get(project.property_id)!;
        const mine = (list: OrderRow[]) => list.filter((o) => o.property_id === project.property_id);
        expect(project.property_name).toBe(price.name);
        expect(cents(project.committed_amount)).toBe(sum(mine(committed), (o) => o.total_amount));
        expect(cents(project.committed_sqyds)).toBe(sum(mine(committed), (o) => o.no_sqyds));
        expect(cents(project.total_sqyds)).toBe(sum(mine(paid), (o) => o.no_sqyds));
        expect(cents(project.total_invested_amount)).toBe(sum(mine(paid), (o) => o.total_amount));
        expect(cents(project.current_value)).toBe(
          Math.round((sum(mine(paid), (o) => o.no_sqyds) / 100) * cents(price.token_amount)),
        );
      }
      // The projects add up to the totals, and returns are value minus paid.
      const total = (pick: (p: Portfolio['projects'][number]) => string) =>
        portfolio.projects.reduce((t, p) => t + cents(pick(p)), 0);
      expect(total((p) => p.committed_amount)).toBe(cents(portfolio.committed_amount));
      expect(total((p) => p.total_invested_amount)).toBe(cents(portfolio.total_invested_amount));
      expect(total((p) => p.current_value)).toBe(cents(portfolio.current_value));
      expect(total((p) => p.total_sqyds)).toBe(cents(portfolio.total_sqyds));
      expect(cents(portfolio.total_returns)).toBe(
        cents(portfolio.current_value) - cents(portfolio.total_invested_amount),
      );
      expect(portfolio.projects.map((p) => p.property_name)).toEqual(
        portfolio.projects.map((p) => p.property_name).sort((a, b) => a.localeCompare(b)),
      );
    }
    // The seed holds customers in every mix the screen distinguishes.
    expect([...mixes].sort()).toEqual(['all paid', 'committed, none paid', 'nothing committed', 'part paid']);
  });

  it('gives a customer with no orders an empty portfolio', async () => {
    const registered = await anon.post<ItemResponse<{ user_id: number }>>('/api/auth/register', {
      phone: '7123456780',
      name: 'Nadia New',
      email: 'nadia@example.com',
    });
    const res = await api.get<ItemResponse<Portfolio>>(`/api/me/portfolioById/${registered.body.data.user_id}`);
    expect(res.body.data).toMatchObject({
      orders: [],
      projects: [],
      total_sqyds: '0.00',
      current_value: '0.00',
      total_invested_amount: '0.00',
      total_returns: '0.00',
      committed_sqyds: '0.00',
      committed_amount: '0.00',
      my_investments: 0,
    });
  });

  it('needs a staff token', async () => {
    expect((await anon.get('/api/users/filter')).status).toBe(401);
  });
});
