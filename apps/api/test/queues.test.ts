/**
 * Work queues: `GET /v2/queues` counts only the queues the caller may act on, and each count equals
 * the total of the list it opens (and moves when an item is decided); the queue lists are oldest
 * first; items are claimed, assigned and released under the kind's permission, as a recorded change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Assignee,
  CancelRequest,
  Customer,
  ItemResponse,
  ListResponse,
  Order,
  QueueCounts,
} from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { client, ifMatch } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';

type Api = ReturnType<typeof client>;

const PHONES = {
  Admin: '9999999999',
  Manager: '9810000000',
  Operations: '9810000001',
  Compliance: '9810000002',
  Support: '9810000003',
} as const;

describe('work queues', () => {
  let server: TestServer;
  const as: Partial<Record<keyof typeof PHONES, Api>> = {};
  const ids: Partial<Record<keyof typeof PHONES, number>> = {};
  const api = (role: keyof typeof PHONES) => as[role] as Api;

  const counts = async (role: keyof typeof PHONES) => {
    const answer = await api(role).get<ItemResponse<QueueCounts>>('/api/v2/queues');
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const total = async (path: string) => {
    const answer = await api('Admin').get<ListResponse<unknown>>(path);
    expect(answer.status, path).toBe(200);
    return answer.body.pager.totalItems;
  };
  const LISTS = {
    kyc_review: '/api/v2/customer?awaiting_review=true',
    cancel_requests: '/api/v2/admin/cancel?status=Pending',
    past_deadline: '/api/v2/order?queue=past_deadline',
    awaiting_payment: '/api/v2/order?queue=awaiting_payment',
    // Counted for the caller (Admin here): the seed's refund and KYC rejection wait on others' first decisions.
    kyc_confirmation: '/api/v2/customer?awaiting_my_confirmation=true',
    cancel_confirmation: '/api/v2/admin/cancel?awaiting_my_confirmation=true',
  } as const;

  beforeAll(async () => {
    server = await startServer();
    for (const role of Object.keys(PHONES) as (keyof typeof PHONES)[]) {
      const session = await signIn(server.url, PHONES[role]);
      as[role] = client(server.url, session.token);
      ids[role] = session.user.id;
    }
  });
  afterAll(() => server.close());

  it('counts each queue only for a role that may act on it (absent, not 0, otherwise)', async () => {
    expect(Object.keys(await counts('Admin')).sort()).toEqual([
      'awaiting_payment',
      'cancel_confirmation',
      'cancel_requests',
      'kyc_confirmation',
      'kyc_review',
      'past_deadline',
    ]);
    expect(Object.keys(await counts('Operations')).sort()).toEqual([
      'awaiting_payment',
      'cancel_confirmation',
      'cancel_requests',
      'past_deadline',
    ]);
    expect(Object.keys(await counts('Compliance')).sort()).toEqual(['kyc_confirmation', 'kyc_review']);
    expect(await counts('Support')).toEqual({});
    expect(await counts('Manager')).toEqual({});
  });

  it('each count equals the total of the list it opens, and the seed fills every queue', async () => {
    const admin = await counts('Admin');
    for (const [queue, path] of Object.entries(LISTS)) {
      expect(admin[queue as keyof typeof LISTS], queue).toBeGreaterThan(0);
      expect(admin[queue as keyof typeof LISTS], queue).toBe(await total(path));
    }
  });

  it('a queue list is oldest first, and past deadline holds only unpaid orders whose deadline has passed', async () => {
    const orders = (await api('Admin').get<ListResponse<Order>>('/api/v2/order?queue=past_deadline&limit=100')).body
      .data;
    const created = orders.map((o) => o.created_at);
    expect(created).toEqual([...created].sort());
    for (const order of orders) {
      expect(['Booked', 'Document_Signature_Pending', 'Full_Payment_Pending']).toContain(order.status);
      expect(Date.parse(order.investment_deadline_time ?? '')).toBeLessThan(Date.now());
    }
    const pending = (
      await api('Admin').get<ListResponse<CancelRequest>>('/api/v2/admin/cancel?status=Pending&limit=100')
    ).body.data.map((r) => r.created_at);
    expect(pending).toEqual([...pending].sort());
    const waiting = (
      await api('Admin').get<ListResponse<Customer>>('/api/v2/customer?awaiting_review=true&limit=100')
    ).body.data.map((c) => c.kyc_waiting_since);
    expect(waiting.every((since) => since !== null)).toBe(true);
    expect(waiting).toEqual([...waiting].sort());
  });

  it('a count goes down when one of its items is decided, and up when an order passes its deadline', async () => {
    const before = await counts('Operations');
    // Below the refund threshold: one approval decides it (above, it would wait for a second one, still counted).
    const request = (
      await api('Operations').get<ListResponse<CancelRequest>>('/api/v2/admin/cancel?status=Pending&limit=100')
    ).body.data.find((r) => Number(r.total_amount) <= 100_000);
    expect((await api('Operations').post(`/api/v2/admin/cancel/${request!.id}/approve`, {})).status).toBe(200);
    expect((await counts('Operations')).cancel_requests).toBe((before.cancel_requests ?? 0) - 1);

    // A fresh booking is due in 7 days; moving its deadline into the past puts it in the queue.
    const [project] = (
      await api('Admin').get<ListResponse<{ id: number }>>('/api/v2/admin/project?status=Active&limit=1')
    ).body.data;
    const [customer0] = (
      await api('Operations').get<ListResponse<Customer>>('/api/v2/customer?limit=50')
    ).body.data.filter((c) => c.status === 'Active');
    const booked = await api('Operations').post<ItemResponse<Order>>('/api/v2/order', {
      user_id: customer0!.id,
      property_id: project!.id,
      no_sqyds: '1',
    });
    expect(booked.status).toBe(201);
    expect((await counts('Operations')).past_deadline).toBe(before.past_deadline);
    const moved = await api('Operations').post(`/api/order/update-order-time-status/${booked.body.data.id}`, {
      investment_deadline_time: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(moved.status).toBe(200);
    expect((await counts('Operations')).past_deadline).toBe((before.past_deadline ?? 0) + 1);
    expect(
      (
        await api('Operations').put('/api/order/status', {
          order_id: booked.body.data.id,
          status: 'Document_Signature_Pending',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api('Operations').put('/api/order/status', {
          order_id: booked.body.data.id,
          status: 'Full_Payment_Pending',
        })
      ).status,
    ).toBe(200);
    expect((await counts('Operations')).awaiting_payment).toBe((before.awaiting_payment ?? 0) + 1);
    expect(
      (await api('Operations').put('/api/order/status', { order_id: booked.body.data.id, status: 'Full_Payment_Done' }))
        .status,
    ).toBe(200);
    expect(await counts('Operations')).toMatchObject({
      past_deadline: before.past_deadline,
      awaiting_payment: before.awaiting_payment,
    });
    const compliance = await counts('Compliance');
    const [customer] = (
      await api('Compliance').get<ListResponse<Customer>>('/api/v2/customer?awaiting_review=true&limit=1')
    ).body.data;
    const review = await api('Compliance').get<ItemResponse<{ checks: { verification: string; state: string }[] }>>(
      `/api/v2/customer/${customer!.id}/kyc`,
    );
    for (const check of review.body.data.checks.filter((c) => c.state === 'submitted')) {
      const decided = await api('Compliance').decideKyc<{ message: string }>(`/api/v2/customer/${customer!.id}/kyc`, {
        verification: check.verification,
        status: 'verified',
      });
      expect(decided.status).toBe(200);
      // The approval that verifies the customer waits for a second staff member.
      if (/awaiting a second approval/.test(decided.body.message)) {
        expect(
          (await api('Admin').decideKyc(`/api/v2/customer/${customer!.id}/kyc/${check.verification}/confirm`, {}))
            .status,
        ).toBe(200);
      }
    }
    expect((await counts('Compliance')).kyc_review).toBe((compliance.kyc_review ?? 0) - 1);
  });

  it('an order is claimed as a recorded change (version moves), found under mine, then released', async () => {
    const [order] = (await api('Operations').get<ListResponse<Order>>('/api/v2/order?queue=awaiting_payment&limit=1'))
      .body.data;
    const claimed = await api('Operations').put<ItemResponse<Order>>(
      `/api/order/${order!.id}/assignee`,
      { assignee_id: ids.Operations },
      { headers: ifMatch(order!.version) },
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.assignee).toEqual({ id: ids.Operations, name: expect.any(String) });
    expect(claimed.body.data.version).toBe(order!.version + 1);
    expect(claimed.headers.get('etag')).toBe(`"${order!.version + 1}"`);
    const mine = (await api('Operations').get<ListResponse<Order>>('/api/v2/order?mine=true&limit=100')).body.data;
    expect(mine.map((o) => o.id)).toContain(order!.id);
    expect(mine.every((o) => o.assignee?.id === ids.Operations)).toBe(true);
    expect(
      (await api('Admin').get<ListResponse<Order>>('/api/v2/order?mine=true&limit=100')).body.data.map((o) => o.id),
    ).not.toContain(order!.id);

    // A stale version is refused with the order as it is now.
    const stale = await api('Admin').put<{ code: string; current: Order }>(
      `/api/order/${order!.id}/assignee`,
      { assignee_id: ids.Admin },
      { headers: ifMatch(order!.version) },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current.assignee?.id).toBe(ids.Operations);

    const released = await api('Operations').put<ItemResponse<Order>>(`/api/order/${order!.id}/assignee`, {
      assignee_id: null,
    });
    expect(released.status).toBe(200);
    expect(released.body.data.assignee).toBeNull();
  });

  it('assigns only to a colleague who may act on the kind, and only a caller who may', async () => {
    const [order] = (await api('Admin').get<ListResponse<Order>>('/api/v2/order?queue=past_deadline&limit=1')).body
      .data;
    // Compliance cannot move orders: not an assignee for them.
    const wrong = await api('Operations').put<{ message: string }>(`/api/order/${order!.id}/assignee`, {
      assignee_id: ids.Compliance,
    });
    expect(wrong.status).toBe(400);
    // Staff read it among a bulk assignment's results: the permission in their words, never its key.
    expect(wrong.body.message).toBe(
      'That person cannot be given this: not active staff whose role includes “Change orders: status, documents, payment and times”',
    );
    // A customer is no assignee either.
    expect(
      (await api('Operations').put(`/api/order/${order!.id}/assignee`, { assignee_id: order!.user_id })).status,
    ).toBe(400);
    // Support may not assign at all.
    expect(await api('Support').put(`/api/order/${order!.id}/assignee`, { assignee_id: ids.Support })).toMatchObject({
      status: 403,
      body: { permission: 'orders.write' },
    });
    expect((await api('Operations').put(`/api/order/999999/assignee`, { assignee_id: ids.Operations })).status).toBe(
      404,
    );
    // An Admin hands it to Operations.
    const handed = await api('Admin').put<ItemResponse<Order>>(`/api/order/${order!.id}/assignee`, {
      assignee_id: ids.Operations,
    });
    expect(handed.body.data.assignee?.id).toBe(ids.Operations);

    const [request] = (
      await api('Admin').get<ListResponse<CancelRequest>>('/api/v2/admin/cancel?status=Pending&limit=1')
    ).body.data;
    expect(
      (await api('Operations').put(`/api/v2/admin/cancel/${request!.id}/assignee`, { assignee_id: ids.Compliance }))
        .status,
    ).toBe(400);
    const claimedRequest = await api('Operations').put<ItemResponse<CancelRequest>>(
      `/api/v2/admin/cancel/${request!.id}/assignee`,
      { assignee_id: ids.Operations },
      { headers: ifMatch(request!.version) },
    );
    expect(claimedRequest.status).toBe(200);
    expect(claimedRequest.body.data).toMatchObject({ assignee: { id: ids.Operations }, version: request!.version + 1 });
    expect(
      (
        await api('Operations').get<ListResponse<CancelRequest>>(
          '/api/v2/admin/cancel?status=Pending&mine=true&limit=100',
        )
      ).body.data.map((r) => r.id),
    ).toContain(request!.id);
    expect(
      (await api('Support').put(`/api/v2/admin/cancel/${request!.id}/assignee`, { assignee_id: null })).status,
    ).toBe(403);

    const [customer] = (
      await api('Compliance').get<ListResponse<Customer>>('/api/v2/customer?awaiting_review=true&limit=1')
    ).body.data;
    expect(
      (await api('Compliance').put(`/api/v2/customer/${customer!.id}/kyc/assignee`, { assignee_id: ids.Operations }))
        .status,
    ).toBe(400);
    expect(
      (await api('Operations').put(`/api/v2/customer/${customer!.id}/kyc/assignee`, { assignee_id: ids.Operations }))
        .status,
    ).toBe(403);
    const claimedKyc = await api('Compliance').put<ItemResponse<Customer>>(
      `/api/v2/customer/${customer!.id}/kyc/assignee`,
      { assignee_id: ids.Compliance },
      { headers: ifMatch(customer!.version) },
    );
    expect(claimedKyc.status).toBe(200);
    expect(claimedKyc.body.data).toMatchObject({
      kyc_assignee: { id: ids.Compliance },
      version: customer!.version + 1,
    });
    const mineKyc = (
      await api('Compliance').get<ListResponse<Customer>>('/api/v2/customer?awaiting_review=true&mine=true&limit=100')
    ).body.data;
    expect(mineKyc.map((c) => c.id)).toContain(customer!.id);
  });

  it('taking over an item someone else holds needs If-Match: without it 409 names the holder, with it the takeover applies', async () => {
    const holderName = (await api('Operations').get<ItemResponse<{ name: string }>>('/api/auth/me')).body.data.name;
    const [order] = (await api('Admin').get<ListResponse<Order>>('/api/v2/order?limit=1&sort=created_at&order=asc'))
      .body.data;
    const [request] = (
      await api('Admin').get<ListResponse<CancelRequest>>('/api/v2/admin/cancel?status=Pending&limit=1&order=desc')
    ).body.data;
    const [customer] = (
      await api('Admin').get<ListResponse<Customer>>('/api/v2/customer?awaiting_review=true&limit=1&sort=name')
    ).body.data;
    const items = [
      { path: `/api/order/${order!.id}/assignee`, holder: 'Operations' as const, label: `Order #${order!.id}` },
      {
        path: `/api/v2/admin/cancel/${request!.id}/assignee`,
        holder: 'Operations' as const,
        label: `Cancel request #${request!.id}`,
      },
      {
        path: `/api/v2/customer/${customer!.id}/kyc/assignee`,
        holder: 'Compliance' as const,
        label: `The KYC review of ${customer!.name}`,
      },
    ];
    for (const item of items) {
      const held = await api(item.holder).put<ItemResponse<{ version: number }>>(item.path, {
        assignee_id: ids[item.holder],
      });
      expect(held.status, item.path).toBe(200);
      const name = item.holder === 'Operations' ? holderName : expect.any(String);
      // Blind: a claim, an assignment to someone else and a release are all refused, naming the holder.
      for (const assignee_id of [ids.Admin, null]) {
        const refused = await api('Admin').put<{ message: string; code: string; holder: Assignee }>(item.path, {
          assignee_id,
        });
        expect(refused.status, item.path).toBe(409);
        expect(refused.body).toMatchObject({
          code: 'held_by_other',
          holder: { id: ids[item.holder], name },
          message: expect.stringMatching(
            new RegExp(
              `^${item.label.replace(/[.*+?^${}()|[\]\\#]/g, '\\$&')} is held by .+\\. Taking it over needs the version you saw \\(If-Match\\): reload it and choose Take over$`,
            ),
          ),
        });
      }
      // The holder may still release or re-claim their own without If-Match.
      expect((await api(item.holder).put(item.path, { assignee_id: ids[item.holder] })).status).toBe(200);
      // With the version seen, the takeover applies.
      const seen = held.body.data.version + 1;
      const taken = await api('Admin').put<ItemResponse<unknown>>(
        item.path,
        { assignee_id: ids.Admin },
        { headers: ifMatch(seen) },
      );
      expect(taken.status, item.path).toBe(200);
    }
  });

  it('of 20 claims made at once without If-Match by three people, one person wins and the others are told who holds it', async () => {
    const second = await signIn(server.url, '9810000006');
    const people = [
      { api: api('Admin'), id: ids.Admin as number },
      { api: api('Operations'), id: ids.Operations as number },
      { api: client(server.url, second.token), id: second.user.id },
    ];
    const [order] = (
      await api('Admin').get<ListResponse<Order>>('/api/v2/order?limit=50&sort=created_at&order=desc')
    ).body.data.filter((o) => o.assignee === null);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const who = people[i % 3] as (typeof people)[number];
        return who.api
          .put<{ data?: Order; holder?: Assignee }>(`/api/order/${order!.id}/assignee`, { assignee_id: who.id })
          .then((answer) => ({ who: who.id, answer }));
      }),
    );
    const winners = new Set(answers.filter((a) => a.answer.status === 200).map((a) => a.who));
    expect(winners.size).toBe(1);
    const [winner] = [...winners];
    for (const { who, answer } of answers) {
      if (who === winner) expect(answer.status).toBe(200);
      else expect(answer).toMatchObject({ status: 409, body: { holder: { id: winner } } });
    }
    const now = (await api('Admin').get<ItemResponse<Order>>(`/api/order/${order!.id}`)).body.data;
    expect(now.assignee?.id).toBe(winner);
  });

  it('lists who may be given each kind, to a caller who may assign it', async () => {
    const forOrders = await api('Operations').get<ItemResponse<Assignee[]>>('/api/v2/queues/assignees?kind=order');
    expect(forOrders.status).toBe(200);
    const orderIds = forOrders.body.data.map((a) => a.id);
    expect(orderIds).toEqual(expect.arrayContaining([ids.Admin, ids.Operations]));
    expect(orderIds).not.toContain(ids.Compliance);
    expect(orderIds).not.toContain(ids.Support);
    const forKyc = (
      await api('Compliance').get<ItemResponse<Assignee[]>>('/api/v2/queues/assignees?kind=kyc')
    ).body.data.map((a) => a.id);
    expect(forKyc).toEqual(expect.arrayContaining([ids.Admin, ids.Compliance]));
    expect(forKyc).not.toContain(ids.Operations);
    expect(await api('Support').get('/api/v2/queues/assignees?kind=order')).toMatchObject({
      status: 403,
      body: { permission: 'orders.write' },
    });
    expect((await api('Admin').get('/api/v2/queues/assignees?kind=project')).status).toBe(400);
  });
});
