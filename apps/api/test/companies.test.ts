import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, ItemResponse, ListResponse } from '@admin/api-client/contract';
import { COMPANY_TYPES } from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

describe('companies', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let anon: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api, anon } = await startWithAdmin()));
  afterAll(() => server.close());

  it('lists companies of every type with the pager', async () => {
    const res = await api.get<ListResponse<Company>>('/api/v2/company?page=1&limit=5');
    expect(res.status).toBe(200);
    expect(res.body.pager).toEqual({ totalItems: 8, currentPage: 1, pageSize: 5, totalPages: 2, hasMore: true });
    const all = await api.get<ListResponse<Company>>('/api/v2/company?limit=100');
    expect(new Set(all.body.data.map((c) => c.type))).toEqual(new Set(COMPANY_TYPES));
    expect(all.body.data.reduce((n, c) => n + c.project_count, 0)).toBe(20);
  });

  it('filters by type and status', async () => {
    const llp = await api.get<ListResponse<Company>>('/api/v2/company?type=LLP');
    expect(llp.body.data.map((c) => c.type)).toEqual(['LLP', 'LLP']);
    const inactive = await api.get<ListResponse<Company>>('/api/v2/company?status=Inactive');
    expect(inactive.body.pager.totalItems).toBe(1);
    expect((await api.get<{ message: string }>('/api/v2/company?type=Trust')).body.message).toMatch(/^type:/);
    const first = (await api.get<ListResponse<Company>>('/api/v2/company?limit=1')).body.data[0] as Company;
    const byName = await api.get<ListResponse<Company>>(
      `/api/v2/company?search=${encodeURIComponent(first.name.slice(0, 6))}`,
    );
    expect(byName.body.data.map((c) => c.id)).toContain(first.id);
  });

  it('creates, reads and updates a company; PUT {status} alone works', async () => {
    const created = await api.post<ItemResponse<Company>>('/api/v2/company', {
      name: 'Lotus Films LLP',
      type: 'LLP',
      certificate_type: 'LLP Certificate',
      ownership_type: 'LLP Ownership',
      email: 'hello@lotus.example.com',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Lotus Films LLP', status: 'Active', project_count: 0 });
    const id = created.body.data.id;
    expect((await api.get<ItemResponse<Company>>(`/api/v2/company/${id}`)).body.data.name).toBe('Lotus Films LLP');
    const off = await api.put<ItemResponse<Company>>(`/api/v2/company/${id}`, { status: 'Inactive' });
    expect(off.body.data.status).toBe('Inactive');
    const renamed = await api.edit<ItemResponse<Company>>(`/api/v2/company/${id}`, {
      name: 'Lotus Studios LLP',
      city: 'Pune',
    });
    expect(renamed.body.data).toMatchObject({ name: 'Lotus Studios LLP', city: 'Pune', status: 'Inactive' });
  });

  it('validates, 404s and guards', async () => {
    expect((await api.post('/api/v2/company', { type: 'LLP' })).body).toEqual({ message: 'name is required' });
    expect((await api.post<{ message: string }>('/api/v2/company', { name: 'X', type: 'Trust' })).body.message).toMatch(
      /^type:/,
    );
    expect((await api.put<{ message: string }>('/api/v2/company/1', { status: 'Closed' })).body.message).toMatch(
      /^status:/,
    );
    expect(await api.get('/api/v2/company/9999')).toMatchObject({
      status: 404,
      body: { message: 'Company not found' },
    });
    expect((await api.put('/api/v2/company/9999', { status: 'Active' })).status).toBe(404);
    expect((await anon.get('/api/v2/company')).status).toBe(401);
  });
  it('keeps a team: created with the company, listed with it, replaced whole on update, left alone when absent', async () => {
    const created = await api.post<ItemResponse<Company>>('/api/v2/company', {
      name: 'Banyan Partners',
      type: 'Partnership',
      team_members: [
        { name: 'Asha Rao', role: 'Manager', email: 'asha@banyan.example.com' },
        { name: 'Dev Mehta', role: 'Advisor' },
      ],
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.team_members.map(({ name, role, email }) => ({ name, role, email }))).toEqual([
      { name: 'Asha Rao', role: 'Manager', email: 'asha@banyan.example.com' },
      { name: 'Dev Mehta', role: 'Advisor', email: null },
    ]);
    const listed = await api.get<ListResponse<Company>>('/api/v2/company?search=Banyan%20Partners');
    expect(listed.body.data[0]?.team_members.map((m) => m.name)).toEqual(['Asha Rao', 'Dev Mehta']);

    // A status toggle does not touch the team.
    await api.put(`/api/v2/company/${id}`, { status: 'Inactive' });
    expect((await api.get<ItemResponse<Company>>(`/api/v2/company/${id}`)).body.data.team_members).toHaveLength(2);

    // team_members replaces every row, in the order sent.
    const replaced = await api.edit<ItemResponse<Company>>(`/api/v2/company/${id}`, {
      team_members: [
        { name: 'Nia Kapoor', role: 'Board Member', email: 'nia@banyan.example.com' },
        { name: 'Asha Rao', role: 'Advisor' },
      ],
    });
    expect(replaced.body.data.team_members.map((m) => `${m.name}/${m.role}`)).toEqual([
      'Nia Kapoor/Board Member',
      'Asha Rao/Advisor',
    ]);
    const cleared = await api.edit<ItemResponse<Company>>(`/api/v2/company/${id}`, { team_members: [] });
    expect(cleared.body.data.team_members).toEqual([]);
  });

  it('validates team members and writes nothing when one is invalid', async () => {
    const bad = await api.post<{ message: string }>('/api/v2/company', {
      name: 'Half Written LLP',
      type: 'LLP',
      team_members: [
        { name: 'Ok Person', role: 'Manager' },
        { name: 'Bad Role', role: 'Chairman' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^team_members/);
    expect((await api.get<ListResponse<Company>>('/api/v2/company?search=Half%20Written')).body.pager.totalItems).toBe(
      0,
    );
    const noName = await api.put<{ message: string }>('/api/v2/company/1', {
      team_members: [{ name: ' ', role: 'Advisor' }],
    });
    expect(noName.status).toBe(400);
    const before = (await api.get<ItemResponse<Company>>('/api/v2/company/1')).body.data.team_members;
    expect(before.length).toBeGreaterThan(0);
    const badEmail = await api.put<{ message: string }>('/api/v2/company/1', {
      team_members: [{ name: 'X Y', role: 'Advisor', email: 'nope' }],
    });
    expect(badEmail.status).toBe(400);
    expect((await api.get<ItemResponse<Company>>('/api/v2/company/1')).body.data.team_members).toEqual(before);
  });
});
