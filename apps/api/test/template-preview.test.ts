// Template previews: bounded work per request (a hostile draft must not hold the API's thread) and
// every rendered field escaped by its format.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_KINDS, TEMPLATE_LIMITS, templateFieldFormat } from '@admin/api-client/contract';
import type { ItemResponse, Template, TemplatePreview } from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { startWithAdmin } from './helpers/staff';
import type { TestServer } from './helpers/server';

const SUPPORT_PHONE = '9810000003';
/**
 * Worker: sends the previews at once and probes /api/health every 20 ms until they have all
 * answered (at least 5 probes); posts each probe's latency and the previews' statuses.
 */
const HEALTH_WHILE_PREVIEWING = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, previews } = workerData;
(async () => {
  const started = performance.now();
  let done = false;
  const answers = Promise.all(previews.map((body) => fetch(url + '/api/v2/template/preview', {
    method: 'POST', headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' }, body: JSON.stringify(body),
  }).then(async (res) => { await res.arrayBuffer(); return res.status; })));
  answers.finally(() => { done = true; });
  const latencies = [];
  while ((!done || latencies.length < 5) && performance.now() - started < 30000) {
    const sent = performance.now();
    const health = await fetch(url + '/api/health');
    await health.arrayBuffer();
    latencies.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage({ latencies, statuses: await answers, elapsed: performance.now() - started });
})();
`;
/** The hostile probe's request: 107 KB that rendered to gigabytes. */
const probe = { kind: 'email', body: '{{a}}'.repeat(20_000), variables: { a: '<'.repeat(7_000) } };
/** The largest preview the bounds allow: a 100,000-character body rendering to exactly the rendered bound. */
const largest = { kind: 'email', body: '{{a}}'.repeat(TEMPLATE_LIMITS.body / 5), variables: { a: '<<ab' } };

describe('template preview bounds', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let support: ReturnType<typeof client>;
  beforeAll(async () => {
    ({ server, api } = await startWithAdmin());
    support = client(server.url, (await signIn(server.url, SUPPORT_PHONE)).token);
  });
  afterAll(() => server.close());

  it("answers the probe's request with 400 naming the value bound, not 500", async () => {
    const res = await support.post<{ message: string }>('/api/v2/template/preview', probe);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: `variables.a: at most ${TEMPLATE_LIMITS.variableValue} characters` });
  }, 60_000);

  it('renders the largest allowed preview, and answers 400 naming the bound one character past it', async () => {
    const res = await support.post<ItemResponse<TemplatePreview>>('/api/v2/template/preview', largest);
    expect(res.status).toBe(200);
    expect(res.body.data.body).toHaveLength(TEMPLATE_LIMITS.rendered);
    expect(res.body.data.body.startsWith('&lt;&lt;ab&lt;&lt;ab')).toBe(true);
    const past = await support.post<{ message: string }>('/api/v2/template/preview', { ...largest, subject: 'x' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(
      `The rendered preview is longer than ${TEMPLATE_LIMITS.rendered} characters: shorten the body or the variable values`,
    );
  });

  it('keeps /api/health answering within 200 ms while the largest allowed preview (and the probe) render', async () => {
    // The calls come from a worker thread, so the server's thread (this one) does only the
    // server's work: a render holding it shows as health latency, the client's own work does not.
    const token = (await signIn(server.url, SUPPORT_PHONE)).token;
    const worker = new Worker(HEALTH_WHILE_PREVIEWING, {
      eval: true,
      workerData: { url: server.url, token, previews: [largest, probe] },
    });
    const [result] = (await once(worker, 'message')) as [{ latencies: number[]; statuses: number[]; elapsed: number }];
    await worker.terminate();
    console.info(
      `health while the largest preview and the probe render: ${result.latencies.length} probes, max ${Math.max(...result.latencies).toFixed(1)} ms; previews answered in ${result.elapsed.toFixed(0)} ms`,
    );
    expect(Math.max(...result.latencies)).toBeLessThan(200);
    expect(result.statuses).toEqual([200, 400]);
  }, 60_000);

  it('bounds each variable, their number and their names', async () => {
    const preview = (variables: Record<string, string | number>) =>
      support.post<{ message: string }>('/api/v2/template/preview', { kind: 'sms', body: 'Hi {{a}}', variables });
    expect((await preview({ a: 'x'.repeat(TEMPLATE_LIMITS.variableValue) })).status).toBe(200);
    expect((await preview({ a: 'x'.repeat(TEMPLATE_LIMITS.variableValue + 1) })).body).toEqual({
      message: `variables.a: at most ${TEMPLATE_LIMITS.variableValue} characters`,
    });
    const many = Object.fromEntries(Array.from({ length: TEMPLATE_LIMITS.variables + 1 }, (_, i) => [`v${i}`, i]));
    expect((await preview(many)).body).toEqual({
      message: `variables: at most ${TEMPLATE_LIMITS.variables} variables`,
    });
    expect((await preview({ ['n'.repeat(TEMPLATE_LIMITS.variableName + 1)]: 1 })).status).toBe(400);
  });

  it('stores what it can preview: the save route refuses text past the same bounds, and a saved template of the largest size previews', async () => {
    const tooLong = await api.post<{ message: string }>('/api/v2/template', {
      name: 'Too long',
      kind: 'email',
      body: 'x'.repeat(TEMPLATE_LIMITS.body + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/^body:/);
    expect(
      (
        await api.post('/api/v2/template', {
          name: 'Long subject',
          kind: 'email',
          subject: 's'.repeat(TEMPLATE_LIMITS.subject + 1),
          body: 'x',
        })
      ).status,
    ).toBe(400);
    expect(
      (await api.post('/api/v2/template', { name: 'n'.repeat(TEMPLATE_LIMITS.name + 1), kind: 'email', body: 'x' }))
        .status,
    ).toBe(400);
    // The largest template that can be saved previews as written (its text is within the rendered bound)…
    const saved = await api.post<ItemResponse<Template>>('/api/v2/template', {
      name: 'Largest',
      kind: 'email',
      subject: 's'.repeat(TEMPLATE_LIMITS.subject),
      body: largest.body,
    });
    expect(saved.status).toBe(201);
    const asWritten = await support.post<ItemResponse<TemplatePreview>>(
      `/api/v2/template/${saved.body.data.id}/preview`,
      {},
    );
    expect(asWritten.status).toBe(200);
    expect(asWritten.body.data).toMatchObject({ body: largest.body, missing: ['a'] });
    // …and with values that would render past the bound answers 400 naming it.
    const past = await support.post<{ message: string }>(`/api/v2/template/${saved.body.data.id}/preview`, {
      variables: { a: '<'.repeat(TEMPLATE_LIMITS.variableValue) },
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toContain(`${TEMPLATE_LIMITS.rendered} characters`);
  });
});

describe('template preview escaping, per kind and field', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api } = await startWithAdmin()));
  afterAll(() => server.close());

  const hostile = `<img src=x onerror="alert(1)"> & 'q'`;
  const escaped = '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;q&#39;';

  it.each(TEMPLATE_KINDS)(
    '%s: an HTML body has its values escaped, a text field keeps them as given and says it is text',
    async (kind) => {
      const html = kind === 'email' || kind === 'document';
      const draft = await api.post<ItemResponse<TemplatePreview>>('/api/v2/template/preview', {
        kind,
        subject: 'About {{v}}',
        body: 'Hello {{v}}',
        variables: { v: hostile },
      });
      expect(draft.status).toBe(200);
      expect(draft.body.data.formats).toEqual({ subject: 'text', body: html ? 'html' : 'text' });
      expect(draft.body.data.subject).toBe(`About ${hostile}`);
      expect(draft.body.data.body).toBe(html ? `Hello ${escaped}` : `Hello ${hostile}`);
      expect(draft.body.data.formats).toEqual({
        subject: templateFieldFormat(kind, 'subject'),
        body: templateFieldFormat(kind, 'body'),
      });

      // A stored template of the kind renders the same way.
      const saved = await api.post<ItemResponse<Template>>('/api/v2/template', {
        name: `Escaping ${kind}`,
        kind,
        subject: 'About {{v}}',
        body: 'Hello {{v}}',
      });
      const stored = await api.post<ItemResponse<TemplatePreview>>(`/api/v2/template/${saved.body.data.id}/preview`, {
        variables: { v: hostile },
      });
      expect(stored.body.data).toEqual(draft.body.data);
    },
  );
});
