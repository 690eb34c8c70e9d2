/**
 * One-time codes under attack: parallel guessing, login as a way around the resend
 * cooldown, and one client requesting codes for many accounts, across two API instances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, OtpChallenge } from '@admin/api-client/contract';
import { client } from './helpers/http';
import { startServer, startTwoInstances, TEST_OTP, type TestServer, type TwoInstances } from './helpers/server';

describe('OTP guessing and the login cooldown', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    server = await startServer({ fixedOtp: null });
    api = client(server.url);
  });
  afterAll(() => server.close());

  it('300 parallel wrong codes get at most 5 checks; the right code is then refused too', async () => {
    const login = await api.post<ItemResponse<OtpChallenge>>('/api/auth/login', {
      phone: '9810000000',
      country_code: '+91',
    });
    const userId = login.body.data.user_id;
    const right = server.otps.at(-1)?.otp ?? '';
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        api.post<{ message: string }>('/api/auth/verify', { otp: wrong, user_id: userId }),
      ),
    );
    // Each answer that compared the code says "Invalid OTP…"; the others were refused before comparing.
    const checked = answers.filter((a) => a.body.message.startsWith('Invalid OTP'));
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(295);
    expect((await api.post('/api/auth/verify', { otp: right, user_id: userId })).status).toBe(429);
  });

  it('a login right after an OTP waits for the resend cooldown (no fresh attempts for free)', async () => {
    expect((await api.post('/api/auth/login', { phone: '9810000001', country_code: '+91' })).status).toBe(200);
    const again = await api.post<{ message: string }>('/api/auth/login', { phone: '9810000001', country_code: '+91' });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP$/);
    const resend = await api.post<{ message: string }>('/api/auth/resend', { phone: '9810000001' });
    expect(resend.status).toBe(429);
    expect(resend.body.message).toMatch(/Please wait \d+ seconds/);
  });
});

describe('OTP requests per client, across instances', () => {
  let instances: TwoInstances;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    instances = await startTwoInstances({ otpClientLimit: 6 });
    ({ a: first, b: second } = instances);
  });
  afterAll(() => instances.close());

  it('lets one client request codes for 6 accounts, then answers 429 on either instance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? first : second;
      const res = await client(instance.url).post<{ message: string }>('/api/auth/login', {
        phone: `70000000${String(i).padStart(2, '0')}`,
        country_code: '+91',
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body.message).toBe('Too many OTP requests from this client. Try again in 15 minutes');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429]);
    // Registration and resend draw on the same allowance.
    expect((await client(first.url).post('/api/auth/resend', { phone: '7000000000' })).status).toBe(429);
  });
});

describe('OTP checks per client, across instances', () => {
  let instances: TwoInstances;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    instances = await startTwoInstances({ verifyClientLimit: 8 });
    ({ a: first, b: second } = instances);
  });
  afterAll(() => instances.close());

  it('lets one client check 8 codes against unknown ids, then answers 429 on either instance, the right code too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const instance = i % 2 === 0 ? first : second;
      const res = await client(instance.url).post<{ message: string }>('/api/auth/verify', {
        otp: '000000',
        user_id: 900_000 + i,
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body.message).toBe('Too many sign-in attempts from this client. Try again in 15 minutes');
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 429, 429, 429, 429]);
    const login = await client(first.url).post<ItemResponse<OtpChallenge>>('/api/auth/login', {
      phone: '9999999999',
      country_code: '+91',
    });
    expect(login.status).toBe(200);
    const verify = await client(second.url).post('/api/auth/verify', {
      otp: TEST_OTP,
      user_id: login.body.data.user_id,
    });
    expect(verify.status).toBe(429);
  });
});
