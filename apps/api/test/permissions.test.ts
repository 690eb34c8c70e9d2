/**
 * Access control: the abuses found against the first API, each written out by hand, then
 * every admin route against every seeded role. The expectations here are written independently of
 * src/modules/route-permissions.ts (the table they test): the route list names each route's
 * permission, and the grants are the role matrix (ROLE_MATRIX in the contract, which the README's
 * table is checked against).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Customer,
  Employee,
  ItemResponse,
  ListResponse,
  Permission,
  Project,
  Role,
  StaffUser,
} from '@admin/api-client/contract';
import { MATRIX_ROLES, type MatrixRole, matrixPermissionsOf, PERMISSIONS } from '@admin/api-client/contract';
import { assertRouteInTable } from '../src/auth/guard';
import { ROUTE_PERMISSIONS } from '../src/modules/route-permissions';
import { mintToken, sessionOf, signIn } from './helpers/auth';
import { call, client } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';
import { addEmployee, SEED_SECOND_ADMIN_PHONE } from './helpers/staff';

const PHONES = {
  Admin: '9999999999',
  Manager: '9810000000',
  Operations: '9810000001',
  Compliance: '9810000002',
  Support: '9810000003',
  SecondAdmin: '9810000004',
  Customer: '7000000000',
} as const;

type Api = ReturnType<typeof client>;

const forbiddenBody = (permission: Permission) => ({
  message: `Missing permission: ${permission}`,
  code: 'forbidden',
  permission,
});

describe('repro: what staff could do before, refused now', () => {
  let server: TestServer;
  let admin: Api;
  let support: Api;
  let compliance: Api;
  let operations: Api;
  let adminId: number;
  let supportId: number;
  beforeAll(async () => {
    server = await startServer();
    const a = await signIn(server.url, PHONES.Admin);
    const s = await signIn(server.url, PHONES.Support);
    admin = client(server.url, a.token);
    support = client(server.url, s.token);
    compliance = client(server.url, (await signIn(server.url, PHONES.Compliance)).token);
    operations = client(server.url, (await signIn(server.url, PHONES.Operations)).token);
    adminId = a.user.id;
    supportId = s.user.id;
  });
  afterAll(() => server.close());

  const employee = async (id: number) =>
    (await admin.get<ItemResponse<Employee>>(`/api/v2/admin/employee/${id}`)).body.data;

  it('Support cannot promote itself to Admin', async () => {
    const res = await support.put(`/api/v2/admin/employee/${supportId}`, { role: 1 });
    expect(res).toMatchObject({ status: 403, body: forbiddenBody('employees.write') });
    expect((await employee(supportId)).role).toBe(6);
  });

  it('Support cannot create an Admin', async () => {
    const res = await support.post('/api/v2/admin/employee', {
      name: 'Mallory',
      phone: '9000000666',
      email: 'mallory@example.com',
      role: 1,
    });
    expect(res).toMatchObject({ status: 403, body: forbiddenBody('employees.write') });
    const found = await admin.get<ListResponse<Employee>>('/api/v2/admin/employee?search=9000000666');
    expect(found.body.data).toEqual([]);
  });

  it("Support cannot change an Admin's phone", async () => {
    const res = await support.put(`/api/v2/admin/employee/${adminId}`, { phone: '9000000667' });
    expect(res).toMatchObject({ status: 403, body: forbiddenBody('employees.write') });
    expect((await employee(adminId)).phone).toBe(PHONES.Admin);
  });

  it('Support cannot deactivate or delete the seeded Admin', async () => {
    expect(await support.put(`/api/v2/admin/employee/${adminId}`, { status: 'Inactive' })).toMatchObject({
      status: 403,
      body: forbiddenBody('employees.write'),
    });
    expect(await support.delete(`/api/v2/admin/employee/${adminId}`)).toMatchObject({
      status: 403,
      body: forbiddenBody('employees.write'),
    });
    expect(await employee(adminId)).toMatchObject({ status: 'Active', deleted_at: null });
  });

  it('Compliance cannot hard-delete a project', async () => {
    const project = (await admin.get<ListResponse<Project>>('/api/v2/admin/project?limit=1')).body.data[0];
    if (!project) throw new Error('seed has projects');
    const res = await compliance.delete(`/api/v2/project/${project.id}?mode=hard`);
    expect(res).toMatchObject({ status: 403, body: forbiddenBody('projects.write') });
    expect((await admin.get<ItemResponse<Project>>(`/api/v2/project/${project.id}`)).body.data).toMatchObject({
      id: project.id,
      deleted_at: null,
    });
  });

  it('Operations cannot set KYC', async () => {
    const pending = (await admin.get<ListResponse<Customer>>('/api/v2/customer?kyc=pending&limit=1')).body.data[0];
    if (!pending) throw new Error('seed has a customer with pending KYC');
    const res = await operations.put(`/api/v2/customer/${pending.id}/kyc`, { verification: 'pan', status: 'verified' });
    expect(res).toMatchObject({ status: 403, body: forbiddenBody('kyc.decide') });
    const after = (await admin.get<ItemResponse<Customer>>(`/api/v2/customer/${pending.id}`)).body.data;
    expect(after.kyc).toEqual(pending.kyc);
  });

  it('nobody changes their own role or status, not even an Admin', async () => {
    expect(await admin.put(`/api/v2/admin/employee/${adminId}`, { role: 3 })).toMatchObject({
      status: 403,
      body: { message: 'You cannot change your own role or status', code: 'forbidden' },
    });
    expect(await admin.put(`/api/v2/admin/employee/${adminId}`, { status: 'Inactive' })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect(await admin.delete(`/api/v2/admin/employee/${adminId}`)).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect(await employee(adminId)).toMatchObject({ role: 1, status: 'Active' });
    // Their own name is theirs to fix.
    expect((await admin.edit(`/api/v2/admin/employee/${adminId}`, { name: 'Asha A. Admin' })).status).toBe(200);
  });

  it('the last active Admin cannot be demoted, deactivated or deleted', async () => {
    // A deputy holding every permission (so the escalation rule lets it act on Admins).
    const role = (await admin.post<ItemResponse<Role>>('/api/role', { name: 'Deputy' })).body.data;
    expect((await admin.edit(`/api/role/${role.id}`, { permissions: [...PERMISSIONS] })).status).toBe(200);
    // Its decide permissions, and the deputy's role, wait for the seed's other Admin (four eyes).
    const other = client(server.url, (await signIn(server.url, SEED_SECOND_ADMIN_PHONE)).token);
    expect((await other.post(`/api/role/${role.id}/confirm`, {})).status).toBe(200);
    await addEmployee(server.url, admin, {
      name: 'Dee Puty',
      phone: '9000000100',
      email: 'dee@example.com',
      role: role.id,
    });
    const deputy = client(server.url, (await signIn(server.url, '9000000100')).token);

    const second = (await admin.get<ListResponse<Employee>>(`/api/v2/admin/employee?search=${PHONES.SecondAdmin}`)).body
      .data[0];
    if (!second) throw new Error('seed has a second Admin');
    // Two active Admins: one may go.
    expect((await deputy.delete(`/api/v2/admin/employee/${second.id}`)).status).toBe(200);

    const lastAdmin = {
      status: 403,
      body: { message: 'The last active Admin cannot be demoted, deactivated or deleted', code: 'forbidden' },
    };
    expect(await deputy.put(`/api/v2/admin/employee/${adminId}`, { role: role.id })).toMatchObject(lastAdmin);
    expect(await deputy.put(`/api/v2/admin/employee/${adminId}`, { status: 'Inactive' })).toMatchObject(lastAdmin);
    expect(await deputy.put(`/api/v2/admin/employee/${adminId}`, { status: 'Blocked' })).toMatchObject(lastAdmin);
    expect(await deputy.delete(`/api/v2/admin/employee/${adminId}`)).toMatchObject(lastAdmin);
    expect(await employee(adminId)).toMatchObject({ role: 1, status: 'Active', deleted_at: null });
    expect((await admin.get('/api/auth/me')).status).toBe(200);
  });

  it('a holder of employees.write cannot hand out, or act on, more than it holds', async () => {
    const role = (await admin.post<ItemResponse<Role>>('/api/role', { name: 'People team' })).body.data;
    await admin.edit(`/api/role/${role.id}`, { permissions: ['employees.read', 'employees.write'] });
    await admin.post('/api/v2/admin/employee', {
      name: 'Pat People',
      phone: '9000000200',
      email: 'pat@example.com',
      role: role.id,
    });
    const people = client(server.url, (await signIn(server.url, '9000000200')).token);

    const makeAdmin = await people.post('/api/v2/admin/employee', {
      name: 'Eve',
      phone: '9000000201',
      email: 'eve@example.com',
      role: 1,
    });
    expect(makeAdmin).toMatchObject({ status: 403, body: { code: 'forbidden', permission: 'projects.read' } });
    expect((await people.put(`/api/v2/admin/employee/${adminId}`, { phone: '9000000202' })).status).toBe(403);
    expect(
      (await people.put(`/api/role/${role.id}`, { permissions: ['employees.read', 'employees.write', 'kyc.decide'] }))
        .status,
    ).toBe(403);
    expect((await people.put('/api/role/5', { permissions: [] })).status).toBe(403);
    expect((await employee(adminId)).phone).toBe(PHONES.Admin);
    expect((await admin.get<ItemResponse<Role>>('/api/role/5')).body.data.permissions).toContain('kyc.decide');
    // Within its own permissions it works: a colleague with the same role.
    expect(
      (
        await people.post('/api/v2/admin/employee', {
          name: 'Sam',
          phone: '9000000203',
          email: 'sam@example.com',
          role: role.id,
        })
      ).status,
    ).toBe(201);
  });
});

describe('roles carry permissions', () => {
  let server: TestServer;
  let admin: Api;
  beforeAll(async () => {
    server = await startServer();
    admin = client(server.url, (await signIn(server.url)).token);
  });
  afterAll(() => server.close());

  it('GET /role lists each role with its permissions', async () => {
    const roles = (await admin.get<ListResponse<Role>>('/api/role')).body.data;
    const byName = Object.fromEntries(roles.map((r) => [r.name, r.permissions]));
    expect(byName.Admin).toEqual([...PERMISSIONS]);
    expect(byName.Customer).toEqual([]);
    for (const role of MATRIX_ROLES) expect(byName[role], role).toEqual(matrixPermissionsOf(role));
  });

  it('a new role starts with none; PUT grants a list that takes effect on the next request', async () => {
    const created = await admin.post<ItemResponse<Role>>('/api/role', { name: 'Auditor', description: 'Reads orders' });
    expect(created).toMatchObject({
      status: 201,
      body: { data: { name: 'Auditor', permissions: [], is_staff: true } },
    });
    const id = created.body.data.id;
    await admin.post('/api/v2/admin/employee', {
      name: 'Audrey',
      phone: '9000000300',
      email: 'audrey@example.com',
      role: id,
    });
    const auditor = client(server.url, (await signIn(server.url, '9000000300')).token);
    expect(await auditor.get('/api/v2/order')).toMatchObject({ status: 403, body: forbiddenBody('orders.read') });
    expect((await auditor.get<ItemResponse<StaffUser>>('/api/auth/me')).body.data.permissions).toEqual([]);

    // Duplicates dropped, matrix order kept.
    const updated = await admin.edit<ItemResponse<Role>>(`/api/role/${id}`, {
      permissions: ['orders.read', 'customers.read', 'orders.read'],
    });
    expect(updated.body.data.permissions).toEqual(['orders.read', 'customers.read']);
    expect((await auditor.get('/api/v2/order')).status).toBe(200);
    expect((await auditor.get<ItemResponse<StaffUser>>('/api/auth/me')).body.data.permissions).toEqual([
      'orders.read',
      'customers.read',
    ]);
    expect((await admin.get<ListResponse<Role>>('/api/role')).body.data.find((r) => r.id === id)?.permissions).toEqual([
      'orders.read',
      'customers.read',
    ]);

    await admin.edit(`/api/role/${id}`, { permissions: [] });
    expect((await auditor.get('/api/v2/order')).status).toBe(403);
  });

  it('refuses unknown permissions, permissions for Customer, and trimming the Admin role', async () => {
    expect(await admin.put('/api/role/3', { permissions: ['projects.read', 'root'] })).toMatchObject({ status: 400 });
    expect(await admin.put('/api/role/2', { permissions: ['orders.read'] })).toMatchObject({ status: 400 });
    expect(await admin.put('/api/role/1', { permissions: ['orders.read'] })).toMatchObject({
      status: 409,
      body: { message: 'The Admin role always holds every permission' },
    });
    expect(
      (
        await admin.edit<ItemResponse<Role>>('/api/role/1', {
          description: 'Everything',
          permissions: [...PERMISSIONS],
        })
      ).status,
    ).toBe(200);
  });

  it('/auth/me carries the role and its permissions', async () => {
    const me = await client(server.url, (await signIn(server.url, PHONES.Compliance)).token).get<
      ItemResponse<StaffUser>
    >('/api/auth/me');
    expect(me.body.data).toMatchObject({
      role_data: { id: 5, name: 'Compliance' },
      permissions: matrixPermissionsOf('Compliance'),
    });
  });
});

/**
 * Every admin route with the permission it needs (written here by hand from the README, not read
 * from the table). Ids that exist nowhere, so an allowed call changes nothing (it answers 400/404).
 */
