import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, ItemResponse, ListResponse, Role } from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { startWithAdmin } from './helpers/staff';
import type { TestServer } from './helpers/server';

describe('employees and roles', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let anon: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api, anon } = await startWithAdmin()));
  afterAll(() => server.close());

  it('lists employees with the pager and filters', async () => {
    const res = await api.get<ListResponse<Employee>>('/api/v2/admin/employee');
    expect(res.body.pager).toEqual({ totalItems: 10, currentPage: 1, pageSize: 10, totalPages: 1, hasMore: false });
    expect(res.body.data.every((e) => e.is_employee && e.role !== 2)).toBe(true);
    const managers = await api.get<ListResponse<Employee>>('/api/v2/admin/employee?role=3');
    expect(managers.body.data.every((e) => e.role_data?.name === 'Manager')).toBe(true);
    expect(
      (await api.get<ListResponse<Employee>>('/api/v2/admin/employee?status=Inactive')).body.pager.totalItems,
    ).toBe(1);
    expect(
      (await api.get<ListResponse<Employee>>('/api/v2/admin/employee?search=Asha')).body.data.map((e) => e.phone),
    ).toEqual(['9999999999']);
    expect((await api.get<ListResponse<Employee>>('/api/v2/admin/employee?page=2&limit=5')).body.pager).toMatchObject({
      currentPage: 2,
      totalPages: 2,
      hasMore: false,
    });
  });

  it('adds, reads, updates and deletes an employee; a deleted employee loses access', async () => {
    const created = await api.post<ItemResponse<Employee>>('/api/v2/admin/employee', {
      name: 'Ravi Kumar',
      phone: '9876501234',
      email: 'ravi@example.com',
      role: 3,
      join_date: '2026-01-15',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Ravi Kumar',
      country_code: '+91',
      role: 3,
      is_employee: true,
      status: 'Active',
      created_by: 1,
    });
    const id = created.body.data.id;
    const session = await signIn(server.url, '9876501234');
    expect((await client(server.url, session.token).get('/api/v2/order')).status).toBe(200);

    expect((await api.get<ItemResponse<Employee>>(`/api/v2/admin/employee/${id}`)).body.data.email).toBe(
      'ravi@example.com',
    );
    const updated = await api.edit<ItemResponse<Employee>>(`/api/v2/admin/employee/${id}`, {
      role: 6,
      whatsapp_no: '9876501234',
    });
    expect(updated.body.data).toMatchObject({ role: 6, role_data: { name: 'Support' }, whatsapp_no: '9876501234' });

    expect((await api.delete(`/api/v2/admin/employee/${id}`)).status).toBe(200);
    expect((await api.get(`/api/v2/admin/employee/${id}`)).status).toBe(404);
    expect((await client(server.url, session.token).get('/api/v2/order')).status).toBe(401);
    expect((await anon.post('/api/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
  });

  it('keeps the status given on create (Active when none)', async () => {
    const base = { email: 'status@example.com', role: 3 };
    const inactive = await api.post<ItemResponse<Employee>>('/api/v2/admin/employee', {
      ...base,
      name: 'Inactive From Start',
      phone: '9876505550',
      status: 'Inactive',
    });
    expect(inactive.status).toBe(201);
    expect(inactive.body.data.status).toBe('Inactive');
    expect(
      (await api.get<ItemResponse<Employee>>(`/api/v2/admin/employee/${inactive.body.data.id}`)).body.data.status,
    ).toBe('Inactive');
    const active = await api.post<ItemResponse<Employee>>('/api/v2/admin/employee', {
      ...base,
      name: 'Active By Default',
      phone: '9876505551',
    });
    expect(active.body.data.status).toBe('Active');
    expect(
      (
        await api.post<{ message: string }>('/api/v2/admin/employee', {
          ...base,
          name: 'Bad',
          phone: '9876505552',
          status: 'Gone',
        })
      ).body.message,
    ).toMatch(/^status:/);
  });

  it('validates employees', async () => {
    const base = { name: 'A', phone: '9876500000', email: 'a@example.com', role: 3 };
    expect((await api.post('/api/v2/admin/employee', { ...base, role: 2 })).body).toEqual({
      message: 'role: employees need a staff role (not Customer)',
    });
    expect((await api.post('/api/v2/admin/employee', { ...base, role: 99 })).status).toBe(400);
    expect((await api.post('/api/v2/admin/employee', { ...base, phone: '9999999999' })).status).toBe(409);
    expect(
      (await api.post<{ message: string }>('/api/v2/admin/employee', { ...base, email: 'x' })).body.message,
    ).toMatch(/^email:/);
    expect((await api.post('/api/v2/admin/employee', { name: 'A' })).body).toEqual({ message: 'phone is required' });
    expect(await api.delete('/api/v2/admin/employee/1')).toMatchObject({
      status: 403,
      body: { message: 'You cannot delete your own account', code: 'forbidden' },
    });
    expect((await api.delete('/api/v2/admin/employee/99999')).status).toBe(404);
    expect((await api.put('/api/v2/admin/employee/99999', { name: 'x' })).status).toBe(404);
    expect((await anon.get('/api/v2/admin/employee')).status).toBe(401);
  });

  it('lists, reads, creates and updates roles', async () => {
    const res = await api.get<ListResponse<Role>>('/api/role?page=1&limit=4');
    expect(res.body.pager).toEqual({ totalItems: 6, currentPage: 1, pageSize: 4, totalPages: 2, hasMore: true });
    expect((await api.get<ItemResponse<Role>>('/api/role/2')).body.data).toMatchObject({
      name: 'Customer',
      is_staff: false,
    });
    const created = await api.post<ItemResponse<Role>>('/api/role', {
      name: 'Auditor',
      description: 'Reads everything',
    });
    expect(created.body.data).toMatchObject({ name: 'Auditor', is_staff: true });
    expect(
      (
        await api.putAt<ItemResponse<Role>>(`/api/role/${created.body.data.id}`, created.body.data.version, {
          description: 'Read-only',
        })
      ).body.data.description,
    ).toBe('Read-only');
    expect((await api.post('/api/role', { name: 'Auditor' })).status).toBe(409);
    expect((await api.get('/api/role/999')).status).toBe(404);
    expect((await api.post('/api/role', {})).body).toEqual({ message: 'name is required' });
  });
});
