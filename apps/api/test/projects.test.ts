import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, ListResponse, Project } from '@admin/api-client/contract';
import { PROJECT_STATUSES } from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

const term = {
  percentageOfIP: 20,
  rights: 'Streaming',
  percentageForPandora: '5',
  natureOfIP: 'Copyright',
  duration: 2,
  costOfAcquisition: 1000000,
  totalExpectedInvestment: '1100000',
  tokenAmount: 100,
  expectedMonetisation: 1600000,
  proposedIRR: 18.5,
  proposedMoneyMultiple: 1.6,
  expectedDuration: '24 months',
  otherTerms: null,
};

describe('projects', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let anon: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api, anon } = await startWithAdmin()));
  afterAll(() => server.close());

  it('lists projects with the pager, newest first, 10 by default', async () => {
    const res = await api.get<ListResponse<Project>>('/api/v2/admin/project');
    expect(res.status).toBe(200);
    expect(res.body.pager).toEqual({ totalItems: 20, currentPage: 1, pageSize: 10, totalPages: 2, hasMore: true });
    expect(res.body.data).toHaveLength(10);
    const page2 = await api.get<ListResponse<Project>>('/api/v2/admin/project?page=2&limit=10');
    expect(page2.body.pager).toMatchObject({ currentPage: 2, hasMore: false });
    const ids = new Set([...res.body.data, ...page2.body.data].map((p) => p.id));
    expect(ids.size).toBe(20);
    const beyond = await api.get<ListResponse<Project>>('/api/v2/admin/project?page=9');
    expect(beyond.body).toMatchObject({ data: [], pager: { totalItems: 20, currentPage: 9, hasMore: false } });
  });

  it('seeds every category in every status', async () => {
    const all = await api.get<ListResponse<Project>>('/api/v2/admin/project?limit=100');
    for (const status of PROJECT_STATUSES) {
      for (const category of [1, 2, 3, 4, 5]) {
        expect(all.body.data.some((p) => p.status === status && p.property_type_id === category)).toBe(true);
      }
    }
    expect(all.body.data.every((p) => p.investment_terms.length > 0)).toBe(true);
  });

  it('filters the admin list by status and name', async () => {
    const completed = await api.get<ListResponse<Project>>('/api/v2/admin/project?status=Completed');
    expect(completed.body.pager.totalItems).toBe(5);
    expect(completed.body.data.every((p) => p.status === 'Completed')).toBe(true);
    const first = (await api.get<ListResponse<Project>>('/api/v2/admin/project?limit=1')).body.data[0] as Project;
    const word = first.name.split(' ')[1] as string;
    const found = await api.get<ListResponse<Project>>(
      `/api/v2/admin/project?search=${encodeURIComponent(word.toLowerCase())}&limit=100`,
    );
    expect(found.body.data.map((p) => p.id)).toContain(first.id);
    expect(found.body.data.every((p) => p.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await api.get<{ message: string }>('/api/v2/admin/project?status=Incomplete')).body.message).toMatch(
      /^status:/,
    );
  });

  it('rejects bad paging with 400 naming the field', async () => {
    expect((await api.get('/api/v2/admin/project?limit=101')).body).toEqual({
      message: 'limit: Too big: expected number to be <=100',
    });
    expect((await api.get<{ message: string }>('/api/v2/admin/project?page=0')).body.message).toMatch(/^page:/);
    expect((await api.get<{ message: string }>('/api/v2/admin/project?limit=abc')).body.message).toMatch(/^limit:/);
  });

  it('needs a staff token', async () => {
    expect((await anon.get('/api/v2/admin/project')).status).toBe(401);
  });

  it('filters the property list by status, dao, type and dates', async () => {
    const byStatus = await api.get<ListResponse<Project>>('/api/property/filter?status=Completed&limit=100');
    expect(byStatus.body.pager.totalItems).toBe(5);
    expect(byStatus.body.data.every((p) => p.status === 'Completed')).toBe(true);
    const byType = await api.get<ListResponse<Project>>('/api/property/filter?type=3&limit=100');
    expect(byType.body.data.map((p) => p.property_type_id)).toEqual([3, 3, 3, 3]);
    const dao = await api.get<ListResponse<Project>>('/api/property/filter?dao=true&limit=100');
    const notDao = await api.get<ListResponse<Project>>('/api/property/filter?dao=false&limit=100');
    expect(dao.body.data.every((p) => p.dao)).toBe(true);
    expect(dao.body.pager.totalItems + notDao.body.pager.totalItems).toBe(20);
    const today = new Date().toISOString().slice(0, 10);
    const future = await api.get<ListResponse<Project>>(`/api/property/filter?from_date=2999-01-01`);
    expect(future.body.pager.totalItems).toBe(0);
    const untilToday = await api.get<ListResponse<Project>>(`/api/property/filter?to_date=${today}`);
    expect(untilToday.body.pager.totalItems).toBe(20);
    const oneDay = (await api.get<ListResponse<Project>>('/api/property/filter?limit=100')).body.data;
    const day = oneDay[0]?.created_at.slice(0, 10) ?? today;
    const sameDay = await api.get<ListResponse<Project>>(
      `/api/property/filter?from_date=${day}&to_date=${day}&limit=100`,
    );
    expect(sameDay.body.data.length).toBeGreaterThan(0);
    expect(sameDay.body.data.every((p) => p.created_at.slice(0, 10) === day)).toBe(true);
    expect((await api.get<{ message: string }>('/api/property/filter?from_date=2024-13-01')).body.message).toMatch(
      /^from_date:/,
    );
    expect((await api.get<{ message: string }>('/api/property/filter?type=9')).body.message).toMatch(/^type:/);
    expect((await api.get<{ message: string }>('/api/property/filter?dao=maybe')).body.message).toMatch(/^dao:/);
  });

  it('creates a project from the basic details with defaults, reads and edits it', async () => {
    const created = await api.post<ItemResponse<Project>>('/api/project', {
      name: 'Monsoon Diaries',
      property_type_id: 2,
      total_token: 5000,
      token_amount: 250,
      symbol: 'MOND',
      investment_terms: [term],
    });
    expect(created.status).toBe(201);
    const p = created.body.data;
    expect(p).toMatchObject({
      name: 'Monsoon Diaries',
      property_type_id: 2,
      property_type_name: 'Web Series',
      individual_group: 'Individual',
      step_completed: '1.1',
      royaltyPercentage: '0.00',
      token_amount: '250.00',
      status: 'Application Pending',
      media_type: 'image',
      gallery: [],
    });
    expect(p.investment_terms[0]).toMatchObject({ rights: 'Streaming', duration: 2, proposedIRR: '18.50' });

    const edited = await api.edit<ItemResponse<Project>>(`/api/v2/project/${p.id}`, {
      stage_of_production: 'Shooting',
      investment_terms: [term, { ...term, rights: 'Satellite', duration: 3 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.stage_of_production).toBe('Shooting');
    expect(edited.body.data.investment_terms.map((t) => t.rights)).toEqual(['Streaming', 'Satellite']);
    expect((await api.get<ItemResponse<Project>>(`/api/v2/project/${p.id}`)).body.data.investment_terms).toHaveLength(
      2,
    );
  });

  it('validates project payloads', async () => {
    expect((await api.post('/api/project', { property_type_id: 1, total_token: 1, token_amount: 1 })).body).toEqual({
      message: 'name is required',
    });
    expect(
      (
        await api.post<{ message: string }>('/api/project', {
          name: 'X',
          property_type_id: 7,
          total_token: 1,
          token_amount: 1,
        })
      ).body.message,
    ).toMatch(/^property_type_id:/);
    expect(
      (
        await api.post<{ message: string }>('/api/project', {
          name: 'X',
          property_type_id: 1,
          total_token: 1,
          token_amount: 1,
          investment_terms: [{ ...term, duration: 5 }],
        })
      ).body.message,
    ).toMatch(/^investment_terms\.0\.duration:/);
    expect(
      (
        await api.post('/api/project', {
          name: 'X',
          property_type_id: 1,
          total_token: 1,
          token_amount: 1,
          company_id: 9999,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.put<{ message: string }>('/api/v2/project/1', {
          gallery: Array(11).fill('http://localhost:3000/ipfs/x'),
        })
      ).body.message,
    ).toMatch(/^gallery:/);
  });

  it('unknown ids answer 404', async () => {
    expect(await api.get('/api/v2/project/99999')).toMatchObject({
      status: 404,
      body: { message: 'Project not found' },
    });
    expect((await api.put('/api/v2/project/99999', { name: 'x' })).status).toBe(404);
    expect((await api.put('/api/v2/project/status/99999', { status: 'Active' })).status).toBe(404);
    expect((await api.delete('/api/v2/project/99999?mode=hard')).status).toBe(404);
    expect((await api.get<{ message: string }>('/api/v2/project/abc')).body.message).toMatch(/^id:/);
  });

  it('updates the booking-amount flag, the join-waitlist flag and the status', async () => {
    const booking = await api.put<ItemResponse<Project>>('/api/v2/project/status/1', {
      is_booking_amount_required: true,
    });
    expect(booking.body.data.is_booking_amount_required).toBe(true);
    const waitlist = await api.put<ItemResponse<Project>>('/api/v2/project/status/1', { join_waitlist: true });
    expect(waitlist.body.data.join_waitlist).toBe(true);
    const status = await api.put<ItemResponse<Project>>('/api/v2/project/status/1', {
      property_id: 1,
      status: 'Completed',
    });
    expect(status.body.data.status).toBe('Completed');
    expect((await api.put('/api/v2/project/status/1', { property_id: 2, status: 'Active' })).status).toBe(400);
    expect((await api.put<{ message: string }>('/api/v2/project/status/1', { status: 'Done' })).body.message).toMatch(
      /^status:/,
    );
    expect((await api.put('/api/v2/project/status/1', {})).status).toBe(400);
  });

  it('deletes softly by default and permanently with mode=hard (409 when orders hold it)', async () => {
    const created = await api.post<ItemResponse<Project>>('/api/project', {
      name: 'Temp',
      property_type_id: 4,
      total_token: 10,
      token_amount: 5,
    });
    const id = created.body.data.id;
    expect((await api.delete(`/api/v2/project/${id}?mode=hard`)).status).toBe(200);
    expect((await api.get(`/api/v2/project/${id}`)).status).toBe(404);

    const soft = await api.post<ItemResponse<Project>>('/api/project', {
      name: 'Soft',
      property_type_id: 4,
      total_token: 10,
      token_amount: 5,
    });
    expect((await api.delete(`/api/v2/project/${soft.body.data.id}`)).status).toBe(200);
    expect((await api.get(`/api/v2/project/${soft.body.data.id}`)).status).toBe(404);

    const withOrders = await api.delete<{ message: string }>('/api/v2/project/2?mode=hard');
    expect(withOrders.status).toBe(409);
    expect(withOrders.body.message).toMatch(/orders/);
    expect((await api.delete<{ message: string }>('/api/v2/project/2?mode=purge')).body.message).toMatch(/^mode:/);
  });
});
