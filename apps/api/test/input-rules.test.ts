/**
 * Input rules found by a hostile probe: http(s)-only URL fields, literal `%` and `_` in searches,
 * own-property template variables and the CORS allow-list setting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, ItemResponse, ListResponse, TemplatePreview } from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';

const SCRIPT_URLS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'JavaScript:alert(1)',
  'vbscript:x',
  'file:///etc/passwd',
  'ftp://example.com/x',
];

describe('input rules', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api } = await startWithAdmin()));
  afterAll(() => server.close());

  it('stores only http(s) URLs in every URL field', async () => {
    const company = (await api.get<ListResponse<Company>>('/api/v2/company?limit=1')).body.data[0] as Company;
    for (const url of SCRIPT_URLS) {
      const attempts = [
        await api.post('/api/config/partner', { name: 'P', icon: url }),
        await api.put('/api/config/partner/1', { name: 'P', icon: url }),
        await api.post('/api/config/videoLink', { title: 'V', url }),
        await api.put('/api/v2/project/1', { featured_image: url }),
        await api.put('/api/v2/project/1', { gallery: ['https://example.com/ok.png', url] }),
        await api.put('/api/v2/admin/employee/2', { meeting_link: url }),
        await api.put(`/api/v2/company/${company.id}`, { logo: url }),
      ];
      for (const answer of attempts)
        expect(answer, url).toMatchObject({
          status: 400,
          body: { message: expect.stringMatching(/Invalid URL: expected an http\(s\) address/) },
        });
    }
    expect((await api.post('/api/config/partner', { name: 'P', icon: 'https://cdn.example.com/p.png' })).status).toBe(
      201,
    );
    expect((await api.edit('/api/v2/project/1', { featured_image: 'http://localhost:3000/ipfs/x' })).status).toBe(200);
  });

  it('matches % and _ in a search literally', async () => {
    const all = await api.get<ListResponse<Company>>('/api/v2/company?limit=1');
    expect(all.body.pager.totalItems).toBeGreaterThan(1);
    expect((await api.get<ListResponse<Company>>('/api/v2/company?search=%25')).body.pager.totalItems).toBe(0);
    expect((await api.get<ListResponse<Company>>('/api/v2/company?search=_')).body.pager.totalItems).toBe(0);
    await api.post('/api/v2/company', { name: '100% Films_Co', type: 'LLP' });
    expect(
      (await api.get<ListResponse<Company>>('/api/v2/company?search=%25%20Films_')).body.data.map((c) => c.name),
    ).toEqual(['100% Films_Co']);
    for (const path of [
      '/api/v2/admin/project',
      '/api/users/filter',
      '/api/v2/customer',
      '/api/v2/admin/employee',
      '/api/v2/template',
      '/api/config/country',
    ]) {
      expect((await api.get<ListResponse<unknown>>(`${path}?search=%25`)).body.pager.totalItems, path).toBe(0);
    }
  });

  it('renders only variables the caller sent, never inherited ones such as toString', async () => {
    const preview = await api.post<ItemResponse<TemplatePreview>>('/api/v2/template/preview', {
      kind: 'sms',
      body: 'Hi {{name}} {{toString}} {{constructor}} {{__proto__}}',
      variables: { name: 'Asha' },
    });
    expect(preview.body.data).toEqual({
      subject: null,
      body: 'Hi Asha {{toString}} {{constructor}} {{__proto__}}',
      missing: ['toString', 'constructor', '__proto__'],
      formats: { subject: 'text', body: 'text' },
    });
  });
});

describe('CORS allow-list', () => {
  const preflight = (url: string, origin: string) =>
    fetch(`${url}/api/setting/1`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,if-match',
      },
    });

  it('allows any loopback origin by default (development)', async () => {
    const server = await startServer();
    try {
      const answer = await preflight(server.url, 'http://localhost:4000');
      expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:4000');
      expect(
        (await preflight(server.url, 'https://admin.example.com')).headers.get('access-control-allow-origin'),
      ).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('allows exactly the CORS_ORIGINS when set', async () => {
    const server = await startServer({ corsOrigins: ['https://admin.example.com'] });
    try {
      expect(
        (await preflight(server.url, 'https://admin.example.com')).headers.get('access-control-allow-origin'),
      ).toBe('https://admin.example.com');
      expect(
        (await preflight(server.url, 'http://localhost:4000')).headers.get('access-control-allow-origin'),
      ).toBeNull();
    } finally {
      await server.close();
    }
  });
});
