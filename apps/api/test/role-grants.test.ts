/**
 * Four eyes on who may decide (security round 3, item 2): granting a role that holds a decide
 * permission (refunds, KYC, roles) needs a second Admin, independent of the first. Covered: an
 * employee's role changed to one that decides, an employee added with such a role, a decide
 * permission added to a role, and a deployment with one Admin (the grant waits).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Employee, ItemResponse, ListResponse, Role } from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { call, client, ifMatch } from './helpers/http';
import type { TestServer } from './helpers/server';
import { addEmployee, SEED_SECOND_ADMIN_PHONE, startWithAdmin } from './helpers/staff';

type Api = ReturnType<typeof client>;

const MANAGER = 3;
const OPERATIONS = 4;
const COMPLIANCE = 5;
const SUPPORT = 6;

describe('granting a role that decides waits for a second Admin', () => {
  let server: TestServer;
  let asha: Api;
  let second: Api;
  let phones = 8_500_000_000;

  beforeAll(async () => {
    ({ server, api: asha } = await startWithAdmin());
    second = client(server.url, (await signIn(server.url, SEED_SECOND_ADMIN_PHONE)).token);
  });
  afterAll(() => server.close());

  const nextPhone = () => String((phones += 1));
  const employee = async (id: number) =>
    (await asha.get<ItemResponse<Employee>>(`/api/v2/admin/employee/${id}`)).body.data;
  const trail = async (type: string, id: number) =>
    (await asha.get<ListResponse<AuditEntry>>(`/api/v2/audit?record_type=${type}&record_id=${id}&limit=100`)).body.data;
  const role = async (id: number) => (await asha.get<ItemResponse<Role>>(`/api/role/${id}`)).body.data;

  it("an employee's new role that decides waits; the asker and accounts they set up cannot confirm it; an independent Admin does", async () => {
    const phone = nextPhone();
    const ravi = await addEmployee(server.url, asha, {
      name: `Ravi ${phone}`,
      phone,
      email: `ravi${phone}@example.com`,
      role: MANAGER,
    });
    expect(ravi).toMatchObject({ role: MANAGER, status: 'Active', role_awaiting_second_approval: null });
    const raviSession = await signIn(server.url, phone);

    const asked = await asha.put<ItemResponse<Employee>>(
      `/api/v2/admin/employee/${ravi.id}`,
      { role: COMPLIANCE, whatsapp_no: '9876500001' },
      { headers: ifMatch(ravi.version) },
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      message: 'Employee updated; the role Compliance awaits a second Admin',
      // The role is unchanged; the other fields apply at once.
      data: {
        role: MANAGER,
        role_data: { name: 'Manager' },
        whatsapp_no: '9876500001',
        role_awaiting_second_approval: {
          decision: 'Compliance',
          role: { id: COMPLIANCE, name: 'Compliance' },
          by: { name: 'Asha Admin' },
          new_employee: false,
        },
      },
    });
    // Ravi cannot decide KYC yet, and keeps his session (his role did not change).
    const raviApi = client(server.url, raviSession.token);
    expect(
      (await raviApi.get<{ data: { permissions: string[] } }>('/api/auth/me')).body.data.permissions,
    ).not.toContain('kyc.decide');
    // Another role change waits behind it.
    const another = await asha.put<{ message: string }>(
      `/api/v2/admin/employee/${ravi.id}`,
      { role: SUPPORT },
      { headers: ifMatch(asked.body.data.version) },
    );
    expect(another).toMatchObject({
      status: 409,
      body: {
        message: `Role of Ravi ${phone} is awaiting a second approval (Compliance by Asha Admin): confirm it or send it back first`,
      },
    });

    // The asker, an Admin the asker made, and Support cannot confirm.
    const own = await asha.post<{ message: string }>(`/api/v2/admin/employee/${ravi.id}/role/confirm`, {});
    expect(own).toMatchObject({
      status: 403,
      body: {
        message: `You made the first decision on this role of Ravi ${phone}; a different staff member must confirm it or send it back`,
      },
    });
    const puppetPhone = nextPhone();
    const puppet = await addEmployee(server.url, asha, {
      name: `Puppet ${puppetPhone}`,
      phone: puppetPhone,
      email: `puppet${puppetPhone}@example.com`,
      role: 1,
    });
    expect(puppet).toMatchObject({ role: 1, status: 'Active', created_by: 1 });
    const puppetApi = client(server.url, (await signIn(server.url, puppetPhone)).token);
    const byPuppet = await puppetApi.post<{ message: string }>(`/api/v2/admin/employee/${ravi.id}/role/confirm`, {});
    expect(byPuppet).toMatchObject({
      status: 403,
      body: {
        message: `Your account was created by Asha Admin, who made the first decision on this role of Ravi ${phone}: an approver independent of them must confirm it`,
      },
    });
    const support = client(server.url, (await signIn(server.url, '9810000003')).token);
    expect((await support.post(`/api/v2/admin/employee/${ravi.id}/role/confirm`, {})).status).toBe(403);
    expect(await employee(ravi.id)).toMatchObject({ role: MANAGER });

    const confirmed = await second.post<ItemResponse<Employee>>(`/api/v2/admin/employee/${ravi.id}/role/confirm`, {});
    expect(confirmed.body).toMatchObject({
      message: `Ravi ${phone} now has the role Compliance (given by Asha Admin, confirmed)`,
      data: { role: COMPLIANCE, role_data: { name: 'Compliance' }, role_awaiting_second_approval: null },
    });
    // A new role ends the sessions opened under the old one.
    expect((await raviApi.get('/api/auth/me')).status).toBe(401);
    const entries = (await trail('employee', ravi.id)).filter((e) => e.action === 'permission_change');
    expect(entries.map((e) => e.note)).toEqual([
      'Second approval: confirms the role Compliance given by Asha Admin',
      'Asked to give the role Compliance; awaiting a second Admin',
    ]);
    expect(entries[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'role_awaiting_second_approval', before: 'Compliance by Asha Admin', after: null },
        expect.objectContaining({ field: 'role' }),
      ]),
    );

    // A role that decides nothing new applies at once: Compliance to Support, and back down is no grant.
    const down = await asha.put<ItemResponse<Employee>>(
      `/api/v2/admin/employee/${ravi.id}`,
      { role: SUPPORT },
      { headers: ifMatch(confirmed.body.data.version) },
    );
    expect(down.body).toMatchObject({
      message: 'Employee updated',
      data: { role: SUPPORT, role_awaiting_second_approval: null },
    });
  });

  it('a grant can be sent back: the role stays as it was', async () => {
    const phone = nextPhone();
    const meena = await addEmployee(server.url, asha, {
      name: `Meena ${phone}`,
      phone,
      email: `meena${phone}@example.com`,
      role: SUPPORT,
    });
    const asked = await asha.put<ItemResponse<Employee>>(
      `/api/v2/admin/employee/${meena.id}`,
      { role: OPERATIONS },
      { headers: ifMatch(meena.version) },
    );
    expect(asked.body.data.role_awaiting_second_approval?.role.name).toBe('Operations');
    const back = await second.post<ItemResponse<Employee>>(`/api/v2/admin/employee/${meena.id}/role/send-back`, {
      reason: 'Not on the refunds team',
    });
    expect(back.body).toMatchObject({
      message: `Role Operations for Meena ${phone} by Asha Admin sent back`,
      data: { role: SUPPORT, role_awaiting_second_approval: null },
    });
    const [last] = await trail('employee', meena.id);
    expect(last?.note).toBe('Sent back the role Operations given by Asha Admin: Not on the refunds team');
  });

  it('an employee added with a role that decides is added Inactive until a second Admin confirms it; a send-back leaves them out', async () => {
    const phone = nextPhone();
    const added = await asha.post<ItemResponse<Employee>>('/api/v2/admin/employee', {
      name: `Kiran ${phone}`,
      phone,
      email: `kiran${phone}@example.com`,
      role: 1,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Employee added, inactive until a second Admin confirms the role Admin',
      data: {
        status: 'Inactive',
        role_awaiting_second_approval: {
          role: { id: 1, name: 'Admin' },
          by: { name: 'Asha Admin' },
          new_employee: true,
        },
      },
    });
    const id = added.body.data.id;
    // They cannot sign in, and nobody makes them Active but the confirmation.
    const login = await call(server.url, 'POST', '/api/auth/login', { body: { phone, country_code: '+91' } });
    expect(login.status).toBe(403);
    const activate = await asha.put<{ message: string }>(
      `/api/v2/admin/employee/${id}`,
      { status: 'Active' },
      { headers: ifMatch(added.body.data.version) },
    );
    expect(activate.status).toBe(409);
    expect((await trail('employee', id))[0]?.note).toBe(
      'Added with the role Admin awaiting a second Admin; inactive until it is confirmed',
    );

    const confirmed = await second.post<ItemResponse<Employee>>(`/api/v2/admin/employee/${id}/role/confirm`, {});
    expect(confirmed.body.data).toMatchObject({ role: 1, status: 'Active', role_awaiting_second_approval: null });
    expect((await signIn(server.url, phone)).token).toBeTruthy();

    const otherPhone = nextPhone();
    const other = await asha.post<ItemResponse<Employee>>('/api/v2/admin/employee', {
      name: `Lata ${otherPhone}`,
      phone: otherPhone,
      email: `lata${otherPhone}@example.com`,
      role: COMPLIANCE,
    });
    const back = await second.post<ItemResponse<Employee>>(
      `/api/v2/admin/employee/${other.body.data.id}/role/send-back`,
      {},
    );
    expect(back.body).toMatchObject({
      message: `Role Compliance sent back: Lata ${otherPhone} is not added`,
      data: { status: 'Inactive', deleted_at: expect.any(String) },
    });
    expect((await asha.get(`/api/v2/admin/employee/${other.body.data.id}`)).status).toBe(404);
  });

  it('a decide permission added to a role waits for an independent second Admin; the rest of the edit applies at once', async () => {
    const created = await asha.post<ItemResponse<Role>>('/api/role', { name: 'Refund desk' });
    const id = created.body.data.id;
    const asked = await asha.put<ItemResponse<Role>>(
      `/api/role/${id}`,
      { description: 'Refunds', permissions: ['orders.read', 'cancel.decide', 'kyc.decide'] },
      { headers: ifMatch(created.body.data.version) },
    );
    expect(asked.body).toMatchObject({
      message: 'Role updated; cancel.decide, kyc.decide awaits a second Admin',
      data: {
        description: 'Refunds',
        permissions: ['orders.read'],
        awaiting_second_approval: {
          decision: 'cancel.decide, kyc.decide',
          permissions: ['cancel.decide', 'kyc.decide'],
          by: { name: 'Asha Admin' },
        },
      },
    });
    // Nothing more that decides may be asked meanwhile; the asker cannot confirm.
    const more = await asha.put<{ message: string }>(
      `/api/role/${id}`,
      { permissions: ['orders.read', 'roles.manage'] },
      { headers: ifMatch(asked.body.data.version) },
    );
    expect(more).toMatchObject({
      status: 409,
      body: {
        message:
          'Change of role Refund desk is awaiting a second approval (cancel.decide, kyc.decide by Asha Admin): confirm it or send it back first',
      },
    });
    expect((await asha.post(`/api/role/${id}/confirm`, {})).status).toBe(403);
    expect((await role(id)).permissions).toEqual(['orders.read']);

    const confirmed = await second.post<ItemResponse<Role>>(`/api/role/${id}/confirm`, {});
    expect(confirmed.body).toMatchObject({
      message: 'Refund desk now holds cancel.decide, kyc.decide (asked by Asha Admin, confirmed)',
      data: { permissions: ['orders.read', 'cancel.decide', 'kyc.decide'], awaiting_second_approval: null },
    });
    const entries = await trail('role', id);
    expect(entries[0]).toMatchObject({
      action: 'permission_change',
      note: 'Second approval: confirms granting cancel.decide, kyc.decide asked by Asha Admin',
      changes: expect.arrayContaining([
        { field: 'permissions', before: 'orders.read', after: 'orders.read, cancel.decide, kyc.decide' },
      ]),
    });

    // Sent back: the role keeps what it holds. Withdrawing never waits.
    const again = await asha.put<ItemResponse<Role>>(
      `/api/role/${id}`,
      { permissions: ['orders.read', 'cancel.decide', 'kyc.decide', 'roles.manage'] },
      { headers: ifMatch(confirmed.body.data.version) },
    );
    expect(again.body.data.awaiting_second_approval?.permissions).toEqual(['roles.manage']);
    const back = await second.post<ItemResponse<Role>>(`/api/role/${id}/send-back`, { reason: 'No' });
    expect(back.body).toMatchObject({
      message: 'Granting roles.manage to Refund desk by Asha Admin sent back',
      data: { permissions: ['orders.read', 'cancel.decide', 'kyc.decide'], awaiting_second_approval: null },
    });
    const withdrawn = await asha.put<ItemResponse<Role>>(
      `/api/role/${id}`,
      { permissions: ['orders.read'] },
      { headers: ifMatch(back.body.data.version) },
    );
    expect(withdrawn.body).toMatchObject({ message: 'Role updated', data: { permissions: ['orders.read'] } });
  });

  it('with one Admin, a grant waits: nobody can confirm it until a second Admin exists', async () => {
    // Make Asha the only active Admin: the seed's other Admin becomes Support.
    const others = (await asha.get<ListResponse<Employee>>('/api/v2/admin/employee?role=1&status=Active&limit=100'))
      .body.data;
    for (const admin of others.filter((e) => e.phone !== '9999999999')) {
      const res = await asha.put(
        `/api/v2/admin/employee/${admin.id}`,
        { role: SUPPORT },
        { headers: ifMatch(admin.version) },
      );
      expect(res.status).toBe(200);
    }
    const phone = nextPhone();
    const added = await asha.post<ItemResponse<Employee>>('/api/v2/admin/employee', {
      name: `Nisha ${phone}`,
      phone,
      email: `nisha${phone}@example.com`,
      role: 1,
    });
    expect(added.body.data).toMatchObject({
      status: 'Inactive',
      role_awaiting_second_approval: { new_employee: true },
    });
    expect((await asha.post(`/api/v2/admin/employee/${added.body.data.id}/role/confirm`, {})).status).toBe(403);
    expect(await employee(added.body.data.id)).toMatchObject({
      status: 'Inactive',
      role_awaiting_second_approval: { role: { name: 'Admin' } },
    });
  });
});
