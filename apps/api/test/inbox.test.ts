/**
 * The inbox (docs/live.md, "The inbox") on two instances sharing one database: PGlite by default,
 * PostgreSQL with `npm run test:postgres -- inbox`. Items are derived from a change in its own
 * transaction; the person's live stream on any instance is told; read, unread and settled hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxList, ItemResponse, ListResponse, Order } from '@admin/api-client/contract';
import type { Database } from '../src/db/connection';
import { recordAudit } from '../src/audit/record';
import { signInDeciders, type Api, type Decider, type SignedInDecider } from './helpers/deciders';
import { client, ifMatch } from './helpers/http';
import { openLive, type LiveReader } from './helpers/live-stream';
import { createTestDatabase, startOn, type TestDatabase, type TestServer } from './helpers/server';

type Who = Decider;

describe('the inbox', () => {
  let database: TestDatabase;
  const opened: Database[] = [];
  let a: TestServer;
  let b: TestServer;
  const api = {} as Record<Who, Api>;
  const token = {} as Record<Who, string>;
  const ids = {} as Record<Who, number>;
  const names = {} as Record<Who, string>;
  const readers: LiveReader[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) opened.push(await database.open());
    a = await startOn(database.config, { database: opened[0] });
    b = await startOn(database.config, { database: opened[1] });
    for (const [who, signedIn] of Object.entries(await signInDeciders(a.url)) as [Who, SignedInDecider][]) {
      token[who] = signedIn.token;
      api[who] = signedIn.api;
      ids[who] = signedIn.id;
      names[who] = signedIn.name;
    }
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await a.close();
    await b.close();
    if (database.config.databaseUrl) for (const db of opened) await db.close();
    await database.drop();
  });

  const inboxOf = async (who: Who) => {
    const answer = await api[who].get<InboxList>('/api/inbox');
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const itemsAbout = async (who: Who, recordId: number | string) =>
    (await inboxOf(who)).data.filter((item) => item.record_id === String(recordId));

  /** A customer of their own, every check open. */
  async function newCustomer(): Promise<{ id: number; name: string }> {
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const name = `Inbox Customer ${suffix}`;
    const registered = await client(a.url).post<{ data: { user_id: number } }>('/api/auth/register', {
      phone: `7${suffix.slice(-9)}`,
      country_code: '+91',
      name,
      email: `inbox-${suffix}@example.com`,
    });
    expect(registered.status).toBeLessThan(300);
    return { id: registered.body.data.user_id, name };
  }

  /** The first Compliance officer rejects a check (a first decision: it waits for a second officer). */
  async function reject(customerId: number, verification: string) {
    const answer = await api.compliance.decideKyc(`/api/v2/customer/${customerId}/kyc`, {
      verification,
      status: 'rejected',
      comment: 'Unreadable',
    });
    expect(answer.status).toBe(200);
  }

  it('a KYC rejection waits in the second Compliance officer’s inbox (told on their stream on the other instance), linked to the check; not in the first’s', async () => {
    const stream = await openLive(b.url, token.secondCompliance);
    readers.push(stream);
    expect(stream.status).toBe(200);
    const before = (await inboxOf('secondCompliance')).unread;
    const customer = await newCustomer();

    const rejected = await api.compliance.decideKyc(`/api/v2/customer/${customer.id}/kyc`, {
      verification: 'pan',
      status: 'rejected',
      comment: 'Blurred scan',
    });
    expect(rejected.status).toBe(200);
    await stream.next((frame) => frame.event === 'inbox', 2_000);

    const inbox = await inboxOf('secondCompliance');
    expect(inbox.unread).toBe(before + 1);
    expect(inbox.data[0]).toMatchObject({
      kind: 'awaiting_confirmation',
      record_type: 'customer',
      record_id: String(customer.id),
      record_label: customer.name,
      text: `KYC pan check rejected by ${names.compliance}: awaiting your confirmation`,
      note: expect.stringContaining('Blurred scan'),
      href: `/customers-profile/${customer.id}?tab=kyc`,
      by: { id: ids.compliance, name: names.compliance },
      read: false,
      settled: false,
    });
    // The first decider waits on nobody for their own decision; an Operations user (no kyc.decide) neither.
    expect(await itemsAbout('compliance', customer.id)).toEqual([]);
    expect(await itemsAbout('operations', customer.id)).toEqual([]);
  });

  it('an inbox event missed while the stream was away comes on resume with Last-Event-ID, on either instance, once', async () => {
    const first = await openLive(b.url, token.secondCompliance);
    readers.push(first);
    await reject((await newCustomer()).id, 'pan');
    const seen = await first.next((frame) => frame.event === 'inbox', 2_000);
    expect(seen.id).toMatch(/^\d+$/);
    first.close();

    // Away: a second rejection waits on them meanwhile.
    await reject((await newCustomer()).id, 'pan');

    const resumed = await openLive(a.url, token.secondCompliance, { lastEventId: seen.id! });
    readers.push(resumed);
    const missed = await resumed.next((frame) => frame.event === 'inbox', 2_000);
    expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
    // What was received before is not sent again; another person's inbox events never come.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resumed.frames.filter((frame) => frame.event === 'inbox').map((frame) => frame.id)).toEqual([missed.id]);
  });

  it('a send-back tells the first decider and settles the decision for everyone it waited on', async () => {
    const customer = await newCustomer();
    await reject(customer.id, 'video');
    const waiting = await itemsAbout('secondCompliance', customer.id);
    expect(waiting).toHaveLength(1);
    const adminWaiting = await itemsAbout('admin', customer.id);
    expect(adminWaiting).toHaveLength(1);
    const adminUnread = (await inboxOf('admin')).unread;

    const back = await api.secondCompliance.decideKyc(`/api/v2/customer/${customer.id}/kyc/video/send-back`, {
      reason: 'The face matches',
    });
    expect(back.status).toBe(200);

    const [sentBack] = await itemsAbout('compliance', customer.id);
    expect(sentBack).toMatchObject({
      kind: 'sent_back',
      text: `KYC video check rejected: your decision was sent back by ${names.secondCompliance}`,
      note: expect.stringContaining('The face matches'),
      href: `/customers-profile/${customer.id}?tab=kyc`,
      read: false,
    });
    // Nobody is asked to confirm it any more: kept in the list as done, no longer counted.
    expect(await itemsAbout('admin', customer.id)).toEqual([
      expect.objectContaining({ kind: 'awaiting_confirmation', settled: true, read: true }),
    ]);
    expect((await inboxOf('admin')).unread).toBe(adminUnread - 1);
  });

  it('an order assigned to someone else is in their inbox; claiming one oneself tells nobody; reassigning settles the first', async () => {
    const [order] = (await api.admin.get<ListResponse<Order>>('/api/v2/order?queue=awaiting_payment&limit=1')).body
      .data;
    if (!order) throw new Error('the seed has no order awaiting payment');
    const assigned = await api.admin.put<ItemResponse<Order>>(
      `/api/order/${order.id}/assignee`,
      { assignee_id: ids.operations },
      { headers: ifMatch(order.version) },
    );
    expect(assigned.status).toBe(200);
    expect(await itemsAbout('operations', order.id)).toEqual([
      expect.objectContaining({
        kind: 'assigned',
        record_type: 'order',
        record_label: `Order #${order.id}`,
        text: `${names.admin} assigned it to you`,
        href: `/order-details/${order.id}`,
        settled: false,
      }),
    ]);

    const claimed = await api.admin.put<ItemResponse<Order>>(
      `/api/order/${order.id}/assignee`,
      { assignee_id: ids.admin },
      { headers: ifMatch(assigned.body.data.version) },
    );
    expect(claimed.status).toBe(200);
    expect(await itemsAbout('admin', order.id)).toEqual([]);
    expect(await itemsAbout('operations', order.id)).toEqual([expect.objectContaining({ settled: true })]);
  });

  it('marks one item read, then all; another person’s item is not found', async () => {
    const customer = await newCustomer();
    await reject(customer.id, 'email');
    await reject(customer.id, 'aadhar');
    const items = await itemsAbout('secondCompliance', customer.id);
    expect(items).toHaveLength(2);
    const unread = (await inboxOf('secondCompliance')).unread;

    expect((await api.operations.post(`/api/inbox/${items[0]!.id}/read`)).status).toBe(404);
    expect((await api.secondCompliance.post(`/api/inbox/${items[0]!.id}/read`)).status).toBe(204);
    expect((await inboxOf('secondCompliance')).unread).toBe(unread - 1);
    expect((await itemsAbout('secondCompliance', customer.id)).map((item) => item.read).sort()).toEqual([false, true]);

    expect((await api.secondCompliance.post('/api/inbox/read-all')).status).toBe(204);
    const after = await inboxOf('secondCompliance');
    expect(after.unread).toBe(0);
    expect(after.data.every((item) => item.read)).toBe(true);
  });

  it('a change that rolls back leaves no item', async () => {
    const customer = await newCustomer();
    const db = opened[0]!.db;
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(
          tx,
          { requestId: null, actor: { id: ids.compliance, name: names.compliance, role: 'Compliance' } },
          {
            action: 'decision',
            record: { type: 'customer', id: customer.id, label: customer.name },
            changes: [
              { field: 'pan_awaiting_second_approval', before: null, after: `rejected by ${names.compliance}` },
            ],
          },
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await itemsAbout('secondCompliance', customer.id)).toEqual([]);
  });

  it('a canary stopped reaches the holders of releases.manage but the person who stopped it; a promotion ending a canary does not', async () => {
    const db = opened[0]!.db;
    const stop = (
      actor: { id: number; name: string } | null,
      changes: { field: string; before: string | null; after: string | null }[],
    ) =>
      db.transaction((tx) =>
        recordAudit(
          tx,
          { requestId: null, actor: actor ? { ...actor, role: 'Admin' } : null },
          {
            action: 'status_change',
            record: { type: 'release', id: 'orders', label: 'orders releases' },
            changes,
            note: 'Stopped automatically: 4 of 10 page loads failed',
          },
        ),
      );
    await stop(null, [{ field: 'canary', before: 'orders-2026.11.29-1', after: null }]);
    const [item] = (await inboxOf('admin')).data;
    expect(item).toMatchObject({
      kind: 'canary_stopped',
      record_label: 'orders releases',
      text: 'Canary orders-2026.11.29-1 stopped automatically',
      note: 'Stopped automatically: 4 of 10 page loads failed',
      href: '/releases',
      by: null,
    });
    expect(await itemsAbout('compliance', 'orders')).toEqual([]);

    await stop({ id: ids.admin, name: names.admin }, [{ field: 'canary', before: 'orders-2026.11.29-2', after: null }]);
    await stop({ id: ids.admin, name: names.admin }, [
      { field: 'live', before: 'orders-2026.11.29-0', after: 'orders-2026.11.29-3' },
      { field: 'canary', before: 'orders-2026.11.29-3', after: null },
    ]);
    expect((await itemsAbout('admin', 'orders')).map((i) => i.text)).toEqual([
      'Canary orders-2026.11.29-1 stopped automatically',
    ]);
  });

  it('needs a signed-in staff member', async () => {
    expect((await client(a.url).get('/api/inbox')).status).toBe(401);
  });
});
