/**
 * Sessions a user can see and end: their own from the Profile page, an employee's from the
 * employee form (employees.read / employees.write). Ending one takes effect on its next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Employee,
  ItemResponse,
  ListResponse,
  SessionsRevoked,
  UserSession,
  VerifyResult,
} from '@admin/api-client/contract';
import { sessionOf } from './helpers/auth';
import { call, client } from './helpers/http';
import { ADMIN_PHONE, startServer, TEST_OTP, type TestServer } from './helpers/server';

const SUPPORT = '9810000003';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ended = { status: 401, body: { message: 'Session has ended' } };

/** Signs in from a browser that sends `userAgent`. */
async function signInFrom(base: string, phone: string, userAgent: string): Promise<VerifyResult> {
  const headers = { 'user-agent': userAgent };
  const login = await call<ItemResponse<{ user_id: number }>>(base, 'POST', '/api/auth/login', {
    body: { phone, country_code: '+91' },
    headers,
  });
  const verify = await call<ItemResponse<VerifyResult>>(base, 'POST', '/api/auth/verify', {
    body: { otp: TEST_OTP, user_id: login.body.data.user_id },
    headers,
  });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status}`);
  return verify.body.data;
}

describe('sessions', () => {
  let server: TestServer;
  let admin: ReturnType<typeof client>;
  let supportId: number;
  beforeAll(async () => {
    server = await startServer();
    admin = client(server.url, (await signInFrom(server.url, ADMIN_PHONE, CHROME_LINUX)).token);
    const found = await admin.get<ListResponse<Employee>>(`/api/v2/admin/employee?search=${SUPPORT}`);
    supportId = found.body.data[0]?.id ?? 0;
  });
  afterAll(() => server.close());

  it('lists one’s open sessions with the device, the client address, first and last seen, this one marked', async () => {
    const laptop = await signInFrom(server.url, SUPPORT, CHROME_LINUX);
    const desktop = await signInFrom(server.url, SUPPORT, FIREFOX_WINDOWS);
    const list = await client(server.url, laptop.token).get<ItemResponse<UserSession[]>>('/api/me/sessions');
    expect(list.status).toBe(200);
    const mine = list.body.data.filter((s) => [sessionOf(laptop.token), sessionOf(desktop.token)].includes(s.id));
    expect(mine).toHaveLength(2);
    expect(list.body.data.find((s) => s.id === sessionOf(laptop.token))).toMatchObject({
      device: 'Chrome on Linux',
      user_agent: CHROME_LINUX,
      // Recorded at sign-in: the test's requests come over the loopback.
      client_address: expect.stringMatching(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/),
      current: true,
    });
    expect(list.body.data.find((s) => s.id === sessionOf(desktop.token))).toMatchObject({
      device: 'Firefox on Windows',
      current: false,
    });
    for (const s of list.body.data) expect(Date.parse(s.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(s.created_at));
    // Another user's sessions are not listed.
    expect(list.body.data.map((s) => s.id)).not.toContain(await adminSession());
  });

  async function adminSession(): Promise<string> {
    const own = await admin.get<ItemResponse<UserSession[]>>('/api/me/sessions');
    return own.body.data.find((s) => s.current)?.id ?? '';
  }

  it('signing out one session ends it at once; the current one goes on; a refresh of it is refused', async () => {
    const here = await signInFrom(server.url, SUPPORT, CHROME_LINUX);
    const there = await signInFrom(server.url, SUPPORT, SAFARI_MAC);
    const api = client(server.url, here.token);
    expect((await client(server.url, there.token).get('/api/v2/order')).status).toBe(200);
    const res = await api.delete<ItemResponse<SessionsRevoked>>(`/api/me/sessions/${sessionOf(there.token)}`);
    expect(res).toMatchObject({ status: 200, body: { data: { revoked: 1 }, message: 'Session signed out' } });
    expect(await client(server.url, there.token).get('/api/v2/order')).toMatchObject(ended);
    expect((await client(server.url).post('/api/auth/refresh', { refreshToken: there.refreshToken })).status).toBe(401);
    expect((await api.get('/api/v2/order')).status).toBe(200);
    const list = await api.get<ItemResponse<UserSession[]>>('/api/me/sessions');
    expect(list.body.data.map((s) => s.id)).not.toContain(sessionOf(there.token));
    // Once ended, or never one's own: 404.
    expect(await api.delete(`/api/me/sessions/${sessionOf(there.token)}`)).toMatchObject({
      status: 404,
      body: { message: 'Session not found' },
    });
    expect(await api.delete(`/api/me/sessions/${await adminSession()}`)).toMatchObject({ status: 404 });
    expect((await admin.get('/api/v2/order')).status).toBe(200);
  });

  it('“sign out everywhere else” ends every other session of the user and keeps this one', async () => {
    const here = await signInFrom(server.url, SUPPORT, CHROME_LINUX);
    const others = [
      await signInFrom(server.url, SUPPORT, SAFARI_MAC),
      await signInFrom(server.url, SUPPORT, FIREFOX_WINDOWS),
    ];
    const api = client(server.url, here.token);
    expect(await api.delete('/api/me/sessions')).toMatchObject({ status: 400 });
    const res = await api.delete<ItemResponse<SessionsRevoked>>('/api/me/sessions?others=true');
    expect(res.status).toBe(200);
    expect(res.body.data.revoked).toBeGreaterThanOrEqual(2);
    for (const other of others) expect(await client(server.url, other.token).get('/api/v2/order')).toMatchObject(ended);
    expect((await api.get('/api/v2/order')).status).toBe(200);
    const list = await api.get<ItemResponse<UserSession[]>>('/api/me/sessions');
    expect(list.body.data).toEqual([expect.objectContaining({ id: sessionOf(here.token), current: true })]);
    expect((await admin.get('/api/v2/order')).status).toBe(200);
  });

  it('an Admin lists and ends an employee’s sessions from the employee form', async () => {
    const one = await signInFrom(server.url, SUPPORT, CHROME_LINUX);
    const two = await signInFrom(server.url, SUPPORT, SAFARI_MAC);
    const list = await admin.get<ItemResponse<UserSession[]>>(`/api/v2/admin/employee/${supportId}/sessions`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((s) => s.id)).toEqual(
      expect.arrayContaining([sessionOf(one.token), sessionOf(two.token)]),
    );
    expect(list.body.data.every((s) => !s.current)).toBe(true);

    expect((await admin.delete(`/api/v2/admin/employee/${supportId}/sessions/${sessionOf(one.token)}`)).status).toBe(
      200,
    );
    expect(await client(server.url, one.token).get('/api/v2/order')).toMatchObject(ended);
    expect((await client(server.url, two.token).get('/api/v2/order')).status).toBe(200);

    const all = await admin.delete<ItemResponse<SessionsRevoked>>(`/api/v2/admin/employee/${supportId}/sessions`);
    expect(all.status).toBe(200);
    // `two`, and any still open from the tests above.
    expect(all.body.data.revoked).toBeGreaterThanOrEqual(1);
    expect(await client(server.url, two.token).get('/api/v2/order')).toMatchObject(ended);
    expect(
      (await admin.get<ItemResponse<UserSession[]>>(`/api/v2/admin/employee/${supportId}/sessions`)).body.data,
    ).toEqual([]);
    expect((await admin.get('/api/v2/admin/employee/999999/sessions')).status).toBe(404);
  });

  it('Support may not see or end another employee’s sessions', async () => {
    const support = client(server.url, (await signInFrom(server.url, SUPPORT, CHROME_LINUX)).token);
    expect(await support.get(`/api/v2/admin/employee/1/sessions`)).toMatchObject({
      status: 403,
      body: { permission: 'employees.read' },
    });
    expect(await support.delete(`/api/v2/admin/employee/1/sessions`)).toMatchObject({
      status: 403,
      body: { permission: 'employees.write' },
    });
    expect((await admin.get('/api/v2/order')).status).toBe(200);
  });
});
