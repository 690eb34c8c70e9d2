/**
 * The audit trail as a reader sees it: each change writes one entry in its own transaction (a
 * refused or conflicting change writes none), before and after hold exactly the changed fields,
 * PAN stays masked, and `GET /v2/audit` filters, pages and streams the trail to those who may read it.
 */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  CancelRequest,
  Customer,
  ItemResponse,
  ListResponse,
  Order,
} from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { call, client } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';

type Api = ReturnType<typeof client>;

const PHONES = {
  Admin: '9999999999',
  Operations: '9810000001',
  Compliance: '9810000002',
  Support: '9810000003',
  Manager: '9810000000',
} as const;

describe('the audit trail', () => {
  let server: TestServer;
  let admin: Api;
  let adminToken: string;
  let operations: Api;
  let compliance: Api;
  let support: Api;
  let manager: Api;

  beforeAll(async () => {
    server = await startServer();
    const api = async (phone: string) => client(server.url, (await signIn(server.url, phone)).token);
    adminToken = (await signIn(server.url, PHONES.Admin)).token;
    admin = client(server.url, adminToken);
    operations = await api(PHONES.Operations);
    compliance = await api(PHONES.Compliance);
    support = await api(PHONES.Support);
    manager = await api(PHONES.Manager);
  });
  afterAll(() => server.close());

  const historyOf = async (type: string, id: number | string) =>
    (await admin.get<ListResponse<AuditEntry>>(`/api/v2/audit?record_type=${type}&record_id=${id}&limit=100`)).body
      .data;

  const orderIn = async (status: string) => {
    const list = await admin.get<ListResponse<Order>>(`/api/v2/order?status=${status}&limit=5`);
    return list.body.data[0] as Order;
  };

  it("seeds a history that never comes before its order's booking", async () => {
    const seeded = (
      await admin.get<ListResponse<AuditEntry>>('/api/v2/audit?record_type=order&action=status_change&limit=100')
    ).body.data;
    expect(seeded.length).toBeGreaterThan(20);
    for (const id of new Set(seeded.map((e) => e.record_id))) {
      const order = (await admin.get<ItemResponse<Order>>(`/api/order/${id}`)).body.data;
      for (const e of seeded.filter((x) => x.record_id === id))
        expect(Date.parse(e.at), `Order #${id}`).toBeGreaterThanOrEqual(Date.parse(order.created_at));
    }
  });

  it('records an order status change with who, the request id and before/after', async () => {
    const order = await orderIn('Booked');
    const before = (await historyOf('order', order.id)).length;
    const answer = await operations.put('/api/order/status', {
      order_id: order.id,
      status: 'Document_Signature_Pending',
    });
    expect(answer.status).toBe(200);
    const history = await historyOf('order', order.id);
    expect(history).toHaveLength(before + 1);
    expect(history[0]).toMatchObject({
      action: 'status_change',
      record_type: 'order',
      record_id: String(order.id),
      record_label: `Order #${order.id}`,
      actor: { name: expect.any(String), role: 'Operations' },
      request_id: answer.headers.get('x-request-id'),
      changes: [{ field: 'status', before: 'Booked', after: 'Document_Signature_Pending' }],
    });
  });

  it('writes nothing for a refused or conflicting change', async () => {
    const order = await orderIn('Booked');
    const before = await historyOf('order', order.id);
    // An illegal move (409), a stale If-Match (409), an unknown order (404), an invalid body (400).
    expect((await operations.put('/api/order/status', { order_id: order.id, status: 'Token_Transfer' })).status).toBe(
      409,
    );
    expect(
      (
        await operations.put(
          '/api/order/status',
          { order_id: order.id, status: 'Document_Signature_Pending' },
          { headers: { 'if-match': '"999"' } },
        )
      ).status,
    ).toBe(409);
    expect(
      (await operations.put('/api/order/status', { order_id: 999_999, status: 'Document_Signature_Pending' })).status,
    ).toBe(404);
    expect((await operations.put('/api/order/status', { order_id: order.id, status: 'Nope' })).status).toBe(400);
    expect(await historyOf('order', order.id)).toEqual(before);
  });

  it('records a cancel decision with its reason, on the request and on the order', async () => {
    // Below the refund threshold, so one approval decides (the four-eyes steps have their own test).
    const pending = (
      await admin.get<ListResponse<CancelRequest>>('/api/v2/admin/cancel?status=Pending&limit=100')
    ).body.data.filter((r) => Number(r.total_amount) <= 100_000 && !r.awaiting_second_approval);
    const [toApprove, toReject] = pending as [CancelRequest, CancelRequest];
    expect(
      (await operations.post(`/api/v2/admin/cancel/${toApprove.id}/approve`, { reason: 'Customer moved abroad' }))
        .status,
    ).toBe(200);
    expect(
      (await operations.post(`/api/v2/admin/cancel/${toReject.id}/reject`, { reason: 'Outside the cancel window' }))
        .status,
    ).toBe(200);
    expect((await historyOf('cancel_request', toApprove.id))[0]).toMatchObject({
      action: 'decision',
      note: 'Customer moved abroad',
      changes: [
        { field: 'status', before: 'Pending', after: 'Approved' },
        { field: 'decision_reason', before: null, after: 'Customer moved abroad' },
      ],
    });
    expect((await historyOf('order', toApprove.order_id))[0]).toMatchObject({
      action: 'status_change',
      changes: [{ field: 'status', before: 'Cancel_Request_Raised', after: 'Refunded' }],
    });
    expect((await historyOf('order', toReject.order_id))[0]).toMatchObject({
      changes: [{ field: 'status', before: 'Cancel_Request_Raised', after: toReject.previous_order_status }],
    });
    // Deciding it again is a 409: no second entry.
    expect((await operations.post(`/api/v2/admin/cancel/${toApprove.id}/approve`, {})).status).toBe(409);
    expect(await historyOf('cancel_request', toApprove.id)).toHaveLength(1);
  });

  it('records a KYC decision with the overall status and the reason', async () => {
    const customer = (await admin.get<ListResponse<Customer>>('/api/v2/customer?kyc=pending&limit=1')).body
      .data[0] as Customer;
    expect(
      (
        await compliance.decideKyc(`/api/v2/customer/${customer.id}/kyc`, {
          verification: 'pan',
          status: 'rejected',
          comment: 'Blurred photo',
        })
      ).status,
    ).toBe(200);
    const [first] = await historyOf('customer', customer.id);
    expect(first).toMatchObject({
      action: 'decision',
      record_label: customer.name,
      note: 'First rejection, awaiting a second approval: Blurred photo',
      actor: { role: 'Compliance' },
    });
    // A rejection takes effect when a second staff member confirms it.
    expect((await admin.decideKyc(`/api/v2/customer/${customer.id}/kyc/pan/confirm`, {})).status).toBe(200);
    const [entry] = await historyOf('customer', customer.id);
    expect(entry).toMatchObject({
      action: 'decision',
      record_label: customer.name,
      note: expect.stringMatching(/^Second approval: confirms the decision by .+ \(Blurred photo\)$/),
      actor: { role: 'Admin' },
    });
    expect(entry?.changes).toContainEqual({
      field: 'pan_verification_status',
      before: customer.kyc?.pan_verification_status ?? 'pending',
      after: 'rejected',
    });
    expect(entry?.changes).toContainEqual({ field: 'kyc_status', before: 'pending', after: 'rejected' });
  });

  it('keeps exactly the changed fields of an edit made with If-Match, PAN masked, and nothing on a stale one', async () => {
    const customer = (await admin.get<ListResponse<Customer>>('/api/v2/customer?limit=1')).body.data[0] as Customer;
    const loaded = await admin.get<ItemResponse<Customer>>(`/api/v2/customer/${customer.id}`);
    const version = loaded.body.data.version;
    const edited = await admin.putAt(`/api/v2/customer/${customer.id}`, version, {
      name: 'Renamed Person',
      city: undefined,
      pan_number: 'ZZZZZ9999Z',
      email: loaded.body.data.email,
    });
    expect(edited.status).toBe(200);
    const [entry] = await historyOf('customer', customer.id);
    expect(entry).toMatchObject({ action: 'update', record_label: 'Renamed Person' });
    expect(entry?.changes).toEqual([
      { field: 'name', before: customer.name, after: 'Renamed Person' },
      { field: 'pan_number', before: loaded.body.data.pan_number, after: '••••••999Z' },
    ]);
    expect(JSON.stringify(entry)).not.toContain('ZZZZZ9999Z');
    const count = (await historyOf('customer', customer.id)).length;
    expect((await admin.putAt(`/api/v2/customer/${customer.id}`, version, { name: 'Stale save' })).status).toBe(409);
    expect(await historyOf('customer', customer.id)).toHaveLength(count);
  });

  it('filters by actor, action, record, dates and text, newest first, paged', async () => {
    const me = (await operations.get<ItemResponse<{ id: number }>>('/api/auth/me')).body.data;
    const byActor = (
      await admin.get<ListResponse<AuditEntry>>(`/api/v2/audit?actor_id=${me.id}&action=status_change&limit=100`)
    ).body;
    expect(byActor.data.length).toBeGreaterThan(0);
    expect(byActor.data.every((e) => e.actor?.id === me.id && e.action === 'status_change')).toBe(true);
    const times = byActor.data.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const today = new Date().toISOString().slice(0, 10);
    const dated = (
      await admin.get<ListResponse<AuditEntry>>(`/api/v2/audit?from_date=${today}&to_date=${today}&limit=100`)
    ).body.data;
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((e) => e.at.startsWith(today))).toBe(true);
    const renamed = (await admin.get<ListResponse<AuditEntry>>('/api/v2/audit?q=renamed%20pers')).body.data;
    expect(renamed.map((e) => e.record_label)).toContain('Renamed Person');
    const paged = (await admin.get<ListResponse<AuditEntry>>('/api/v2/audit?limit=2&page=1')).body;
    expect(paged.data).toHaveLength(2);
    expect(paged.pager).toMatchObject({ currentPage: 1, pageSize: 2 });
    expect((await admin.get('/api/v2/audit?action=rename')).status).toBe(400);
  });

  it('streams the filtered trail as CSV', async () => {
    const listed = (await admin.get<ListResponse<AuditEntry>>('/api/v2/audit?action=decision&limit=100')).body;
    const csv = await admin.get<string>('/api/v2/audit/csv?action=decision');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = Papa.parse<string[]>(csv.body.trim(), { skipEmptyLines: true }).data;
    expect(rows[0]?.[0]).toBe('Entry ID');
    // The file starts with a UTF-8 byte order mark (which fetch's text() drops), for Excel.
    const raw = Buffer.from(
      await (
        await fetch(`${server.url}/api/v2/audit/csv?action=decision`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).arrayBuffer(),
    );
    expect(raw.subarray(0, 11).toString('utf8')).toBe('\uFEFFEntry ID');
    expect(rows).toHaveLength(listed.pager.totalItems + 1);
    expect(rows.slice(1, 101).map((r) => Number(r[0]))).toEqual(listed.data.map((e) => e.id));
  });

  it('lets audit.read read everything, and others only the history of a record they may read', async () => {
    const order = await orderIn('Document_Signature_Pending');
    expect((await compliance.get('/api/v2/audit')).status).toBe(200);
    expect(await support.get('/api/v2/audit')).toMatchObject({ status: 403, body: { permission: 'audit.read' } });
    expect((await support.get('/api/v2/audit/csv')).status).toBe(403);
    expect((await support.get(`/api/v2/audit?record_type=order&record_id=${order.id}`)).status).toBe(200);
    // Support may not read employees: nor their history.
    expect(await support.get('/api/v2/audit?record_type=employee&record_id=1')).toMatchObject({
      status: 403,
      body: { permission: 'employees.read' },
    });
    // A type alone is not one record's history.
    expect((await support.get('/api/v2/audit?record_type=order')).status).toBe(403);
    expect((await manager.get(`/api/v2/audit?record_type=customer&record_id=20`)).status).toBe(403);
  });

  it('offers no route that alters an entry', async () => {
    const [entry] = (await admin.get<ListResponse<AuditEntry>>('/api/v2/audit?limit=1')).body.data;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const answer = await call(server.url, method, `/api/v2/audit/${entry?.id}`, {
        token: adminToken,
        body: method === 'DELETE' ? undefined : { note: 'rewritten' },
      });
      expect(answer.status, method).toBe(404);
    }
    expect((await admin.get<ListResponse<AuditEntry>>('/api/v2/audit?limit=1')).body.data[0]).toEqual(entry);
  });
});
