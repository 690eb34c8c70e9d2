/**
 * Lost updates: every record staff edit carries a version (its ETag, and a field of list rows).
 * An edit that replaces fields must send the version it was made on (If-Match): 428 without it,
 * 409 with the current record when stale. The single-field status calls work without If-Match,
 * follow their transition rules, and honour an If-Match when one is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConflictErrorBody,
  ItemResponse,
  ListResponse,
  Order,
  Project,
  ProjectFee,
  Setting,
  VersionRequiredErrorBody,
} from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

interface Versioned {
  id: number;
  version: number;
}

const ifMatch = (version: number | string) => ({
  headers: { 'if-match': typeof version === 'number' ? `"${version}"` : version },
});

describe('the If-Match rule', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api } = await startWithAdmin()));
  afterAll(() => server.close());

  /** The first row of a list, answered as `{ data: T[] }`, `{ data: { rows } }` or a plain page. */
  async function firstRow(listPath: string): Promise<Versioned> {
    const answer = await api.get<{ data: Versioned[] | { rows: Versioned[] } }>(listPath);
    expect(answer.status, listPath).toBe(200);
    const rows = Array.isArray(answer.body.data) ? answer.body.data : answer.body.data.rows;
    const row = rows[0];
    if (!row) throw new Error(`no rows in ${listPath}`);
    return row;
  }

  /**
   * Every edit that replaces fields: the list its rows come from, the PUT path of a row, the GET-one
   * path (null: none, the list row is what a screen has) and a valid edit.
   */
  const edits: {
    what: string;
    list: string;
    put: (id: number) => string;
    get: ((id: number) => string) | null;
    edit: (n: number, row: Versioned & { name?: unknown }) => Record<string, unknown>;
  }[] = [
    {
      what: 'Setting',
      // By name: the newest setting is the refund threshold, a control setting whose edits are bounded.
      list: '/api/setting?sort=name',
      put: (id) => `/api/setting/${id}`,
      get: (id) => `/api/setting/${id}`,
      edit: (n, row) => ({ name: row.name, value: `Edit ${n}` }),
    }, // a setting's name is fixed once created
    {
      what: 'Project',
      list: '/api/v2/admin/project',
      put: (id) => `/api/v2/project/${id}`,
      get: (id) => `/api/v2/project/${id}`,
      edit: (n) => ({ description: `Edit ${n}` }),
    },
    {
      what: 'Company',
      list: '/api/v2/company',
      put: (id) => `/api/v2/company/${id}`,
      get: (id) => `/api/v2/company/${id}`,
      edit: (n) => ({ city: `City ${n}` }),
    },
    {
      what: 'Customer',
      list: '/api/v2/customer',
      put: (id) => `/api/v2/customer/${id}`,
      get: (id) => `/api/v2/customer/${id}`,
      edit: (n) => ({ address: `Street ${n}` }),
    },
    {
      what: 'Employee',
      list: '/api/v2/admin/employee?role=3',
      put: (id) => `/api/v2/admin/employee/${id}`,
      get: (id) => `/api/v2/admin/employee/${id}`,
      edit: (n) => ({ work_email: `edit${n}@example.com` }),
    },
    {
      what: 'Template',
      list: '/api/v2/template',
      put: (id) => `/api/v2/template/${id}`,
      get: (id) => `/api/v2/template/${id}`,
      edit: (n) => ({ subject: `Subject ${n}` }),
    },
    {
      what: 'Partner',
      list: '/api/config/partner',
      put: (id) => `/api/config/partner/${id}`,
      get: (id) => `/api/config/partner/${id}`,
      edit: (n) => ({ name: `Partner ${n}`, icon: 'https://example.com/p.png' }),
    },
    {
      what: 'Video link',
      list: '/api/config/videolink',
      put: (id) => `/api/config/videoLink/${id}`,
      get: null,
      edit: (n) => ({ title: `Video ${n}`, url: 'https://example.com/v' }),
    },
    {
      what: 'Popup text',
      list: '/api/config/popuptext',
      put: (id) => `/api/config/popuptext/${id}`,
      get: null,
      edit: (n) => ({ title: `Popup ${n}`, text: `Text ${n}` }),
    },
    {
      what: 'Risk item',
      list: '/api/project/project_metadata/risk/1',
      put: (id) => `/api/project/project_metadata/${id}`,
      get: null,
      edit: (n) => ({ title: `Risk ${n}` }),
    },
    {
      what: 'Role',
      list: '/api/role?limit=100',
      put: (id) => `/api/role/${id}`,
      get: (id) => `/api/role/${id}`,
      edit: (n) => ({ description: `Role edit ${n}` }),
    },
  ];

  it.each(edits)(
    '$what: 428 without If-Match, 200 with the version loaded, 409 with the current record when stale',
    async ({ what, list, put, get, edit }) => {
      const row = await firstRow(list);
      expect(row.version, `${what}: list rows carry version`).toEqual(expect.any(Number));
      if (get) {
        const one = await api.get<ItemResponse<Versioned>>(get(row.id));
        expect(one.headers.get('etag'), what).toBe(`"${row.version}"`);
        expect(one.body.data.version, what).toBe(row.version);
      }

      const missing = await api.put<VersionRequiredErrorBody>(put(row.id), edit(1, row));
      expect(missing.status, what).toBe(428);
      expect(missing.body, what).toEqual({
        code: 'version_required',
        message: `${what} changes must name the version you loaded (If-Match header). Reload it and try again`,
      });
      expect((await api.put(put(row.id), edit(1, row), ifMatch('*'))).status, `${what}: * names no version`).toBe(428);

      const saved = await api.put<ItemResponse<Versioned>>(put(row.id), edit(2, row), ifMatch(row.version));
      expect(saved.status, what).toBe(200);
      expect(saved.body.data.version, `${what}: the 428 wrote nothing, the save bumps once`).toBe(row.version + 1);
      expect(saved.headers.get('etag'), what).toBe(`"${row.version + 1}"`);

      const stale = await api.put<ConflictErrorBody<Versioned>>(put(row.id), edit(3, row), ifMatch(row.version));
      expect(stale.status, what).toBe(409);
      expect(stale.body, what).toMatchObject({
        message: expect.stringContaining(`${what} was changed by someone else`),
        code: 'conflict',
      });
      expect(stale.body.current, what).toEqual(saved.body.data);
      expect((await api.put(put(row.id), edit(4, row), ifMatch('"stale"'))).status, what).toBe(409);
      expect((await api.put(put(row.id), edit(5, row), ifMatch(`W/"${row.version + 1}"`))).status, what).toBe(200);
    },
  );

  it('a comment alone on a customer replaces nothing, so it needs no If-Match', async () => {
    const customer = await firstRow('/api/v2/customer');
    expect((await api.put(`/api/v2/customer/${customer.id}`, { comment: 'Called about KYC' })).status).toBe(200);
    expect(
      (await api.put(`/api/v2/customer/${customer.id}`, { comment: 'And renamed', name: 'New Name' })).status,
    ).toBe(428);
  });

  it('list rows of every versioned record carry version, and the records without one before have an ETag', async () => {
    for (const list of [
      '/api/v2/order',
      '/api/percentage/all',
      '/api/v2/admin/cancel',
      '/api/role',
      '/api/config/videolink',
      '/api/config/popuptext',
      '/api/project/project_metadata/risk/1',
    ]) {
      expect((await firstRow(list)).version, list).toEqual(expect.any(Number));
    }
    const order = await firstRow('/api/v2/order');
    expect((await api.get(`/api/order/${order.id}`)).headers.get('etag')).toBe(`"${order.version}"`);
    const request = await firstRow('/api/v2/admin/cancel');
    expect((await api.get(`/api/v2/admin/cancel/${request.id}`)).headers.get('etag')).toBe(`"${request.version}"`);
  });

  describe('single-field status calls: work without If-Match, follow their rules, honour a stale one with 409', () => {
    it('PUT /order/status', async () => {
      const order = (await api.get<ListResponse<Order>>('/api/v2/order?status=Booked&limit=1')).body.data[0] as Order;
      const moved = await api.put<ItemResponse<Order>>('/api/order/status', {
        order_id: order.id,
        status: 'Document_Signature_Pending',
      });
      expect(moved.status).toBe(200);
      expect(moved.body.data.version).toBe(order.version + 1);
      expect(moved.headers.get('etag')).toBe(`"${order.version + 1}"`);
      const stale = await api.put<ConflictErrorBody<Order>>(
        '/api/order/status',
        { order_id: order.id, status: 'Full_Payment_Pending' },
        ifMatch(order.version),
      );
      expect(stale).toMatchObject({
        status: 409,
        body: { code: 'conflict', current: { id: order.id, status: 'Document_Signature_Pending' } },
      });
      expect(
        (
          await api.put(
            '/api/order/status',
            { order_id: order.id, status: 'Full_Payment_Pending' },
            ifMatch(order.version + 1),
          )
        ).status,
      ).toBe(200);
      expect((await api.put('/api/order/status', { order_id: order.id, status: 'Booked' })).status).toBe(409);
    });

    it('PUT /percentage/{id}', async () => {
      const fee = await firstRow('/api/percentage/all');
      const current = (
        await api.get<ListResponse<{ id: number; status: string; version: number }>>('/api/percentage/all')
      ).body.data[0] as { id: number; status: string; version: number };
      const other = current.status === 'Active' ? 'Inactive' : 'Active';
      const toggled = await api.put<ItemResponse<Versioned>>(`/api/percentage/${fee.id}`, { status: other });
      expect(toggled.status).toBe(200);
      expect(toggled.body.data.version).toBe(fee.version + 1);
      expect(
        (await api.put(`/api/percentage/${fee.id}`, { status: current.status }, ifMatch(fee.version))).status,
      ).toBe(409);
      expect(await api.put(`/api/percentage/${fee.id}`, { status: other })).toMatchObject({
        status: 409,
        body: { message: `Fee entry is already ${other}` },
      });
      expect(
        (await api.put(`/api/percentage/${fee.id}`, { status: current.status }, ifMatch(fee.version + 1))).status,
      ).toBe(200);
    });

    it('PUT /v2/company/{id} {status}', async () => {
      const company = (
        await api.post<ItemResponse<Versioned>>('/api/v2/company', { name: 'Switch Co LLP', type: 'LLP' })
      ).body.data;
      const off = await api.put<ItemResponse<Versioned>>(`/api/v2/company/${company.id}`, { status: 'Inactive' });
      expect(off.status).toBe(200);
      expect(off.body.data.version).toBe(company.version + 1);
      expect(
        (await api.put(`/api/v2/company/${company.id}`, { status: 'Active' }, ifMatch(company.version))).status,
      ).toBe(409);
      expect(await api.put(`/api/v2/company/${company.id}`, { status: 'Inactive' })).toMatchObject({
        status: 409,
        body: { message: 'Company is already Inactive' },
      });
      expect(
        (await api.put(`/api/v2/company/${company.id}`, { status: 'Active' }, ifMatch(company.version + 1))).status,
      ).toBe(200);
    });

    it('PUT /v2/project/status/{id}', async () => {
      const project = (
        await api.post<ItemResponse<Project>>('/api/project', {
          name: 'Status walk',
          property_type_id: 1,
          total_token: 10,
          token_amount: 100,
        })
      ).body.data;
      const booking = await api.put<ItemResponse<Project>>(`/api/v2/project/status/${project.id}`, {
        is_booking_amount_required: true,
      });
      expect(booking.status).toBe(200);
      expect(booking.body.data.version).toBe(project.version + 1);
      expect(booking.headers.get('etag')).toBe(`"${project.version + 1}"`);
      const stale = await api.put<ConflictErrorBody<Project>>(
        `/api/v2/project/status/${project.id}`,
        { join_waitlist: true },
        ifMatch(project.version),
      );
      expect(stale).toMatchObject({
        status: 409,
        body: { code: 'conflict', current: { id: project.id, join_waitlist: false } },
      });
      expect(
        (await api.put(`/api/v2/project/status/${project.id}`, { property_id: project.id, status: 'Completed' }))
          .status,
      ).toBe(409);
      expect(
        (
          await api.put(
            `/api/v2/project/status/${project.id}`,
            { property_id: project.id, status: 'Active' },
            ifMatch(project.version + 1),
          )
        ).status,
      ).toBe(200);
      expect(await api.put(`/api/v2/project/status/${project.id}`, { status: 'Application Pending' })).toMatchObject({
        status: 409,
        body: { message: 'Cannot move a project from Active to Incomplete (allowed: Inactive, Completed)' },
      });
    });

    it('PUT /percentage/property/{id}/ and GET /percentage/property_sync/{id} (the project’s version)', async () => {
      const project = (await api.get<ItemResponse<Project>>('/api/v2/project/1')).body.data;
      const synced = await api.get<ItemResponse<ProjectFee[]>>('/api/percentage/property_sync/1');
      expect(synced.status).toBe(200);
      expect(synced.headers.get('etag')).toBe(`"${project.version + 1}"`);
      expect((await api.get('/api/percentage/property_sync/1', ifMatch(project.version))).status).toBe(409);
      const off = await api.put('/api/percentage/property/1/?property_id=1', { status: 'Inactive' });
      expect(off.status).toBe(200);
      expect(off.headers.get('etag')).toBe(`"${project.version + 2}"`);
      expect(
        (await api.put('/api/percentage/property/1/?property_id=1', { status: 'Active' }, ifMatch(project.version + 1)))
          .status,
      ).toBe(409);
      expect(
        (await api.put('/api/percentage/property/1/?property_id=1', { status: 'Active' }, ifMatch(project.version + 2)))
          .status,
      ).toBe(200);
      expect((await api.get('/api/percentage/property_sync/1', ifMatch(project.version + 3))).status).toBe(200);
    });
  });

  it('of two concurrent edits from the same version, one applies and the other gets 409', async () => {
    const created = await api.post<ItemResponse<Setting>>('/api/setting', { name: 'race_setting', value: 'start' });
    const { id, version } = created.body.data;
    expect(created.body.data.version).toBe(1);
    const [a, b] = await Promise.all(
      ['from tab A', 'from tab B'].map((value) =>
        api.put<ItemResponse<Setting>>(`/api/setting/${id}`, { name: 'race_setting', value }, ifMatch(version)),
      ),
    );
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    const winner = (a?.status === 200 ? a : b) as NonNullable<typeof a>;
    const stored = await api.get<ItemResponse<Setting>>(`/api/setting/${id}`);
    expect(stored.body.data).toMatchObject({ value: winner.body.data.value, version: 2 });
  });

  it('lets a browser send If-Match and read ETag across origins', async () => {
    const origin = 'http://localhost:4000';
    const preflight = await fetch(`${server.url}/api/setting/1`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,if-match',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-match');
    const got = await api.get('/api/setting/1', { headers: { origin } });
    expect(got.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('etag');
  });
});
