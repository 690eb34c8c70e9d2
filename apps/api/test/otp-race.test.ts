/**
 * The OTP throttle (30 s between codes, 5 per user per 15 minutes) holds under parallel requests:
 * ten logins for one user at the same moment issue exactly one code, on one instance and across
 * two instances on one database. Runs without FIXED_OTP, which relaxes the throttle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './helpers/http';
import { startServer, startTwoInstances, type TestServer, type TwoInstances } from './helpers/server';

const login = { phone: '9810000001', country_code: '+91' };
const PARALLEL = 10;

const statusCounts = (statuses: number[]) => ({
  ok: statuses.filter((s) => s === 200).length,
  throttled: statuses.filter((s) => s === 429).length,
});

describe('parallel logins on one instance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ fixedOtp: null });
  });
  afterAll(() => server.close());

  it('ten parallel logins for one user issue exactly one code; the others wait for the cooldown', async () => {
    const api = client(server.url);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => api.post<{ message: string }>('/api/auth/login', login)),
    );
    expect(statusCounts(answers.map((a) => a.status))).toEqual({ ok: 1, throttled: PARALLEL - 1 });
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP$/);
    }
    expect(server.otps).toHaveLength(1);
  });
});

describe('parallel logins across two instances', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances({ fixedOtp: null });
  });
  afterAll(() => instances.close());

  it('ten parallel logins spread over two instances issue exactly one code', async () => {
    const { a, b } = instances;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => client(i % 2 === 0 ? a.url : b.url).post('/api/auth/login', login)),
    );
    expect(statusCounts(answers.map((x) => x.status))).toEqual({ ok: 1, throttled: PARALLEL - 1 });
    expect(a.otps.length + b.otps.length).toBe(1);
  });
});

describe('parallel logins against the per-user cap', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    // No cooldown, so only the cap of 5 codes per user per 15 minutes decides.
    instances = await startTwoInstances({ fixedOtp: null }, { otpThrottle: { maxPerWindow: 5, resendCooldownMs: 0 } });
  });
  afterAll(() => instances.close());

  it('ten parallel logins over two instances issue exactly five codes, the cap', async () => {
    const { a, b } = instances;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        client(i % 2 === 0 ? a.url : b.url).post<{ message: string }>('/api/auth/login', login),
      ),
    );
    expect(statusCounts(answers.map((x) => x.status))).toEqual({ ok: 5, throttled: PARALLEL - 5 });
    for (const refused of answers.filter((x) => x.status === 429)) {
      expect(refused.body.message).toBe('Too many OTP requests. Try again in 15 minutes');
    }
    expect(a.otps.length + b.otps.length).toBe(5);
  });
});
