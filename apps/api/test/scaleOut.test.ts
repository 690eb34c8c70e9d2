import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, RefreshResult } from '@admin/api-client';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { createTestDatabase, startOn, type TestDatabase, type TestServer } from './helpers/server';
import type { Database } from '../src/db/connection';

/** Two instances on one database: nothing about a session lives in an instance's memory. */
describe('two instances, one database', () => {
  let database: TestDatabase;
  const opened: Database[] = [];
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    // No JWT_SECRET: both instances must agree on the secret generated and stored in the database.
    database = await createTestDatabase({ jwtSecret: null });
    for (let i = 0; i < 2; i++) opened.push(await database.open());
    a = await startOn(database.config, { database: opened[0] });
    b = await startOn(database.config, { database: opened[1] });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    if (database.config.databaseUrl) for (const db of opened) await db.close();
    await database.drop();
  });

  it('a refresh token issued by one instance is redeemed at the other, and its reuse is caught there too', async () => {
    const session = await signIn(a.url);
    expect((await client(b.url, session.token).get('/api/auth/me')).status).toBe(200);
    const refreshed = await client(b.url).post<ItemResponse<RefreshResult>>('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await client(a.url, refreshed.body.data.accessToken).get('/api/v2/order')).status).toBe(200);
    expect((await client(a.url).post('/api/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await client(b.url).post('/api/auth/refresh', { refreshToken: refreshed.body.data.refreshToken })).status).toBe(401);
  });

  it('an OTP issued by one instance is verified at the other', async () => {
    const login = await client(a.url).post<ItemResponse<{ user_id: number }>>('/api/auth/login', { phone: '9999999999', country_code: '+91' });
    expect((await client(b.url).post('/api/auth/verify', { otp: '123456', user_id: login.body.data.user_id })).status).toBe(200);
  });
});
