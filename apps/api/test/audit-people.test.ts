/**
 * The Activity screen's person picker (`GET /v2/audit/people`): Compliance reads the trail without
 * `employees.read`, so it gets staff names and ids only, by name, filtered by what was typed; a role
 * without `audit.read` is refused, and no customer is listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffName } from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';

describe('staff names for the Activity person picker', () => {
  let server: TestServer;
  let compliance: ReturnType<typeof client>;
  let support: ReturnType<typeof client>;
  let operations: { id: number; name: string };

  beforeAll(async () => {
    server = await startServer();
    compliance = client(server.url, (await signIn(server.url, '9810000002')).token);
    support = client(server.url, (await signIn(server.url, '9810000003')).token);
    const ops = await signIn(server.url, '9810000001');
    operations = { id: ops.user.id, name: ops.user.name };
  });
  afterAll(async () => server?.close());

  it('gives Compliance (no employees.read) names and ids only, by name, matching what was typed', async () => {
    expect((await compliance.get('/api/v2/admin/employee')).status).toBe(403);

    const all = await compliance.get<{ data: StaffName[] }>('/api/v2/audit/people');
    expect(all.status).toBe(200);
    const names = all.body.data.map((person) => person.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    for (const person of all.body.data) expect(Object.keys(person).sort()).toEqual(['id', 'name']);

    const typed = operations.name.slice(0, 5).toLowerCase();
    const found = await compliance.get<{ data: StaffName[] }>(`/api/v2/audit/people?q=${encodeURIComponent(typed)}`);
    expect(found.body.data).toContainEqual(operations);
    expect(found.body.data.every((person) => person.name.toLowerCase().includes(typed))).toBe(true);
  });

  it('lists no customer, and refuses a role without audit.read', async () => {
    const customers = await client(server.url, (await signIn(server.url)).token).get<{
      data: { id: number; name: string }[];
    }>('/api/v2/customer?limit=5');
    const all = await compliance.get<{ data: StaffName[] }>('/api/v2/audit/people?limit=50');
    const ids = new Set(all.body.data.map((person) => person.id));
    for (const customer of customers.body.data) expect(ids.has(customer.id)).toBe(false);

    expect((await support.get('/api/v2/audit/people')).status).toBe(403);
  });
});
