import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, RiskItem } from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

describe('project risk items', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api } = await startWithAdmin()));
  afterAll(() => server.close());

  it('lists the risks of a project', async () => {
    const res = await api.get<ItemResponse<RiskItem[]>>('/api/project/project_metadata/risk/1');
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      project_id: 1,
      type: 'risk',
      title: expect.any(String),
      severity: expect.stringMatching(/low|medium|high/),
    });
    expect((await api.get('/api/project/project_metadata/risk/9999')).status).toBe(404);
  });

  it('creates, updates and deletes a risk item', async () => {
    const created = await api.post<ItemResponse<RiskItem>>('/api/project/project_metadata', {
      project_id: 3,
      title: 'Currency risk',
      description: 'Overseas revenue is paid in USD.',
      severity: 'high',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const updated = await api.putAt<ItemResponse<RiskItem>>(
      `/api/project/project_metadata/${id}`,
      created.body.data.version,
      { severity: 'low', mitigation: 'Hedged' },
    );
    expect(updated.body.data).toMatchObject({ title: 'Currency risk', severity: 'low', mitigation: 'Hedged' });
    expect((await api.get<ItemResponse<RiskItem[]>>('/api/project/project_metadata/risk/3')).body.data).toHaveLength(3);
    expect((await api.delete(`/api/project/project_metadata/${id}`)).status).toBe(200);
    expect((await api.put(`/api/project/project_metadata/${id}`, { title: 'x' })).status).toBe(404);
  });

  it('validates risk items', async () => {
    expect((await api.post('/api/project/project_metadata', { project_id: 3, description: 'x' })).body).toEqual({
      message: 'title is required',
    });
    expect(
      (
        await api.post<{ message: string }>('/api/project/project_metadata', {
          project_id: 3,
          title: 'x',
          description: 'y',
          severity: 'extreme',
        })
      ).body.message,
    ).toMatch(/^severity:/);
    expect(
      (await api.post('/api/project/project_metadata', { project_id: 9999, title: 'x', description: 'y' })).status,
    ).toBe(404);
  });
});