const ROUTES: [method: string, path: string, needs: Permission | 'any-staff'][] = [
  ['GET', '/api/v2/admin/project', 'projects.read'],
  ['GET', '/api/property/filter', 'projects.read'],
  ['GET', '/api/v2/project/999999', 'projects.read'],
  ['GET', '/api/project/project_metadata/risk/999999', 'projects.read'],
  ['POST', '/api/project', 'projects.write'],
  ['PUT', '/api/v2/project/999999', 'projects.write'],
  ['PUT', '/api/v2/project/status/999999', 'projects.write'],
  ['DELETE', '/api/v2/project/999999?mode=hard', 'projects.write'],
  ['POST', '/api/v2/project/999999/media', 'projects.write'],
  ['POST', '/api/v2/project/999999/media/file', 'projects.write'],
  ['POST', '/api/project/project_metadata', 'projects.write'],
  ['PUT', '/api/project/project_metadata/999999', 'projects.write'],
  ['DELETE', '/api/project/project_metadata/999999', 'projects.write'],
  ['GET', '/api/v2/company', 'companies.read'],
  ['GET', '/api/v2/company/999999', 'companies.read'],
  ['POST', '/api/v2/company', 'companies.write'],
  ['PUT', '/api/v2/company/999999', 'companies.write'],
  ['GET', '/api/v2/order', 'orders.read'],
  ['GET', '/api/order/report', 'orders.read'],
  ['GET', '/api/order/report/csv', 'orders.read'],
  ['POST', '/api/order/report/csv/link', 'orders.read'],
  ['POST', '/api/v2/order', 'orders.write'],
  ['GET', '/api/v2/order/filter', 'orders.read'],
  ['GET', '/api/order/999999', 'orders.read'],
  ['PUT', '/api/order/status', 'orders.write'],
  ['PUT', '/api/order/999999/assignee', 'orders.write'],
  ['POST', '/api/order/addCoverImageOrder/999999', 'orders.write'],
  ['POST', '/api/order/update-order-time-status/999999', 'orders.write'],
  ['GET', '/api/wallet/transactionsfilter', 'orders.read'],
  ['GET', '/api/v2/transaction', 'orders.read'],
  ['GET', '/api/v2/transaction/999999', 'orders.read'],
  ['GET', '/api/v2/admin/cancel', 'orders.read'],
  ['GET', '/api/v2/admin/cancel/999999', 'orders.read'],
  ['POST', '/api/v2/admin/cancel', 'orders.write'],
  ['POST', '/api/v2/admin/cancel/999999/approve', 'cancel.decide'],
  ['POST', '/api/v2/admin/cancel/999999/reject', 'cancel.decide'],
  ['PUT', '/api/v2/admin/cancel/999999/assignee', 'cancel.decide'],
  ['POST', '/api/v2/admin/cancel/999999/confirm', 'cancel.decide'],
  ['POST', '/api/v2/admin/cancel/999999/send-back', 'cancel.decide'],
  ['GET', '/api/users/filter', 'customers.read'],
  ['GET', '/api/v2/customer', 'customers.read'],
  ['GET', '/api/v2/customer/999999', 'customers.read'],
  ['GET', '/api/me/portfolioById/999999', 'customers.read'],
  ['PUT', '/api/v2/customer/999999', 'customers.write'],
  ['POST', '/api/v2/customer/999999/comments', 'customers.comment'],
  ['GET', '/api/v2/customer/999999/messages', 'customers.read'],
  ['GET', '/api/v2/order/999999/messages', 'orders.read'],
  ['GET', '/api/v2/message/templates', 'messages.send'],
  ['POST', '/api/v2/customer/999999/messages/preview', 'messages.send'],
  ['POST', '/api/v2/customer/999999/messages', 'messages.send'],
  ['POST', '/api/v2/order/999999/messages/preview', 'messages.send'],
  ['POST', '/api/v2/order/999999/messages', 'messages.send'],
  ['POST', '/api/v2/message/999999/retry', 'messages.send'],
  ['GET', '/api/v2/message-rule', 'config.read'],
  ['GET', '/api/v2/message-rule/templates', 'config.read'],
  ['POST', '/api/v2/message-rule', 'config.write'],
  ['PUT', '/api/v2/message-rule/999999', 'config.write'],
  ['DELETE', '/api/v2/message-rule/999999', 'config.write'],
  ['PUT', '/api/v2/customer/999999/kyc', 'kyc.decide'],
  ['PUT', '/api/v2/customer/999999/kyc/assignee', 'kyc.decide'],
  ['POST', '/api/v2/customer/999999/kyc/pan/confirm', 'kyc.decide'],
  ['POST', '/api/v2/customer/999999/kyc/pan/send-back', 'kyc.decide'],
  ['POST', '/api/v2/customer/999999/reveal', 'customers.reveal'],
  ['GET', '/api/v2/customer/999999/kyc', 'customers.read'],
  ['POST', '/api/v2/customer/999999/kyc/pan/evidence', 'customers.write'],
  ['GET', '/api/v2/admin/employee', 'employees.read'],
  ['GET', '/api/v2/admin/employee/999999', 'employees.read'],
  ['POST', '/api/v2/admin/employee', 'employees.write'],
  ['PUT', '/api/v2/admin/employee/999999', 'employees.write'],
  ['DELETE', '/api/v2/admin/employee/999999', 'employees.write'],
  ['POST', '/api/v2/admin/employee/999999/role/confirm', 'employees.write'],
  ['POST', '/api/v2/admin/employee/999999/role/send-back', 'employees.write'],
  ['GET', '/api/v2/admin/employee/999999/sessions', 'employees.read'],
  ['DELETE', '/api/v2/admin/employee/999999/sessions', 'employees.write'],
  ['DELETE', '/api/v2/admin/employee/999999/sessions/999999', 'employees.write'],
  ['GET', '/api/me/sessions', 'any-staff'],
  // Without others=true: refused with 400, so the matrix signs nobody out.
  ['DELETE', '/api/me/sessions', 'any-staff'],
  ['DELETE', '/api/me/sessions/999999', 'any-staff'],
  ['GET', '/api/v2/search', 'any-staff'],
  ['GET', '/api/v2/queues', 'any-staff'],
  // The live stream: each event in it is filtered by the receiver's permissions (live.test.ts).
  ['GET', '/api/live/events', 'any-staff'],
  // Presence checks the record type's read permission inside (live.test.ts).
  ['POST', '/api/live/presence', 'any-staff'],
  // Each person's own inbox (inbox.test.ts): an item of someone else's is not found.
  ['GET', '/api/inbox', 'any-staff'],
  ['POST', '/api/inbox/999999/read', 'any-staff'],
  ['POST', '/api/inbox/read-all', 'any-staff'],
  ['GET', '/api/v2/audit/people', 'audit.read'],
  // The team's shared views: anyone shares; renaming and deleting another's is checked inside (sharedViews.test.ts).
  ['GET', '/api/v2/views', 'any-staff'],
  ['POST', '/api/v2/views', 'any-staff'],
  ['PUT', '/api/v2/views/999999', 'any-staff'],
  ['DELETE', '/api/v2/views/999999', 'any-staff'],
  // Without a kind: 400 for everyone (the kind's permission is checked after, inside; queues.test.ts).
  ['GET', '/api/v2/queues/assignees', 'any-staff'],
  ['GET', '/api/role', 'any-staff'],
  ['GET', '/api/role/999999', 'any-staff'],
  ['POST', '/api/role', 'roles.manage'],
  ['PUT', '/api/role/999999', 'roles.manage'],
  ['POST', '/api/role/999999/confirm', 'roles.manage'],
  ['POST', '/api/role/999999/send-back', 'roles.manage'],
  ['GET', '/api/percentage/all', 'fees.read'],
  ['GET', '/api/percentage/property/999999', 'fees.read'],
  ['POST', '/api/percentage/', 'fees.write'],
  ['PUT', '/api/percentage/999999', 'fees.write'],
  ['DELETE', '/api/percentage/999999', 'fees.write'],
  ['GET', '/api/percentage/property_sync/999999', 'fees.write'],
  ['PUT', '/api/percentage/property/999999/', 'fees.write'],
  ['GET', '/api/setting', 'config.read'],
  ['GET', '/api/setting/999999', 'config.read'],
  ['POST', '/api/setting', 'config.write'],
  ['PUT', '/api/setting/999999', 'config.write'],
  ['POST', '/api/setting/999999/confirm', 'config.write'],
  ['POST', '/api/setting/999999/send-back', 'config.write'],
  ['DELETE', '/api/setting/999999', 'config.write'],
  ['GET', '/api/config/partner', 'config.read'],
  ['GET', '/api/config/partner/999999', 'config.read'],
  ['POST', '/api/config/partner', 'config.write'],
  ['PUT', '/api/config/partner/999999', 'config.write'],
  ['DELETE', '/api/config/partner/999999', 'config.write'],
  ['GET', '/api/config/videolink', 'config.read'],
  ['POST', '/api/config/videoLink', 'config.write'],
  ['PUT', '/api/config/videoLink/999999', 'config.write'],
  ['DELETE', '/api/config/videoLink/999999', 'config.write'],
  ['GET', '/api/config/popuptext', 'config.read'],
  ['POST', '/api/config/popuptext', 'config.write'],
  ['PUT', '/api/config/popuptext/999999', 'config.write'],
  ['DELETE', '/api/config/popuptext/999999', 'config.write'],
  ['GET', '/api/config/country', 'any-staff'],
  ['GET', '/api/v2/template', 'templates.read'],
  ['GET', '/api/v2/template/999999', 'templates.read'],
  ['POST', '/api/v2/template/preview', 'templates.read'],
  ['POST', '/api/v2/template/999999/preview', 'templates.read'],
  ['POST', '/api/v2/template', 'templates.write'],
  ['PUT', '/api/v2/template/999999', 'templates.write'],
  ['DELETE', '/api/v2/template/999999', 'templates.write'],
  ['GET', '/api/system/client-errors', 'system.read'],
  ['GET', '/api/v2/releases', 'releases.manage'],
  ['POST', '/api/v2/releases/999999/canary', 'releases.manage'],
  ['POST', '/api/v2/releases/999999/canary/stop', 'releases.manage'],
  ['POST', '/api/v2/releases/999999/promote', 'releases.manage'],
  ['POST', '/api/v2/releases/999999/rollback', 'releases.manage'],
  ['PUT', '/api/v2/releases/999999/settings', 'releases.manage'],
  ['GET', '/api/v2/releases/tokens', 'releases.manage'],
  ['POST', '/api/v2/releases/tokens', 'releases.manage'],
  ['DELETE', '/api/v2/releases/tokens/999999', 'releases.manage'],
  // The whole trail needs audit.read, checked inside (audit.test.ts); one record's own history needs
  // the read permission of its kind, and every staff role reads orders.
  ['GET', '/api/v2/audit?record_type=order&record_id=999999', 'any-staff'],
  ['GET', '/api/v2/audit/csv?record_type=order&record_id=999999', 'any-staff'],
];

