/**
 * Lost updates: every editable record carries a version, answered as an ETag; a PUT
 * with a stale If-Match gets 409 with the current record; without If-Match nothing is checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConflictErrorBody, ItemResponse, Setting } from '@admin/api-client';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

interface Versioned {
  id: number;
  version: number;
}

describe('lost updates', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api } = await startWithAdmin()));
  afterAll(() => server.close());

  /** Each editable record: where to read it (null: no GET-one route, read from the PUT answers) and a valid edit. */
  const records = (): { what: string; path: string; read: boolean; edit: (n: number) => Record<string, unknown> }[] => [
    { what: 'Setting', path: '/api/setting/1', read: true, edit: (n) => ({ name: 'platform_name', value: `Edit ${n}` }) },
    { what: 'Project', path: '/api/v2/project/1', read: true, edit: (n) => ({ description: `Edit ${n}` }) },
    { what: 'Company', path: '/api/v2/company/1', read: true, edit: (n) => ({ city: `City ${n}` }) },
    { what: 'Employee', path: '/api/v2/admin/employee/2', read: true, edit: (n) => ({ work_email: `edit${n}@example.com` }) },
    { what: 'Template', path: '/api/v2/template/1', read: true, edit: (n) => ({ subject: `Subject ${n}` }) },
    { what: 'Partner', path: '/api/config/partner/1', read: false, edit: (n) => ({ name: `Partner ${n}`, icon: 'https://example.com/p.png' }) },
  ];

  it('answers ETag "<version>" on GET and PUT, and 409 with the current record for a stale If-Match', async () => {
    const customerId = (await api.get<{ data: Versioned[] }>('/api/v2/customer?limit=1')).body.data[0]?.id;
    const all = [...records(), { what: 'Customer', path: `/api/v2/customer/${customerId}`, read: true, edit: (n: number) => ({ address: `Street ${n}` }) }];
    for (const { what, path, read, edit } of all) {
      // Without If-Match: no check (the spec's calls send none), and the version moves on.
      const first = await api.put<ItemResponse<Versioned>>(path, edit(1));
      expect(first.status, what).toBe(200);
      const version = first.body.data.version;
      expect(first.headers.get('etag'), what).toBe(`"${version}"`);
      if (read) {
        const got = await api.get<ItemResponse<Versioned>>(path);
        expect(got.headers.get('etag'), what).toBe(`"${version}"`);
        expect(got.body.data.version, what).toBe(version);
      }
      const fresh = await api.put<ItemResponse<Versioned>>(path, edit(2), { headers: { 'if-match': `"${version}"` } });
      expect(fresh.status, what).toBe(200);
      expect(fresh.body.data.version, what).toBe(version + 1);
      expect(fresh.headers.get('etag'), what).toBe(`"${version + 1}"`);

      const stale = await api.put<ConflictErrorBody<Versioned>>(path, edit(3), { headers: { 'if-match': `"${version}"` } });
      expect(stale.status, what).toBe(409);
      expect(stale.body, what).toMatchObject({ message: expect.stringContaining(`${what} was changed by someone else`), code: 'conflict', current: { id: fresh.body.data.id, version: version + 1 } });
      expect(stale.body.current, what).toEqual(fresh.body.data);
      expect((await api.put(path, edit(4), { headers: { 'if-match': '"stale"' } })).status, what).toBe(409);
      expect((await api.put(path, edit(5), { headers: { 'if-match': `W/"${version + 1}"` } })).status, what).toBe(200);
    }
  });

  it('of two concurrent edits from the same version, one applies and the other gets 409', async () => {
    const created = await api.post<ItemResponse<Setting>>('/api/setting', { name: 'race_setting', value: 'start' });
    const { id, version } = created.body.data;
    expect(created.body.data.version).toBe(1);
    const [a, b] = await Promise.all(
      ['from tab A', 'from tab B'].map((value) => api.put<ItemResponse<Setting>>(`/api/setting/${id}`, { name: 'race_setting', value }, { headers: { 'if-match': `"${version}"` } })),
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
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type,if-match' },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-match');
    const got = await api.get('/api/setting/1', { headers: { origin } });
    expect(got.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('etag');
  });
});
