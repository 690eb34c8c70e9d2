import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, OtpChallenge, RefreshResult, StaffUser, VerifyResult } from '@admin/api-client/contract';
import { mintToken, sessionOf, signIn } from './helpers/auth';
import { client } from './helpers/http';
import { ADMIN_PHONE, startServer, TEST_OTP, type TestServer } from './helpers/server';

const CUSTOMER_PHONE = '7000000000';

describe('auth', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    // No refresh reuse window: an immediate replay is reuse here (the window has refresh-reuse.test.ts).
    server = await startServer({ refreshReuseWindowSeconds: 0 });
    api = client(server.url);
  });
  afterAll(() => server.close());

  it('answers health without a token', async () => {
    expect(await api.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('login creates an OTP bound to the user, valid 10 minutes at most', async () => {
    const before = Date.now();
    const res = await api.post<ItemResponse<OtpChallenge>>('/api/auth/login', {
      phone: ADMIN_PHONE,
      country_code: '+91',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user_id).toBe(1);
    const expires = Date.parse(res.body.data.otpExpireAt);
    expect(expires).toBeGreaterThan(before);
    expect(expires).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    expect(server.otps.at(-1)).toMatchObject({ userId: 1, otp: TEST_OTP });
  });

  it('verify returns an access token, a refresh token and the staff user; me answers with it', async () => {
    const session = await signIn(server.url);
    expect(session.token.split('.')).toHaveLength(3);
    expect(session.refreshToken).toMatch(/^rt_/);
    expect(session.user).toMatchObject({ id: 1, phone: ADMIN_PHONE, role: 1, role_data: { id: 1, name: 'Admin' } });
    const me = await client(server.url, session.token).get<ItemResponse<StaffUser>>('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(session.user);
  });

  it('an OTP is single use', async () => {
    const login = await api.post<ItemResponse<OtpChallenge>>('/api/auth/login', {
      phone: ADMIN_PHONE,
      country_code: '+91',
    });
    const body = { otp: TEST_OTP, user_id: login.body.data.user_id };
    expect((await api.post('/api/auth/verify', body)).status).toBe(200);
    const again = await api.post('/api/auth/verify', body);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: expect.stringMatching(/No active OTP/) });
  });

  it('unknown phone → 404; bad phone → 400 naming the field', async () => {
    expect(await api.post('/api/auth/login', { phone: '1234567890', country_code: '+91' })).toMatchObject({
      status: 404,
      body: { message: 'No account found for this phone number' },
    });
    const bad = await api.post('/api/auth/login', { phone: 'abc', country_code: '+91' });
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(/^phone/);
    const missing = await api.post('/api/auth/login', {});
    expect(missing.body).toEqual({ message: 'phone is required' });
    expect((await api.post('/api/auth/verify', { otp: '12', user_id: 1 })).body).toEqual({
      message: 'otp: Invalid OTP: expected 6 digits',
    });
  });

  it('register creates a Customer and sends an OTP; the phone cannot be registered twice', async () => {
    const body = { phone: '8123456789', country_code: '+91', name: 'Neha Rao', email: 'neha@example.com' };
    const res = await api.post<ItemResponse<OtpChallenge>>('/api/auth/register', body);
    expect(res.status).toBe(201);
    const verify = await api.post<ItemResponse<VerifyResult>>('/api/auth/verify', {
      otp: TEST_OTP,
      user_id: res.body.data.user_id,
    });
    expect(verify.body.data.user).toMatchObject({ role: 2, role_data: { id: 2, name: 'Customer' }, status: 'Active' });
    expect(await api.post('/api/auth/register', body)).toMatchObject({ status: 409 });
    expect((await api.post('/api/auth/register', { ...body, phone: '8123450000', email: 'nope' })).body).toEqual({
      message: expect.stringMatching(/^email/),
    });
  });

  it('with FIXED_OTP a resend right after login is allowed (demos and browser tests)', async () => {
    await api.post('/api/auth/login', { phone: '9810000004', country_code: '+91' });
    const resend = await api.post<ItemResponse<OtpChallenge>>('/api/auth/resend', { phone: '9810000004' });
    expect(resend.status).toBe(200);
    expect((await api.post('/api/auth/verify', { otp: TEST_OTP, user_id: resend.body.data.user_id })).status).toBe(200);
  });

  it('a Customer token is refused on admin endpoints with 403', async () => {
    const customer = await signIn(server.url, CUSTOMER_PHONE);
    const asCustomer = client(server.url, customer.token);
    expect(await asCustomer.get('/api/v2/admin/project')).toMatchObject({
      status: 403,
      body: { message: expect.any(String) },
    });
    expect((await asCustomer.get('/api/auth/me')).status).toBe(403);
  });

  it('missing, malformed, expired or foreign-signed tokens get 401 with a message', async () => {
    expect(await api.get('/api/v2/order')).toMatchObject({ status: 401, body: { message: 'Missing bearer token' } });
    expect(await client(server.url, 'not.a.jwt').get('/api/v2/order')).toMatchObject({
      status: 401,
      body: { message: 'Invalid access token' },
    });
    const expired = await mintToken(1, -1);
    expect(await client(server.url, expired).get('/api/v2/order')).toMatchObject({
      status: 401,
      body: { message: 'Access token expired' },
    });
    const session = sessionOf((await signIn(server.url)).token);
    const foreign = await mintToken(1, 600, { secret: 'another-secret-another-secret-another', sessionId: session });
    expect((await client(server.url, foreign).get('/api/v2/order')).status).toBe(401);
    const valid = await mintToken(1, 600, { sessionId: session });
    expect((await client(server.url, valid).get('/api/v2/order')).status).toBe(200);
    const ghost = await mintToken(999_999, 600, { sessionId: session });
    expect((await client(server.url, ghost).get('/api/v2/order')).status).toBe(401);
  });

  it('refresh rotates; reusing an old refresh token revokes the family', async () => {
    const session = await signIn(server.url);
    const first = await api.post<ItemResponse<RefreshResult>>('/api/auth/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.accessToken.split('.')).toHaveLength(3);
    expect(first.body.data.refreshToken).not.toBe(session.refreshToken);
    expect((await client(server.url, first.body.data.accessToken).get('/api/auth/me')).status).toBe(200);

    const reuse = await api.post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(reuse.status).toBe(401);
    // The whole family is revoked: the successor no longer works either.
    expect((await api.post('/api/auth/refresh', { refreshToken: first.body.data.refreshToken })).status).toBe(401);
    expect(await api.post('/api/auth/refresh', { refreshToken: 'rt_unknown' })).toMatchObject({
      status: 401,
      body: { message: 'Invalid refresh token' },
    });
    expect(await api.post('/api/auth/refresh', {})).toMatchObject({
      status: 400,
      body: { message: 'refreshToken is required' },
    });
  });

  it('logout revokes the refresh token', async () => {
    const session = await signIn(server.url);
    expect((await api.post('/api/auth/logout', { refreshToken: session.refreshToken })).status).toBe(200);
    expect((await api.post('/api/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
  });
});

describe('auth with random OTPs (no FIXED_OTP)', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    // No cooldown here, so these tests can log in repeatedly; otp-abuse.test.ts covers the cooldown.
    server = await startServer({ fixedOtp: null }, { otpThrottle: { maxPerWindow: 5, resendCooldownMs: 0 } });
    api = client(server.url);
  });
  afterAll(() => server.close());

  const login = async (phone: string) =>
    (await api.post<ItemResponse<OtpChallenge>>('/api/auth/login', { phone, country_code: '+91' })).body.data.user_id;

  it('issues random 6-digit OTPs and only the latest one is valid', async () => {
    const userId = await login(ADMIN_PHONE);
    const first = server.otps.at(-1)?.otp ?? '';
    expect(first).toMatch(/^\d{6}$/);
    await login(ADMIN_PHONE);
    const second = server.otps.at(-1)?.otp ?? '';
    if (first !== second)
      expect((await api.post('/api/auth/verify', { otp: first, user_id: userId })).status).toBe(400);
    expect((await api.post('/api/auth/verify', { otp: second, user_id: userId })).status).toBe(200);
  });

  it('five wrong attempts burn the OTP; a new one is needed', async () => {
    const userId = await login('9810000000');
    const right = server.otps.at(-1)?.otp ?? '';
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      expect(await api.post('/api/auth/verify', { otp: wrong, user_id: userId })).toMatchObject({
        status: 400,
        body: { message: `Invalid OTP. ${5 - i} attempt${5 - i === 1 ? '' : 's'} left` },
      });
    }
    expect((await api.post('/api/auth/verify', { otp: wrong, user_id: userId })).status).toBe(429);
    expect((await api.post('/api/auth/verify', { otp: right, user_id: userId })).status).toBe(429);
  });

  it('resend sends a new OTP to a user without a recent one', async () => {
    const res = await api.post<ItemResponse<OtpChallenge>>('/api/auth/resend', { phone: '9810000003' });
    expect(res.status).toBe(200);
    const otp = server.otps.at(-1);
    expect(otp).toMatchObject({ userId: res.body.data.user_id, phone: '9810000003' });
    expect((await api.post('/api/auth/verify', { otp: otp?.otp, user_id: res.body.data.user_id })).status).toBe(200);
  });

  it('resend answers 404 for an unknown phone', async () => {
    expect((await api.post('/api/auth/resend', { phone: '1111111' })).status).toBe(404);
  });

  it('caps OTPs per user per window', async () => {
    for (let i = 0; i < 5; i++)
      expect((await api.post('/api/auth/login', { phone: '9810000002', country_code: '+91' })).status).toBe(200);
    expect((await api.post('/api/auth/login', { phone: '9810000002', country_code: '+91' })).status).toBe(429);
  });
});
