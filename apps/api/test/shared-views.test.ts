/**
 * Saved views shared with the team (`/v2/views`): any staff member shares a view of a list and every
 * other one reads it; the owner renames and deletes it, another staff member may not (403), an Admin
 * (`views.manage`) may; one name per list; a rename names its version; each change is in the trail.
 * PGlite by default, PostgreSQL with `npm run test:postgres -- sharedViews`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, ItemResponse, ListResponse, SharedView } from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';

const PHONES = { admin: '9999999999', operations: '9810000001', support: '9810000003' } as const;
type Who = keyof typeof PHONES;

describe('shared saved views', () => {
  let server: TestServer;
  const api = {} as Record<Who, ReturnType<typeof client>>;
  const ids = {} as Record<Who, number>;
  // Each run's own list, so nothing another test shared is counted.
  const list = `orders-${Date.now()}`;

  beforeAll(async () => {
    server = await startServer();
    for (const who of Object.keys(PHONES) as Who[]) {
      const session = await signIn(server.url, PHONES[who]);
      api[who] = client(server.url, session.token);
      ids[who] = session.user.id;
    }
  });
  afterAll(async () => server?.close());

  const share = (who: Who, name: string, search = 'status=2&sort=created_at') =>
    api[who].post<ItemResponse<SharedView>>('/api/v2/views', { list, name, search, columns: { phone: false } });
  const viewsOf = async (who: Who, of = list) => {
    const answer = await api[who].get<{ data: SharedView[] }>(`/api/v2/views?list=${of}`);
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const trailOf = async (id: number) =>
    (await api.admin.get<ListResponse<AuditEntry>>(`/api/v2/audit?record_type=saved_view&record_id=${id}&limit=20`))
      .body.data;

  it("shares a view every staff member reads, with its owner's name; one name per list", async () => {
    const shared = await share('operations', 'Paid, newest first');
    expect(shared.status).toBe(201);
    expect(shared.body.data).toMatchObject({
      list,
      name: 'Paid, newest first',
      search: 'status=2&sort=created_at',
      columns: { phone: false },
      owner: { id: ids.operations },
      version: 1,
    });
    expect(shared.body.data.owner.name).not.toBe('');

    // Support (who holds almost nothing) sees it on that list, and only on that list.
    expect((await viewsOf('support')).map((view) => view.name)).toEqual(['Paid, newest first']);
    expect(await viewsOf('support', `${list}-other`)).toEqual([]);

    const again = await share('support', 'Paid, newest first');
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(
      'The team already has a view named “Paid, newest first” on this list',
    );

    const [created] = await trailOf(shared.body.data.id);
    expect(created).toMatchObject({ action: 'create', record_type: 'saved_view', actor: { id: ids.operations } });
  });

  it('lets only the owner, or an Admin, rename or delete it', async () => {
    const view = (await share('operations', 'Awaiting payment', 'status=1')).body.data;

    const bySupport = await api.support.putAt(`/api/v2/views/${view.id}`, view.version, { name: 'Mine now' });
    expect(bySupport.status).toBe(403);
    expect((bySupport.body as { message: string }).message).toContain('or an Admin may change the view');
    expect((await api.support.delete(`/api/v2/views/${view.id}`)).status).toBe(403);

    // A rename names the version it was made on.
    expect((await api.operations.put(`/api/v2/views/${view.id}`, { name: 'Unpaid' })).status).toBe(428);
    const renamed = await api.operations.putAt<ItemResponse<SharedView>>(`/api/v2/views/${view.id}`, view.version, {
      name: 'Unpaid',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Unpaid', version: view.version + 1 });
    const stale = await api.operations.putAt(`/api/v2/views/${view.id}`, view.version, { name: 'Unpaid again' });
    expect(stale.status).toBe(409);

    // The Admin tidies the team's menu.
    const byAdmin = await api.admin.putAt<ItemResponse<SharedView>>(
      `/api/v2/views/${view.id}`,
      renamed.body.data.version,
      { name: 'Unpaid orders' },
    );
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.owner.id).toBe(ids.operations);
    expect((await api.admin.delete(`/api/v2/views/${view.id}`)).status).toBe(200);
    expect((await viewsOf('support')).map((v) => v.name)).not.toContain('Unpaid orders');

    const trail = await trailOf(view.id);
    expect(trail.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['delete', ids.admin],
      ['update', ids.admin],
      ['update', ids.operations],
      ['create', ids.operations],
    ]);
    expect(trail[2]?.changes).toEqual([{ field: 'name', before: 'Awaiting payment', after: 'Unpaid' }]);
  });

  it("deletes one's own view; refuses a list id or a name out of shape", async () => {
    const view = (await share('support', 'My queue', 'assignee=me')).body.data;
    expect((await api.support.delete(`/api/v2/views/${view.id}`)).status).toBe(200);
    expect((await api.support.delete(`/api/v2/views/${view.id}`)).status).toBe(404);

    const badList = await api.support.post('/api/v2/views', { list: 'a b', name: 'x', search: '', columns: {} });
    expect(badList.status).toBe(400);
    const noName = await api.support.post('/api/v2/views', { list, name: '  ', search: '', columns: {} });
    expect(noName.status).toBe(400);
  });
});
