import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, ListResponse, Template, TemplatePreview } from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

describe('templates', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let anon: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api, anon } = await startWithAdmin()));
  afterAll(() => server.close());

  it('lists templates with variables, paging and filters', async () => {
    const res = await api.get<ListResponse<Template>>('/api/v2/template?limit=20');
    expect(res.body.pager).toMatchObject({ totalItems: 11, currentPage: 1 });
    const welcome = res.body.data.find((t) => t.name === 'Welcome email') as Template;
    expect(welcome.variables).toEqual(['name']);
    const emails = await api.get<ListResponse<Template>>('/api/v2/template?kind=email');
    expect(emails.body.data.every((t) => t.kind === 'email')).toBe(true);
    expect(
      (await api.get<ListResponse<Template>>('/api/v2/template?search=refund')).body.data.map((t) => t.name).sort(),
    ).toEqual(['Refund approved', 'Refund processed']);
    expect((await api.get<{ message: string }>('/api/v2/template?kind=fax')).body.message).toMatch(/^kind:/);
  });

  it('creates, reads, updates and deletes a template', async () => {
    const created = await api.post<ItemResponse<Template>>('/api/v2/template', {
      name: 'KYC approved',
      kind: 'email',
      subject: 'Your KYC is approved, {{name}}',
      body: '<p>Hi {{ name }}, you can now invest in {{project}}.</p>',
    });
    expect(created.status).toBe(201);
    expect(created.body.data.variables).toEqual(['name', 'project']);
    const id = created.body.data.id;
    expect((await api.get<ItemResponse<Template>>(`/api/v2/template/${id}`)).body.data.name).toBe('KYC approved');
    const updated = await api.edit<ItemResponse<Template>>(`/api/v2/template/${id}`, { subject: 'KYC approved' });
    expect(updated.body.data).toMatchObject({ subject: 'KYC approved', variables: ['name', 'project'] });
    expect((await api.post('/api/v2/template', { name: 'KYC approved', kind: 'email', body: 'x' })).status).toBe(409);
    expect((await api.delete(`/api/v2/template/${id}`)).status).toBe(200);
    expect((await api.get(`/api/v2/template/${id}`)).status).toBe(404);
  });

  it('previews a stored template, escaping HTML and listing missing variables', async () => {
    const res = await api.post<ItemResponse<TemplatePreview>>('/api/v2/template/2/preview', {
      variables: { name: 'Asha <b>', order_id: 42, units: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.subject).toBe('Order 42 booked for {{project}}');
    expect(res.body.data.body).toContain('Hi Asha &lt;b&gt;,');
    expect(res.body.data.missing).toEqual(['project', 'amount']);
    expect((await api.post('/api/v2/template/999/preview', {})).status).toBe(404);
  });

  it('previews a draft', async () => {
    const res = await api.post<ItemResponse<TemplatePreview>>('/api/v2/template/preview', {
      kind: 'sms',
      body: 'Code {{otp}} <ok>',
      variables: { otp: '123456' },
    });
    expect(res.body.data).toEqual({
      subject: null,
      body: 'Code 123456 <ok>',
      missing: [],
      formats: { subject: 'text', body: 'text' },
    });
    expect((await api.post('/api/v2/template/preview', { kind: 'sms' })).body).toEqual({ message: 'body is required' });
  });

  it('validates and guards', async () => {
    expect(
      (await api.post<{ message: string }>('/api/v2/template', { name: 'x', kind: 'letter', body: 'y' })).body.message,
    ).toMatch(/^kind:/);
    expect((await api.put('/api/v2/template/999', { name: 'x' })).status).toBe(404);
    expect((await anon.get('/api/v2/template')).status).toBe(401);
  });
});
