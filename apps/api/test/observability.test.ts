import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  ClientErrorsResponse,
  ItemResponse,
  ListResponse,
  ReadinessResponse,
} from '@admin/api-client/contract';
import { boundedLabels, REPORT_LABEL_VALUES } from '../src/observability/metrics';
import { signIn } from './helpers/auth';
import { call } from './helpers/http';
import { startServer, startTwoInstances, type TestServer } from './helpers/server';

const METRICS_TOKEN = 'metrics-token-for-the-test';

describe('what an operator sees', () => {
  let server: TestServer;
  let adminToken: string;
  const log: Record<string, unknown>[] = [];
  beforeAll(async () => {
    server = await startServer(
      { logLevel: 'info', metricsToken: METRICS_TOKEN, clientReportLimit: 5 },
      { logStream: { write: (line) => void log.push(JSON.parse(line) as Record<string, unknown>) } },
    );
    adminToken = (await signIn(server.url)).token;
  });
  afterAll(() => server.close());

  it("answers every request with its own request id, and logs a proxy's id beside it as the correlation id", async () => {
    const fresh = await fetch(`${server.url}/api/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const proxied = await fetch(`${server.url}/api/nothing-here`, { headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(proxied.status).toBe(404);
    const ours = proxied.headers.get('x-request-id');
    expect(ours).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.some((line) => line.reqId === ours && line.correlationId === 'lb-1234.abc')).toBe(true);
    expect(log.some((line) => line.reqId === 'lb-1234.abc')).toBe(false);
    // Something that is not an id (a header injection attempt) is not logged at all.
    const odd = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(log)).not.toContain('<script>');
  });

  it("writes the API's own request id into the audit entry, never the one a client sent", async () => {
    const sentId = 'copied-from-another-entry';
    const ids: string[] = [];
    for (const name of ['request_id_probe_a', 'request_id_probe_b']) {
      const created = await call<ItemResponse<{ id: number }>>(server.url, 'POST', '/api/setting', {
        token: adminToken,
        body: { name, value: '1' },
        headers: { 'x-request-id': sentId },
      });
      expect(created.status).toBe(201);
      const entries = await call<ListResponse<AuditEntry>>(
        server.url,
        'GET',
        `/api/v2/audit?record_type=setting&record_id=${created.body.data.id}`,
        { token: adminToken },
      );
      expect(entries.body.data).toHaveLength(1);
      expect(entries.body.data[0]?.request_id).toBe(created.headers.get('x-request-id'));
      ids.push(entries.body.data[0]?.request_id ?? '');
    }
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids).not.toContain(sentId);
  });

  it('sends minimal security headers of its own: nothing may load or frame an API answer', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('is live at /api/health and ready at /api/ready once the database holds every migration', async () => {
    expect(await call(server.url, 'GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await call<ReadinessResponse>(server.url, 'GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      status: 'ready',
      database: 'reachable',
      migrations: 'applied',
      version: expect.any(String),
    });
  });

  it('serves Prometheus metrics only for the metrics token: requests per route and status, latency, event-loop lag, database queue', async () => {
    await call(server.url, 'GET', '/api/v2/company?page=1', { token: adminToken });
    expect((await fetch(`${server.url}/api/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const scrape = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(/admin_http_requests_total\{method="GET",route="\/api\/v2\/company",status="200"\} \d+/);
    expect(text).toMatch(
      /admin_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/v2\/company",status="200"\}/,
    );
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/admin_db_queue_depth \d+/);
    // The query string (a search) never becomes a label.
    expect(text).not.toContain('page=1');
  });

  it('logs a CSP violation without its query string and lists it for system.read holders', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'http://127.0.0.1:4200/customers?search=Asha%20Admin',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example.com/x.js?phone=9999999999',
        'source-file': 'http://127.0.0.1:4200/customers?search=Asha',
        'line-number': 3,
      },
    };
    const sent = await fetch(`${server.url}/api/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(sent.status).toBe(204);
    const line = log.find((entry) => entry.msg === 'CSP violation');
    expect(line).toMatchObject({
      reqId: sent.headers.get('x-request-id'),
      csp: { directive: 'script-src-elem', blocked: 'https://evil.example.com/x.js', page: '/customers' },
    });
    // Not after a digit: a response time such as 0.3904899999999998 holds ten nines too.
    expect(JSON.stringify(log)).not.toMatch(/Asha|(?<!\d)9999999999/);

    const listed = await call<ClientErrorsResponse>(server.url, 'GET', '/api/system/client-errors', {
      token: adminToken,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.items[0]).toMatchObject({
      kind: 'csp-violation',
      message: 'script-src-elem blocked https://evil.example.com/x.js',
      route: '/customers',
      requestId: sent.headers.get('x-request-id'),
    });
  });

  it('takes client errors without a session, scrubbed of personal data, and limits each client', async () => {
    const body = {
      kind: 'remote-load',
      message:
        'Failed to load orders_mfe from http://127.0.0.1:4202/mf-manifest.json?t=1 for asha@example.com +91 99999 99999\nstack…',
      remote: 'orders_mfe',
      release: '2026.11.25',
      route: '/orders?search=Asha',
    };
    const sent = await call(server.url, 'POST', '/api/client-errors', { body });
    expect(sent.status).toBe(204);
    const listed = await call<ClientErrorsResponse>(server.url, 'GET', '/api/system/client-errors', {
      token: adminToken,
    });
    expect(listed.body.items[0]).toMatchObject({
      kind: 'remote-load',
      message: 'Failed to load orders_mfe from http://127.0.0.1:4202/mf-manifest.json for [email] [number]',
      remote: 'orders_mfe',
      release: '2026.11.25',
      route: '/orders',
      requestId: sent.headers.get('x-request-id'),
    });
    expect(JSON.stringify(log)).not.toMatch(/asha@example.com|99999 99999|search=Asha/);
    const scrape = await (
      await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(scrape).toMatch(/admin_client_reports_total\{kind="remote-load",remote="orders_mfe"\} 1/);

    expect((await call(server.url, 'POST', '/api/client-errors', { body: { ...body, kind: 'bogus' } })).status).toBe(
      400,
    );
    // The limit is 5 reports a minute here: the sixth and later get 429.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(server.url, 'POST', '/api/client-errors', { body })).status);
    expect(statuses).toEqual([204, 204, 429, 429]);
  });

  it('lists client errors to system.read holders only', async () => {
    expect((await call(server.url, 'GET', '/api/system/client-errors')).status).toBe(401);
    // The seeded Manager (not Admin) does not hold system.read.
    const manager = await signIn(server.url, '9810000000');
    expect((await call(server.url, 'GET', '/api/system/client-errors', { token: manager.token })).status).toBe(403);
  });
});

describe('metrics from browser reports', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ metricsToken: METRICS_TOKEN, clientReportLimit: 1000 });
  });
  afterAll(() => server.close());

  it('take only known apps and kinds as labels: any other remote (or release) counts as other', async () => {
    for (let i = 0; i < 60; i++) {
      const sent = await call(server.url, 'POST', '/api/client-errors', {
        body: { kind: 'remote-load', message: 'x', remote: `made_up_${i}`, release: `r${i}`, route: '/' },
      });
      expect(sent.status).toBe(204);
    }
    await call(server.url, 'POST', '/api/client-errors', {
      body: { kind: 'error-boundary', message: 'x', remote: 'customers_mfe', release: '1', route: '/' },
    });
    const scrape = await (
      await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const series = scrape.split('\n').filter((line) => line.startsWith('admin_client_reports_total{'));
    expect(series.sort()).toEqual([
      'admin_client_reports_total{kind="error-boundary",remote="customers_mfe"} 1',
      'admin_client_reports_total{kind="remote-load",remote="other"} 60',
    ]);
    expect(scrape).not.toContain('made_up_');
  });

  it('bound every label the same way', () => {
    expect(boundedLabels(REPORT_LABEL_VALUES, { kind: 'csp-violation', remote: null })).toEqual({
      kind: 'csp-violation',
      remote: 'other',
    });
    expect(
      boundedLabels(
        { ...REPORT_LABEL_VALUES, release: ['2026.11.25'] },
        { kind: 'nope', remote: 'shell', release: 'x' },
      ),
    ).toEqual({
      kind: 'other',
      remote: 'shell',
      release: 'other',
    });
  });
});

describe("the status page's last reports", () => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    // Behind a proxy: each report's address comes from X-Forwarded-For.
    server = await startServer({ clientReportLimit: 1000, trustProxy: true });
    adminToken = (await signIn(server.url)).token;
  });
  afterAll(() => server.close());

  const listed = async () =>
    (await call<ClientErrorsResponse>(server.url, 'GET', '/api/system/client-errors', { token: adminToken })).body
      .items;
  const cspReport = (from: string, violations: number, batch: number) =>
    fetch(`${server.url}/api/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json', 'x-forwarded-for': from },
      body: JSON.stringify(
        Array.from({ length: violations }, (_, i) => ({
          type: 'csp-violation',
          body: {
            effectiveDirective: 'script-src-elem',
            blockedURL: `https://flood.example.com/${batch}-${i}.js`,
            documentURL: 'http://127.0.0.1:4200/orders',
          },
        })),
      ),
    });
  const clientError = (from: string, message: string) =>
    call(server.url, 'POST', '/api/client-errors', {
      headers: { 'x-forwarded-for': from },
      body: { kind: 'remote-load', message, remote: 'orders_mfe', release: '2026.11.25', route: '/orders' },
    });

  it('gives one address at most 10 of the 100 places, and collapses repeats into one line with a count', async () => {
    for (const message of ['Orders failed to load', 'Customers failed to load', 'Config failed to load'])
      expect((await clientError('10.0.0.2', message)).status).toBe(204);
    // Another address sends 5 CSP reports of 20 different violations each.
    for (let batch = 0; batch < 5; batch++) expect((await cspReport('10.0.0.66', 20, batch)).status).toBe(204);
    let items = await listed();
    expect(items.filter((item) => item.kind === 'csp-violation')).toHaveLength(10);
    // Its newest ten are kept, and the first address's reports are all still there.
    expect(items[0]?.message).toBe('script-src-elem blocked https://flood.example.com/4-19.js');
    expect(items.filter((item) => item.kind === 'remote-load').map((item) => item.message)).toEqual([
      'Config failed to load',
      'Customers failed to load',
      'Orders failed to load',
    ]);

    // The same report again, from any address, is one line counting it, moved to the top.
    for (const from of ['10.0.0.2', '10.0.0.66', '10.0.0.66', '10.0.0.9'])
      expect((await clientError(from, 'Orders failed to load')).status).toBe(204);
    items = await listed();
    expect(items).toHaveLength(13);
    expect(items[0]).toMatchObject({ message: 'Orders failed to load', count: 5 });
    expect(Date.parse(items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(items[0]!.firstAt));
    expect(items.filter((item) => item.message === 'Orders failed to load')).toHaveLength(1);
  });
});

