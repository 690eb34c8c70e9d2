/**
 * Roles are managed with `roles.manage` (held by Admin), not with `employees.write`: a role holding
 * only the employee permissions cannot rename the Admin role or change anyone's permissions. The
 * system roles (Admin, Customer) keep their names, whoever asks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, ListResponse, Role, StaffUser } from '@admin/api-client/contract';
import { PERMISSIONS } from '@admin/api-client/contract';
import type { Database } from '../src/db/connection';
import { roles } from '../src/db/schema';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { createTestDatabase, startOn, startServer, type TestDatabase, type TestServer } from './helpers/server';

type Api = ReturnType<typeof client>;

const missingRolesManage = {
  status: 403,
  body: { message: 'Missing permission: roles.manage', code: 'forbidden', permission: 'roles.manage' },
};

describe('roles.manage', () => {
  let server: TestServer;
  let admin: Api;
  let people: Api;
  const role = async (id: number) => (await admin.get<ItemResponse<Role>>(`/api/role/${id}`)).body.data;

  beforeAll(async () => {
    server = await startServer();
    admin = client(server.url, (await signIn(server.url)).token);
    // A role holding every employee permission, and nothing about roles.
    const team = (await admin.post<ItemResponse<Role>>('/api/role', { name: 'People team' })).body.data;
    expect(
      (await admin.edit(`/api/role/${team.id}`, { permissions: ['employees.read', 'employees.write'] })).status,
    ).toBe(200);
    await admin.post('/api/v2/admin/employee', {
      name: 'Pat People',
      phone: '9000000500',
      email: 'pat@example.com',
      role: team.id,
    });
    people = client(server.url, (await signIn(server.url, '9000000500')).token);
  });
  afterAll(() => server.close());

  it('is the Admin role’s, and only it holds it among the seeded roles', async () => {
    const roles = (await admin.get<ListResponse<Role>>('/api/role?limit=100')).body.data;
    expect(roles.filter((r) => r.permissions.includes('roles.manage')).map((r) => r.name)).toEqual(['Admin']);
    expect((await admin.get<ItemResponse<StaffUser>>('/api/auth/me')).body.data.permissions).toEqual([...PERMISSIONS]);
  });

  it('without it, employees.write renames no role and changes no permissions (403 roles.manage)', async () => {
    expect(await people.put('/api/role/1', { name: 'Pwned' })).toMatchObject(missingRolesManage);
    expect(await people.put('/api/role/6', { name: 'Helpdesk', description: 'Renamed' })).toMatchObject(
      missingRolesManage,
    );
    expect(await people.put('/api/role/6', { permissions: ['projects.read'] })).toMatchObject(missingRolesManage);
    expect(await people.post('/api/role', { name: 'Shadow admins' })).toMatchObject(missingRolesManage);
    expect(await role(1)).toMatchObject({ name: 'Admin', permissions: [...PERMISSIONS] });
    expect(await role(6)).toMatchObject({ name: 'Support', description: 'Answers customers' });
    expect((await admin.get<ListResponse<Role>>('/api/role?limit=100')).body.data.map((r) => r.name)).not.toContain(
      'Shadow admins',
    );
    // Employees are still theirs to manage.
    expect((await people.get('/api/v2/admin/employee')).status).toBe(200);
  });

  it('the system roles keep their names: renaming Admin or Customer is a 400, even by an Admin', async () => {
    expect(await admin.edit('/api/role/1', { name: 'Superusers' })).toMatchObject({
      status: 400,
      body: { message: 'name: the Admin role is a system role; its name cannot be changed' },
    });
    expect(await admin.edit('/api/role/2', { name: 'Investors' })).toMatchObject({
      status: 400,
      body: { message: 'name: the Customer role is a system role; its name cannot be changed' },
    });
    expect((await role(1)).name).toBe('Admin');
    expect((await role(2)).name).toBe('Customer');
    // Their description may change, and their own name may be sent back as it is (the form does).
    expect(await admin.edit('/api/role/1', { name: 'Admin', description: 'Runs the back office' })).toMatchObject({
      status: 200,
      body: { data: { name: 'Admin', description: 'Runs the back office' } },
    });
  });

  it('other roles may be renamed by a holder; every role says whether it is a system role', async () => {
    expect(await admin.edit('/api/role/6', { name: 'Helpdesk' })).toMatchObject({
      status: 200,
      body: { data: { name: 'Helpdesk', is_system: false } },
    });
    const roles = (await admin.get<ListResponse<Role>>('/api/role?limit=100')).body.data;
    expect(roles.filter((r) => r.is_system).map((r) => r.id)).toEqual([1, 2]);
  });
});

describe('migration 0006 on a database seeded before roles.manage existed', () => {
  let database: TestDatabase;
  let opened: Database;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await database.open();
    // Migrated and seeded as the API does on start.
    server = await startOn(database.config, { database: opened });
  });
  afterAll(async () => {
    await server.close();
    if (database.config.databaseUrl) await opened.close();
    await database.drop();
  });

  it('gives the Admin role roles.manage once, and nobody else', async () => {
    const admin = async () =>
      (await opened.db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, 1)))[0]?.permissions;
    // As such a database holds it: the Admin role with every earlier permission.
    await opened.db
      .update(roles)
      .set({ permissions: PERMISSIONS.filter((p) => p !== 'roles.manage') })
      .where(eq(roles.id, 1));
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../src/db/migrations/0006_roles_manage.sql'),
      'utf8',
    );
    await opened.db.execute(sql.raw(migration));
    await opened.db.execute(sql.raw(migration));
    expect([...((await admin()) ?? [])].sort()).toEqual([...PERMISSIONS].sort());
    const holders = await opened.db
      .select({ id: roles.id })
      .from(roles)
      .where(sql`'roles.manage' = any(${roles.permissions})`);
    expect(holders).toEqual([{ id: 1 }]);
  });
});
