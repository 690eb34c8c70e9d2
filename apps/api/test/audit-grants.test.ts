/**
 * The production grants of the audit trail, on PostgreSQL only (`scripts/test-postgres.sh`): after
 * src/db/roles/audit-grants.sql, the API's role may INSERT and SELECT entries but neither UPDATE,
 * DELETE nor TRUNCATE them, an API started as that role signs in and records changes, and only
 * the maintenance role deletes entries past the retention. The grants are printed into the run's output.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, ListResponse, Order } from '@admin/api-client/contract';
import { deleteExpiredEntries, retentionDays } from '../src/audit/retention';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { createTestDatabase, startOn, type TestDatabase, type TestServer } from './helpers/server';

const GRANTS_FILE = path.join(import.meta.dirname, '../src/db/roles/audit-grants.sql');

describe('the retention setting', () => {
  it('keeps entries forever unless a number of days is set', () => {
    expect(retentionDays(undefined)).toBeNull();
    expect(retentionDays('')).toBeNull();
    expect(retentionDays('0')).toBeNull();
    expect(retentionDays('365')).toBe(365);
    expect(() => retentionDays('a year')).toThrow(/whole number of days/);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the audit trail grants on PostgreSQL', () => {
  let database: TestDatabase;
  let owner: TestServer;
  let asApi: TestServer;
  const clients: pg.Client[] = [];
  const connectAs = async (role: string) => {
    const url = new URL(database.config.databaseUrl ?? '');
    url.username = role;
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    clients.push(c);
    return c;
  };
  const refused = async (c: pg.Client, statement: string) => {
    const error = await c.query(statement).then(
      () => null,
      (e: { code?: string }) => e,
    );
    expect(error?.code, statement).toBe('42501');
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // The owner migrates and seeds, as a deployment's migration step does.
    owner = await startOn(database.config);
    const ownerClient = await connectAs(new URL(database.config.databaseUrl ?? '').username || 'postgres');
    await ownerClient.query(await fs.readFile(GRANTS_FILE, 'utf8'));
    const url = new URL(database.config.databaseUrl ?? '');
    url.username = 'admin_api';
    asApi = await startOn({ ...database.config, databaseUrl: url.toString() });
  });
  afterAll(async () => {
    await asApi?.close();
    await owner?.close();
    for (const c of clients) await c.end();
    await database?.drop();
  });

  it('grants the API role only INSERT and SELECT on the trail, the maintenance role only SELECT and DELETE', async () => {
    // As the owner: role_table_grants shows a role only its own grants.
    const c = await connectAs(new URL(database.config.databaseUrl ?? '').username || 'postgres');
    const { rows } = await c.query<{ grantee: string; privilege_type: string }>(
      `select grantee, privilege_type from information_schema.role_table_grants
       where table_name = 'audit_entries' and grantee in ('admin_api', 'admin_audit_retention') order by grantee, privilege_type`,
    );
    console.log(
      `Grants on audit_entries (information_schema.role_table_grants):\n${rows.map((r) => `  ${r.grantee.padEnd(22)} ${r.privilege_type}`).join('\n')}`,
    );
    expect(rows).toEqual([
      { grantee: 'admin_api', privilege_type: 'INSERT' },
      { grantee: 'admin_api', privilege_type: 'SELECT' },
      { grantee: 'admin_audit_retention', privilege_type: 'DELETE' },
      { grantee: 'admin_audit_retention', privilege_type: 'SELECT' },
    ]);
  });

  it('lets the API role append and read entries, and refuses it any change or removal', async () => {
    const c = await connectAs('admin_api');
    const inserted = await c.query<{ id: string }>(
      `insert into audit_entries (action, record_type, record_id, record_label, note) values ('update', 'setting', '1', 'Setting test', 'by the API role') returning id`,
    );
    const id = inserted.rows[0]?.id;
    expect((await c.query('select note from audit_entries where id = $1', [id])).rows).toEqual([
      { note: 'by the API role' },
    ]);
    await refused(c, `update audit_entries set note = 'rewritten' where id = ${id}`);
    await refused(c, `delete from audit_entries where id = ${id}`);
    await refused(c, 'truncate audit_entries');
    await expect(deleteExpiredEntries(c, 0)).rejects.toMatchObject({ code: '42501' });
    expect((await c.query('select note from audit_entries where id = $1', [id])).rows).toEqual([
      { note: 'by the API role' },
    ]);
  });

  it('runs the API as that role: changes and sign-ins are recorded', async () => {
    const session = await signIn(asApi.url, '9810000001');
    const api = client(asApi.url, session.token);
    const order = (await api.get<ListResponse<Order>>('/api/v2/order?status=Booked&limit=1')).body.data[0];
    expect(
      (await api.put('/api/order/status', { order_id: order?.id, status: 'Document_Signature_Pending' })).status,
    ).toBe(200);
    const admin = client(asApi.url, (await signIn(asApi.url)).token);
    const [entry] = (
      await admin.get<ListResponse<AuditEntry>>(`/api/v2/audit?record_type=order&record_id=${order?.id}`)
    ).body.data;
    expect(entry).toMatchObject({ action: 'status_change', actor: { role: 'Operations' } });
    expect(
      (await admin.get<ListResponse<AuditEntry>>('/api/v2/audit?action=sign_in&limit=1')).body.pager.totalItems,
    ).toBeGreaterThan(0);
  });

  it('lets only the maintenance role delete entries past the retention', async () => {
    const ownerClient = await connectAs(new URL(database.config.databaseUrl ?? '').username || 'postgres');
    await ownerClient.query(
      `insert into audit_entries (at, action, record_type, record_id, record_label) values (now() - interval '400 days', 'update', 'setting', '1', 'Setting old')`,
    );
    const maintenance = await connectAs('admin_audit_retention');
    const before = Number(
      (await maintenance.query<{ n: string }>('select count(*) as n from audit_entries')).rows[0]?.n,
    );
    expect(await deleteExpiredEntries(maintenance, 365)).toBe(1);
    expect(Number((await maintenance.query<{ n: string }>('select count(*) as n from audit_entries')).rows[0]?.n)).toBe(
      before - 1,
    );
    // It may touch nothing else.
    await refused(maintenance, 'select * from users limit 1');
    await refused(maintenance, `update audit_entries set note = 'x'`);
  });
});
