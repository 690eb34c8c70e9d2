import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, RefreshResult } from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { startTwoInstances, type TestServer, type TwoInstances } from './helpers/server';

/** Two instances on one database: nothing about a session lives in an instance's memory. */
describe('two instances, one database', () => {
  let instances: TwoInstances;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    // No JWT_SECRET: both instances must agree on the secret generated and stored in the database.
    // No refresh reuse window, so the immediate replay below is reuse.
    instances = await startTwoInstances({ jwtSecret: null, refreshReuseWindowSeconds: 0 });
    ({ a, b } = instances);
  });
  afterAll(() => instances.close());

  it('a refresh token issued by one instance is redeemed at the other, and its reuse is caught there too', async () => {
    const session = await signIn(a.url);
    expect((await client(b.url, session.token).get('/api/auth/me')).status).toBe(200);
    const refreshed = await client(b.url).post<ItemResponse<RefreshResult>>('/api/auth/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect((await client(a.url, refreshed.body.data.accessToken).get('/api/v2/order')).status).toBe(200);
    expect((await client(a.url).post('/api/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    expect(
      (await client(b.url).post('/api/auth/refresh', { refreshToken: refreshed.body.data.refreshToken })).status,
    ).toBe(401);
  });

  it('an OTP issued by one instance is verified at the other', async () => {
    const login = await client(a.url).post<ItemResponse<{ user_id: number }>>('/api/auth/login', {
      phone: '9999999999',
      country_code: '+91',
    });
    expect(
      (await client(b.url).post('/api/auth/verify', { otp: '123456', user_id: login.body.data.user_id })).status,
    ).toBe(200);
  });
});