/** Every seeded staff role, each holding what the role matrix gives it. */
const STAFF_ROLES = MATRIX_ROLES;

describe('the matrix over every admin route and every seeded role', () => {
  let server: TestServer;
  const tokens: Partial<Record<MatrixRole | 'Customer' | 'Expired', string>> = {};
  beforeAll(async () => {
    server = await startServer();
    for (const role of STAFF_ROLES) tokens[role] = (await signIn(server.url, PHONES[role])).token;
    tokens.Customer = (await signIn(server.url, PHONES.Customer)).token;
    const admin = tokens.Admin ?? '';
    tokens.Expired = await mintToken(1, -1, { sessionId: sessionOf(admin) });
  });
  afterAll(() => server.close());

  it('lists every route of the permission table, and the table lists every route it names', () => {
    // A KYC check's name is a path parameter too.
    const CHECK = /\/kyc\/(email|aadhar|pan|video)\//;
    const tableKeys = Object.keys(ROUTE_PERMISSIONS).map((key) => key.toLowerCase().replace(/:[^/]+/g, ':'));
    const tested = ROUTES.map(([method, path]) =>
      `${method} ${path
        .replace(/^\/api/, '')
        .split('?')[0]
        ?.replace(/\/$/, '')}`
        .toLowerCase()
        .replace(/\/999999/g, '/:')
        .replace(CHECK, '/kyc/:/'),
    );
    expect(new Set(tested)).toEqual(new Set(tableKeys));
    for (const [method, path] of ROUTES) {
      const url =
        path
          .split('?')[0]
          ?.replace(/\/999999/g, '/:id')
          .replace(/\/$/, '')
          .replace(CHECK, '/kyc/:verification/') ?? '';
      expect(server.app.hasRoute({ method: method as 'GET', url }), `${method} ${url}`).toBe(true);
    }
  });

  it('an admin route without an entry in the table cannot be registered', () => {
    expect(() => assertRouteInTable({ method: 'DELETE', url: '/api/v2/order/:id' })).toThrow(
      /no entry in ROUTE_PERMISSIONS/,
    );
    expect(() => assertRouteInTable({ method: ['GET', 'HEAD'], url: '/api/v2/order' })).not.toThrow();
  });

  it.each(ROUTES)('%s %s', async (method, path, needs) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect((await call(server.url, method, path, { body })).status).toBe(401);
    expect(await call(server.url, method, path, { body, token: tokens.Expired })).toMatchObject({
      status: 401,
      body: { message: 'Access token expired' },
    });
    expect(await call(server.url, method, path, { body, token: tokens.Customer })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    for (const role of STAFF_ROLES) {
      const res = await call<{ message: string }>(server.url, method, path, { body, token: tokens[role] });
      if (needs === 'any-staff' || matrixPermissionsOf(role).includes(needs)) {
        expect(res.status, `${role}: ${res.body?.message}`).not.toBe(403);
        // 204: done, nothing to answer (marking one's own inbox read).
        expect([200, 204, 400, 404, 409], `${role}: ${res.status} ${res.body?.message}`).toContain(res.status);
      } else {
        expect(res, role).toMatchObject({ status: 403, body: forbiddenBody(needs) });
      }
    }
  });
});
