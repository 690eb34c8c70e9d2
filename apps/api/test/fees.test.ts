import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeeEntry, ItemResponse, ListResponse, ProjectFee } from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

const fee = {
  name: 'Listing fee',
  property_types: 'all',
  types: 'listing',
  FILM: 1.5,
  MUSIC: '1',
  BOOKS: 0.5,
  SPORTS: 2,
  WEBSERIES: '1.75',
};

describe('fees', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api } = await startWithAdmin()));
  afterAll(() => server.close());

  it('lists fee entries, with and without paging', async () => {
    const all = await api.get<ListResponse<FeeEntry>>('/api/percentage/all');
    expect(all.body.pager).toMatchObject({ totalItems: 4, currentPage: 1, pageSize: 10 });
    expect(all.body.data[0]).toMatchObject({ name: 'Platform fee', FILM: '2.50', WEBSERIES: '2.50', status: 'Active' });
    expect((await api.get<ListResponse<FeeEntry>>('/api/percentage/all?page=2&limit=3')).body.data).toHaveLength(1);
  });

  it('creates, toggles and deletes a fee entry', async () => {
    const created = await api.post<ItemResponse<FeeEntry>>('/api/percentage/', fee);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Listing fee', FILM: '1.50', MUSIC: '1.00', WEBSERIES: '1.75' });
    const off = await api.put<ItemResponse<FeeEntry>>(`/api/percentage/${created.body.data.id}`, {
      status: 'Inactive',
    });
    expect(off.body.data.status).toBe('Inactive');
    expect((await api.delete(`/api/percentage/${created.body.data.id}`)).status).toBe(200);
    expect((await api.delete(`/api/percentage/${created.body.data.id}`)).status).toBe(404);
  });

  it("edits a fee entry's fields at the version it was loaded, while {status} alone still needs none", async () => {
    const created = (await api.post<ItemResponse<FeeEntry>>('/api/percentage/', fee)).body.data;
    const edit = { ...fee, name: 'Listing fee (new)', property_types: 'creative', types: 'exit', FILM: '3' };
    const missing = await api.put<{ code: string }>(`/api/percentage/${created.id}`, edit);
    expect(missing).toMatchObject({ status: 428, body: { code: 'version_required' } });
    const edited = await api.putAt<ItemResponse<FeeEntry>>(`/api/percentage/${created.id}`, created.version, edit);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: 'Listing fee (new)',
      property_types: 'creative',
      types: 'exit',
      FILM: '3.00',
      version: created.version + 1,
    });
    expect(edited.headers.get('etag')).toBe(`"${created.version + 1}"`);
    const stale = await api.putAt<{ code: string; current: FeeEntry }>(
      `/api/percentage/${created.id}`,
      created.version,
      { ...edit, name: 'Lost' },
    );
    expect(stale).toMatchObject({ status: 409, body: { code: 'conflict', current: { name: 'Listing fee (new)' } } });
    expect(
      (
        await api.putAt<{ message: string }>(`/api/percentage/${created.id}`, created.version + 1, {
          ...edit,
          MUSIC: 101,
        })
      ).body.message,
    ).toMatch(/^MUSIC:/);
    expect((await api.putAt(`/api/percentage/999`, 1, edit)).status).toBe(404);
    const off = await api.put<ItemResponse<FeeEntry>>(`/api/percentage/${created.id}`, { status: 'Inactive' });
    expect(off.body.data).toMatchObject({ status: 'Inactive', name: 'Listing fee (new)' });
    await api.delete(`/api/percentage/${created.id}`);
  });

  it('validates fee payloads', async () => {
    expect((await api.post<{ message: string }>('/api/percentage/', { ...fee, FILM: 'lots' })).body.message).toMatch(
      /^FILM:/,
    );
    expect((await api.post<{ message: string }>('/api/percentage/', { ...fee, SPORTS: 101 })).body.message).toMatch(
      /^SPORTS:/,
    );
    const { WEBSERIES: _w, ...missing } = fee;
    expect((await api.post('/api/percentage/', missing)).body).toEqual({ message: 'WEBSERIES is required' });
    expect((await api.put<{ message: string }>('/api/percentage/1', { status: 'Paused' })).body.message).toMatch(
      /^status:/,
    );
    expect((await api.put('/api/percentage/999', { status: 'Active' })).status).toBe(404);
  });

  it('syncs the fees of a project from its category and reads them', async () => {
    // Project 20 is a Sport project without synced fees in the seed.
    expect((await api.get<ItemResponse<ProjectFee[]>>('/api/percentage/property/20')).body.data).toEqual([]);
    const synced = await api.get<ItemResponse<ProjectFee[]>>('/api/percentage/property_sync/20');
    expect(synced.status).toBe(200);
    expect(synced.body.data.map((f) => f.percentage)).toEqual(['2.25', '1.25', '0.50', '0.30']);
    expect((await api.get<ItemResponse<ProjectFee[]>>('/api/percentage/property/20')).body.data).toHaveLength(4);
    // Idempotent.
    expect((await api.get<ItemResponse<ProjectFee[]>>('/api/percentage/property_sync/20')).body.data).toHaveLength(4);
    expect((await api.get('/api/percentage/property/9999')).status).toBe(404);
    expect((await api.get('/api/percentage/property_sync/9999')).status).toBe(404);
  });

  it('updates the fee status of a project, or of one of its fees', async () => {
    await api.get('/api/percentage/property_sync/19');
    const all = await api.put<ItemResponse<ProjectFee[]>>('/api/percentage/property/19/?property_id=19', {
      status: 'Inactive',
    });
    expect(all.status).toBe(200);
    expect(all.body.data.every((f) => f.status === 'Inactive')).toBe(true);
    const one = await api.put<ItemResponse<ProjectFee[]>>('/api/percentage/property/19/?fee_id=1', {
      status: 'Active',
    });
    expect(one.body.data.find((f) => f.fee_id === 1)?.status).toBe('Active');
    expect(one.body.data.filter((f) => f.status === 'Inactive')).toHaveLength(3);
    expect((await api.put('/api/percentage/property/19/?property_id=18', { status: 'Active' })).status).toBe(400);
    expect((await api.put('/api/percentage/property/19/?fee_id=999', { status: 'Active' })).status).toBe(404);
    expect((await api.put('/api/percentage/property/9999/', { status: 'Active' })).status).toBe(404);
  });
});
