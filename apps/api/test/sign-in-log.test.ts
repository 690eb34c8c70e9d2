/**
 * The failed sign-in log is deduplicated per target account and address, and per address for
 * attempts naming no account: a made-up phone tried first cannot hide the officer whose codes are
 * guessed next.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, ItemResponse, ListResponse, OtpChallenge } from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { call } from './helpers/http';
import { startServer, TEST_OTP, type TestServer } from './helpers/server';

describe('failed sign-ins in the trail', () => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startServer();
    adminToken = (await signIn(server.url)).token;
  });
  afterAll(() => server.close());

  const failures = async () =>
    (
      await call<ListResponse<AuditEntry>>(server.url, 'GET', '/api/v2/audit?action=sign_in_failed&limit=100', {
        token: adminToken,
      })
    ).body.data;
  const wrongCodes = async (phone: string, times: number) => {
    const login = await call<ItemResponse<OtpChallenge>>(server.url, 'POST', '/api/auth/login', {
      body: { phone, country_code: '+91' },
    });
    expect(login.status).toBe(200);
    for (let i = 0; i < times; i++) {
      const wrong = String((Number(TEST_OTP) + 1 + i) % 1_000_000).padStart(6, '0');
      const verify = await call(server.url, 'POST', '/api/auth/verify', {
        body: { otp: wrong, user_id: login.body.data.user_id },
      });
      // 400 a wrong code; 429 once the code has had its five checks.
      expect([400, 429]).toContain(verify.status);
    }
  };

  it('names the officer whose codes were guessed after a decoy phone, once a minute per officer and address', async () => {
    const before = (await failures()).length;
    // The decoy: a made-up number first, from the same address.
    expect(
      (await call(server.url, 'POST', '/api/auth/login', { body: { phone: '5550000001', country_code: '+91' } }))
        .status,
    ).toBe(404);
    // The target: five wrong codes against a Compliance officer.
    await wrongCodes('9810000002', 5);
    // More unknown numbers and ids from that address add nothing.
    expect(
      (await call(server.url, 'POST', '/api/auth/login', { body: { phone: '5550000002', country_code: '+91' } }))
        .status,
    ).toBe(404);
    expect(
      (await call(server.url, 'POST', '/api/auth/verify', { body: { otp: '000000', user_id: 999_999 } })).status,
    ).toBe(404);
    // A second officer tried from the same address is named too.
    await wrongCodes('9810000008', 2);

    const written = (await failures()).slice(0, (await failures()).length - before).reverse();
    expect(written.map((entry) => [entry.record_id, entry.actor?.name ?? null])).toEqual([
      ['+91 5550000001', null],
      ['+91 9810000002', expect.any(String)],
      ['+91 9810000008', 'Priya Raman'],
    ]);
    expect(written[1]).toMatchObject({ actor: { role: 'Compliance' }, note: expect.stringMatching(/^Invalid OTP/) });
  });
});