describe('browser reports on two instances', () => {
  it('share one limit and one recent list: what one instance received, the other lists', async () => {
    const two = await startTwoInstances({ clientReportLimit: 3 });
    try {
      const body = (n: number) => ({
        kind: 'remote-load',
        message: `Broken widget ${n}`,
        remote: 'orders_mfe',
        release: '1',
        route: '/',
      });
      const statuses = [
        (await call(two.a.url, 'POST', '/api/client-errors', { body: body(1) })).status,
        (await call(two.a.url, 'POST', '/api/client-errors', { body: body(2) })).status,
        (await call(two.b.url, 'POST', '/api/client-errors', { body: body(1) })).status,
        (await call(two.b.url, 'POST', '/api/client-errors', { body: body(3) })).status,
      ];
      // The fourth report of the minute is over the limit of 3, though it reached the other instance.
      expect(statuses).toEqual([204, 204, 204, 429]);
      const admin = await signIn(two.b.url);
      const listed = await call<ClientErrorsResponse>(two.b.url, 'GET', '/api/system/client-errors', {
        token: admin.token,
      });
      // Sent to A, then again to B: one line with a count of 2, on top.
      expect(listed.body.items.map((item) => [item.message, item.count])).toEqual([
        ['Broken widget 1', 2],
        ['Broken widget 2', 1],
      ]);
    } finally {
      await two.close();
    }
  });
});
