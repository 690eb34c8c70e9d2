/**
 * Live events (docs/live.md) on two instances sharing one database: PGlite by default, PostgreSQL
 * with `npm run test:postgres -- live` (LISTEN/NOTIFY across two real connections).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CancelRequest,
  Customer,
  ItemResponse,
  ListResponse,
  LivePresence,
  Role,
} from '@admin/api-client/contract';
import type { Database } from '../src/db/connection';
import { domainEvents } from '../src/db/schema';
import { recordDomainEvent } from '../src/live/events';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { changeOf, openLive, type LiveReader } from './helpers/live-stream';
import { createTestDatabase, startOn, type TestDatabase, type TestServer } from './helpers/server';
import { SEED_SECOND_ADMIN_PHONE } from './helpers/staff';

type Api = ReturnType<typeof client>;

describe('live events across two instances on one database', () => {
  let database: TestDatabase;
  const opened: Database[] = [];
  let a: TestServer;
  let b: TestServer;
  let adminA: Api;
  let adminToken: string;
  let secondToken: string;
  const readers: LiveReader[] = [];
  const live = async (server: TestServer, token: string, lastEventId?: string) => {
    const reader = await openLive(server.url, token, { lastEventId });
    readers.push(reader);
    return reader;
  };

  beforeAll(async () => {
    database = await createTestDatabase({ liveStreamsPerPerson: 3, liveHeartbeatSeconds: 1 });
    for (let i = 0; i < 2; i++) opened.push(await database.open());
    a = await startOn(database.config, { database: opened[0] });
    b = await startOn(database.config, { database: opened[1] });
    adminToken = (await signIn(a.url)).token;
    secondToken = (await signIn(b.url, SEED_SECOND_ADMIN_PHONE)).token;
    adminA = client(a.url, adminToken);
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await a.close();
    await b.close();
    if (database.config.databaseUrl) for (const db of opened) await db.close();
    await database.drop();
  });

  const pendingRequest = async () => {
    const list = await adminA.get<ListResponse<CancelRequest>>('/api/v2/admin/cancel?status=Pending&limit=100');
    const request = list.body.data.find((r) => r.awaiting_second_approval === null);
    if (!request) throw new Error('no pending cancel request in the seed');
    return request;
  };

  it('a cancel-request decision made through instance A reaches a staff member’s stream on instance B, naming who and which fields', async () => {
    const stream = await live(b, secondToken);
    expect(stream.status).toBe(200);
    const request = await pendingRequest();
    const rejected = await adminA.post<ItemResponse<CancelRequest>>(`/api/v2/admin/cancel/${request.id}/reject`, {
      reason: 'Customer kept it',
    });
    expect(rejected.status).toBe(200);
    const decision = await stream.next(changeOf('cancel_request', request.id));
    expect(decision.data).toMatchObject({
      type: 'cancel_request',
      record_id: String(request.id),
      // The version the record reached: a screen already showing it need not refetch.
      version: rejected.body.data.version,
      action: 'decision',
      fields: expect.arrayContaining(['status', 'decision_reason']),
      by: { name: expect.any(String) },
    });
    expect(decision.id).toBe((decision.data as { id: string }).id);
    // The order moved back in the same change: its event comes too.
    await stream.next(changeOf('order', request.order_id));
  });

  it('a customer who registers through instance A is a new customer on a staff member’s stream on instance B', async () => {
    const stream = await live(b, secondToken);
    const registered = await client(a.url).post<{ data: { user_id: number } }>('/api/auth/register', {
      phone: '9000000702',
      country_code: '+91',
      name: 'Rina Registers',
      email: 'rina@example.com',
    });
    expect(registered.status).toBe(201);
    const created = await stream.next(changeOf('customer', registered.body.data.user_id));
    expect(created.data).toMatchObject({ type: 'customer', action: 'create', by: null });
    stream.close(); // the person's streams are limited to 3 here
  });

  it('no event carries a PAN or bank details: only the names of the fields that changed', async () => {
    const stream = await live(b, secondToken);
    const customers = await adminA.get<ListResponse<Customer>>('/api/v2/customer?limit=1');
    const customer = customers.body.data[0]!;
    const pan = 'QWERT6789Z';
    expect((await adminA.edit(`/api/v2/customer/${customer.id}`, { pan_number: pan })).status).toBe(200);
    const frame = await stream.next(changeOf('customer', customer.id));
    expect((frame.data as { fields: string[] }).fields).toContain('pan_number');
    expect(JSON.stringify(stream.frames)).not.toContain(pan);
  });

  it('a role without orders.read receives no order or cancel-request event, and still its customers’ events', async () => {
    const role = (await adminA.post<ItemResponse<Role>>('/api/role', { name: 'Customer desk' })).body.data;
    expect((await adminA.edit(`/api/role/${role.id}`, { permissions: ['customers.read'] })).status).toBe(200);
    expect(
      (
        await adminA.post('/api/v2/admin/employee', {
          name: 'Cora Customers',
          phone: '9000000701',
          email: 'cora@example.com',
          role: role.id,
        })
      ).status,
    ).toBe(201);
    const desk = await live(b, (await signIn(b.url, '9000000701')).token);
    const admin = await live(b, secondToken);
    const request = await pendingRequest();
    await adminA.post(`/api/v2/admin/cancel/${request.id}/reject`, { reason: 'Not eligible' });
    const customers = await adminA.get<ListResponse<Customer>>('/api/v2/customer?limit=1');
    const customer = customers.body.data[0]!;
    await adminA.edit(`/api/v2/customer/${customer.id}`, { comment: 'Called back' });
    // The admin's stream got all three; by then the desk's had every event it was going to get.
    await admin.next(changeOf('cancel_request', request.id));
    await admin.next(changeOf('customer', customer.id));
    await desk.next(changeOf('customer', customer.id));
    expect(desk.changes().map((c) => c.type)).not.toContain('order');
    expect(desk.changes().map((c) => c.type)).not.toContain('cancel_request');
  });

  it('a change whose transaction rolls back sends nothing, and is not kept for a resume', async () => {
    const stream = await live(a, adminToken);
    await opened[0]!.db
      .transaction(async (tx) => {
        await recordDomainEvent(tx, {
          type: 'order',
          recordId: 999_001,
          action: 'update',
          fields: ['status'],
          actor: null,
        });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    // A committed change after it: once its event is here, the rolled-back one would have been too.
    await recordDomainEvent(opened[0]!.db, {
      type: 'order',
      recordId: 999_002,
      action: 'update',
      fields: ['status'],
      actor: null,
    });
    await stream.next(changeOf('order', 999_002));
    expect(stream.changes().map((c) => c.record_id)).not.toContain('999001');
    const kept = await opened[0]!.db.select().from(domainEvents).where(eq(domainEvents.record_id, '999001'));
    expect(kept).toEqual([]);
  });

  it('a stream that reconnects with Last-Event-ID receives what it missed, on the other instance too', async () => {
    const first = await live(a, adminToken);
    await recordDomainEvent(opened[0]!.db, {
      type: 'customer',
      recordId: 999_010,
      action: 'update',
      fields: ['name'],
      actor: null,
    });
    const seen = await first.next(changeOf('customer', 999_010));
    first.close();
    await recordDomainEvent(opened[0]!.db, {
      type: 'customer',
      recordId: 999_011,
      action: 'update',
      fields: ['email'],
      actor: null,
    });
    await recordDomainEvent(opened[0]!.db, {
      type: 'order',
      recordId: 999_012,
      action: 'update',
      fields: ['status'],
      actor: null,
    });
    const again = await live(b, adminToken, seen.id ?? undefined);
    await again.next(changeOf('customer', 999_011));
    await again.next(changeOf('order', 999_012));
    expect(again.changes().map((c) => c.record_id)).not.toContain('999010');
  });

  it('a Last-Event-ID no longer kept gets a reset event: the reader refetches what it shows', async () => {
    const stream = await live(b, adminToken, '1');
    await opened[0]!.db.execute(sql`delete from domain_events where id = 1`);
    const late = await live(b, adminToken, '1');
    expect((await late.next((f) => f.event === 'reset')).event).toBe('reset');
    stream.close();
  });

  it('sends heartbeats while nothing happens', async () => {
    const stream = await live(a, secondToken);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(stream.heartbeats).toBeGreaterThan(0);
  });

  it('refuses a stream past the per-person limit with 429 and a clear message, and frees the place when one closes', async () => {
    for (const reader of readers.splice(0)) reader.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const token = (await signIn(a.url, SEED_SECOND_ADMIN_PHONE)).token;
    const open = [await live(a, token), await live(a, token), await live(a, token)];
    expect(open.map((r) => r.status)).toEqual([200, 200, 200]);
    const refused = await live(a, token);
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(
      'You have 3 live update streams open, the most allowed. Close a tab or window of the admin site and try again.',
    );
    // The same person's streams on another instance count there.
    expect((await live(b, token)).status).toBe(200);
    open[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await live(a, token)).status).toBe(200);
  });

  it('presence: who has a record open reaches the streams of those who may read it, on either instance, and clears on leaving', async () => {
    const watcher = await live(b, secondToken);
    const presence = (open: boolean) => ({ type: 'order', record_id: '4242', editing: open, leave: !open });
    expect((await adminA.post('/api/live/presence', presence(true))).status).toBe(204);
    const here = await watcher.next(
      (f) => f.event === 'presence' && (f.data as LivePresence).viewers.some((v) => v.editing),
    );
    expect(here.data).toMatchObject({
      type: 'order',
      record_id: '4242',
      viewers: [{ name: expect.any(String), editing: true }],
    });
    expect((await adminA.post('/api/live/presence', presence(false))).status).toBe(204);
    await watcher.next((f) => f.event === 'presence' && (f.data as LivePresence).viewers.length === 0);
  });

  it('presence on an order needs orders.read (403), and a stream without it hears none', async () => {
    const desk = (await signIn(b.url, '9000000701')).token;
    const deskStream = await live(b, desk);
    expect(
      (await client(b.url, desk).post('/api/live/presence', { type: 'order', record_id: '7', editing: false })).status,
    ).toBe(403);
    await adminA.post('/api/live/presence', { type: 'order', record_id: '7', editing: false });
    await adminA.post('/api/live/presence', { type: 'customer', record_id: '7', editing: false });
    await deskStream.next((f) => f.event === 'presence' && (f.data as LivePresence).type === 'customer');
    expect(deskStream.frames.filter((f) => f.event === 'presence').map((f) => (f.data as LivePresence).type)).toEqual([
      'customer',
    ]);
  });

  it('lets a browser page on another loopback port send the bearer header and Last-Event-ID (CORS preflight)', async () => {
    const preflight = await fetch(`${a.url}/api/live/events`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4200',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,last-event-id',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('last-event-id');
  });

  it('refuses without a bearer token (401), and never takes one in the URL', async () => {
    expect((await fetch(`${a.url}/api/live/events`)).status).toBe(401);
    expect((await fetch(`${a.url}/api/live/events?access_token=${adminToken}`)).status).toBe(401);
  });

  it('refuses a stream past the per-instance limit with 429 and a clear message', async () => {
    // A third instance on the same database, holding one stream at most.
    const small = await startOn({ ...database.config, liveStreamsPerInstance: 1 }, { database: opened[0] });
    try {
      const first = await openLive(small.url, adminToken);
      const second = await openLive(small.url, secondToken);
      expect([first.status, second.status]).toEqual([200, 429]);
      expect(second.message).toBe(
        'This server holds 1 live update streams, the most it allows. Live updates will retry in a minute.',
      );
      first.close();
    } finally {
      await small.close();
    }
    // A third instance starting on PostgreSQL (migration check, role matrix) takes a while on a loaded machine.
  }, 120_000);

  it('counts connected streams and events sent in the metrics', async () => {
    const metrics = await (await fetch(`${a.url}/api/metrics`)).text();
    expect(metrics).toMatch(/^admin_live_streams \d+/m);
    expect(metrics).toMatch(/^admin_live_events_sent_total [1-9]/m);
    expect(metrics).toMatch(/^admin_live_streams_refused_total\{reason="per_person"\} 1/m);
  });
});
