/**
 * Revocation takes effect at once: an access token stops working on the very next
 * request after logout, refresh-token reuse, deactivation, or a change of phone or role, on one
 * instance and across two instances on one database. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, ItemResponse, ListResponse, RefreshResult } from '@admin/api-client/contract';
import { mintToken, sessionOf, signIn } from './helpers/auth';
import { client } from './helpers/http';
import { startServer, startTwoInstances, type TestServer, type TwoInstances } from './helpers/server';

const SUPPORT = '9810000003';
const OPERATIONS = '9810000001';
const MANAGER = '9810000000';
const ended = { status: 401, body: { message: 'Session has ended' } };

describe('revocation on one instance', () => {
  let server: TestServer;
  let admin: ReturnType<typeof client>;
  beforeAll(async () => {
    // No refresh reuse window: an immediate replay is reuse here (the window has refresh-reuse.test.ts).
    server = await startServer({ refreshReuseWindowSeconds: 0 });
    admin = client(server.url, (await signIn(server.url)).token);
  });
  afterAll(() => server.close());

  const idOf = async (phone: string) => {
    const found = (await admin.get<ListResponse<Employee>>(`/api/v2/admin/employee?search=${phone}`)).body.data[0];
    if (!found) throw new Error(`no employee ${phone}`);
    return found.id;
  };

  it('logout ends the access token of that session, not of the user’s other sessions', async () => {
    const session = await signIn(server.url, SUPPORT);
    const other = await signIn(server.url, SUPPORT);
    const api = client(server.url, session.token);
    expect((await api.get('/api/v2/order')).status).toBe(200);
    expect((await client(server.url).post('/api/auth/logout', { refreshToken: session.refreshToken })).status).toBe(
      200,
    );
    expect(await api.get('/api/v2/order')).toMatchObject(ended);
    expect(await api.get('/api/auth/me')).toMatchObject(ended);
    expect((await client(server.url, other.token).get('/api/v2/order')).status).toBe(200);
  });

  it('refresh-token reuse ends every access token of the family', async () => {
    const session = await signIn(server.url, SUPPORT);
    const refreshed = await client(server.url).post<ItemResponse<RefreshResult>>('/api/auth/refresh', {
      refreshToken: session.refreshToken,
    });
    const fresh = client(server.url, refreshed.body.data.accessToken);
    expect((await fresh.get('/api/v2/order')).status).toBe(200);
    // Someone replays the spent refresh token: the family is revoked.
    expect((await client(server.url).post('/api/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(
      401,
    );
    expect(await fresh.get('/api/v2/order')).toMatchObject(ended);
    expect(await client(server.url, session.token).get('/api/v2/order')).toMatchObject(ended);
  });

  it('deactivation ends the user’s sessions at once; so do a new phone and a new role', async () => {
    const supportId = await idOf(SUPPORT);
    const before = await signIn(server.url, SUPPORT);
    expect((await admin.edit(`/api/v2/admin/employee/${supportId}`, { status: 'Inactive' })).status).toBe(200);
    expect(await client(server.url, before.token).get('/api/v2/order')).toMatchObject(ended);
    expect((await client(server.url).post('/api/auth/refresh', { refreshToken: before.refreshToken })).status).toBe(
      401,
    );
    expect((await admin.edit(`/api/v2/admin/employee/${supportId}`, { status: 'Active' })).status).toBe(200);

    const operationsId = await idOf(OPERATIONS);
    const phoneSession = await signIn(server.url, OPERATIONS);
    expect((await admin.edit(`/api/v2/admin/employee/${operationsId}`, { phone: '9810000099' })).status).toBe(200);
    expect(await client(server.url, phoneSession.token).get('/api/v2/order')).toMatchObject(ended);

    const managerId = await idOf(MANAGER);
    const roleSession = await signIn(server.url, MANAGER);
    const unchanged = await admin.edit(`/api/v2/admin/employee/${managerId}`, { role: 3, name: 'Still a Manager' });
    expect(unchanged.status).toBe(200);
    expect((await client(server.url, roleSession.token).get('/api/v2/order')).status).toBe(200);
    expect((await admin.edit(`/api/v2/admin/employee/${managerId}`, { role: 6 })).status).toBe(200);
    expect(await client(server.url, roleSession.token).get('/api/v2/order')).toMatchObject(ended);
  });

  it('accepts only access tokens of a real session', async () => {
    const session = await signIn(server.url);
    const sid = sessionOf(session.token);
    expect((await client(server.url, await mintToken(1, 600, { sessionId: sid })).get('/api/v2/order')).status).toBe(
      200,
    );
    const wrongType = await mintToken(1, 600, { sessionId: sid, typ: 'refresh' });
    expect(await client(server.url, wrongType).get('/api/v2/order')).toMatchObject({
      status: 401,
      body: { message: 'Invalid access token' },
    });
    // A session that never existed, and another user's session.
    expect(await client(server.url, await mintToken(1, 600)).get('/api/v2/order')).toMatchObject(ended);
    const supportSession = sessionOf((await signIn(server.url, SUPPORT)).token);
    expect(
      await client(server.url, await mintToken(1, 600, { sessionId: supportSession })).get('/api/v2/order'),
    ).toMatchObject(ended);
  });
});

describe('revocation across two instances on one database', () => {
  let instances: TwoInstances;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    instances = await startTwoInstances({ refreshReuseWindowSeconds: 0 });
    ({ a, b } = instances);
  });
  afterAll(() => instances.close());

  it('logout at one instance ends the token at the other', async () => {
    const session = await signIn(a.url, SUPPORT);
    expect((await client(b.url, session.token).get('/api/v2/order')).status).toBe(200);
    await client(a.url).post('/api/auth/logout', { refreshToken: session.refreshToken });
    expect(await client(b.url, session.token).get('/api/v2/order')).toMatchObject(ended);
  });

  it('reuse caught at one instance ends the token at the other', async () => {
    const session = await signIn(a.url, SUPPORT);
    const refreshed = await client(a.url).post<ItemResponse<RefreshResult>>('/api/auth/refresh', {
      refreshToken: session.refreshToken,
    });
    expect((await client(b.url, refreshed.body.data.accessToken).get('/api/v2/order')).status).toBe(200);
    expect((await client(b.url).post('/api/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    expect(await client(a.url, refreshed.body.data.accessToken).get('/api/v2/order')).toMatchObject(ended);
  });

  it('deactivation at one instance ends the token at the other', async () => {
    const adminAtA = client(a.url, (await signIn(a.url)).token);
    const session = await signIn(b.url, OPERATIONS);
    expect((await client(b.url, session.token).get('/api/v2/order')).status).toBe(200);
    const id = (await adminAtA.get<ListResponse<Employee>>(`/api/v2/admin/employee?search=${OPERATIONS}`)).body.data[0]
      ?.id;
    expect((await adminAtA.edit(`/api/v2/admin/employee/${id}`, { status: 'Inactive' })).status).toBe(200);
    expect(await client(b.url, session.token).get('/api/v2/order')).toMatchObject(ended);
  });

  it('a permission withdrawn at one instance is refused at the other on the next request', async () => {
    const adminAtA = client(a.url, (await signIn(a.url)).token);
    const support = client(b.url, (await signIn(b.url, SUPPORT)).token);
    expect((await support.get('/api/v2/order')).status).toBe(200);
    expect((await adminAtA.edit('/api/role/6', { permissions: ['projects.read'] })).status).toBe(200);
    expect(await support.get('/api/v2/order')).toMatchObject({
      status: 403,
      body: { code: 'forbidden', permission: 'orders.read' },
    });
  });
});
