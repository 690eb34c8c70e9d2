/**
 * Reveal has a per-user rate: 20 customers an hour by default, counted over any 60 minutes and
 * across parallel calls, 429 with a clear message past it, and a metric to alert on.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, ListResponse } from '@admin/api-client/contract';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/connection';
import { auditEntries } from '../src/db/schema';
import { signIn } from './helpers/auth';
import { call } from './helpers/http';
import { createTestDatabase, startOn, type TestDatabase, type TestServer } from './helpers/server';

const METRICS_TOKEN = 'metrics-token-for-the-reveal-test';

describe('the reveal limit', () => {
  let database: TestDatabase;
  let opened: Database;
  let server: TestServer;
  let customerIds: number[];
  const log: Record<string, unknown>[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ logLevel: 'warn', metricsToken: METRICS_TOKEN });
    opened = await database.open();
    server = await startOn(database.config, {
      database: opened,
      logStream: { write: (line) => void log.push(JSON.parse(line) as Record<string, unknown>) },
    });
    const { token } = await signIn(server.url);
    customerIds = (
      await call<ListResponse<Customer>>(server.url, 'GET', '/api/v2/customer?limit=30', { token })
    ).body.data.map((c) => c.id);
  });
  afterAll(async () => {
    await server.close();
    if (opened.engine === 'postgres') await opened.close();
    await database.drop();
  });

  const reveal = (token: string, id: number) =>
    call<{ message?: string }>(server.url, 'POST', `/api/v2/customer/${id}/reveal`, { token });
  const limitHits = async () => {
    const text = await (
      await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return Number(/^admin_reveal_limit_reached_total (\d+)$/m.exec(text)?.[1]);
  };

  it('is 20 an hour by default', () => {
    expect(loadConfig({}).revealLimitPerHour).toBe(20);
    expect(loadConfig({ REVEAL_LIMIT_PER_HOUR: '5' }).revealLimitPerHour).toBe(5);
  });

  it('answers the 21st reveal of the hour 429 with a clear message, counts it, and leaves other staff alone', async () => {
    const compliance = await signIn(server.url, '9810000002');
    const before = await limitHits();
    for (const id of customerIds.slice(0, 20)) expect((await reveal(compliance.token, id)).status).toBe(200);
    const refused = await reveal(compliance.token, customerIds[20]!);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^You have revealed 20 customers' PAN and bank details in the last hour, the most allowed\. Try again in (60|59) minutes\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await limitHits()).toBe(before + 1);
    expect(log.some((line) => line.msg === 'Reveal limit reached' && line.userId === compliance.user.id)).toBe(true);
    // Someone else's hour is their own.
    const admin = await signIn(server.url);
    expect((await reveal(admin.token, customerIds[20]!)).status).toBe(200);

    // Once the oldest reveals are more than an hour old, places free up again.
    await opened.db
      .update(auditEntries)
      .set({ at: sql`${auditEntries.at} - interval '61 minutes'` })
      .where(and(eq(auditEntries.actor_id, compliance.user.id), eq(auditEntries.action, 'pan_reveal')));
    expect((await reveal(compliance.token, customerIds[20]!)).status).toBe(200);
  });

  it('holds for parallel reveals: 25 at once give 20 answers and 5 refusals', async () => {
    const officer = await signIn(server.url, '9810000008');
    const answers = await Promise.all(customerIds.slice(0, 25).map((id) => reveal(officer.token, id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});
