/**
 * The API describes itself: every route under /api declares its answers (and its path parameters
 * and JSON body), the OpenAPI document generated from those schemas is served with a browsable
 * reference, and every call of the typed client (libs/api-client/src/calls) names a method and
 * path the document has. Production serves the reference only when API_DOCS says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { call } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Routes whose body is a multipart form (files) or that take none: they declare no JSON body. */
const NO_JSON_BODY = new Set([
  'post /api/v2/project/{id}/media',
  'post /api/v2/project/{id}/media/file',
  'post /api/order/addcoverimageorder/{order_id}',
  'post /api/v2/customer/{id}/kyc/{verification}/evidence',
  'post /api/v2/customer/{id}/reveal',
  // A second approval confirms what the first decider sent: nothing to add.
  'post /api/v2/admin/cancel/{id}/confirm',
  'post /api/v2/customer/{id}/kyc/{verification}/confirm',
  'post /api/setting/{id}/confirm',
  'post /api/v2/admin/employee/{id}/role/confirm',
  'post /api/role/{id}/confirm',
  // Marking inbox items read: the path says which.
  'post /api/inbox/{id}/read',
  'post /api/inbox/read-all',
  // A retry sends the message as it was written.
  'post /api/v2/message/{id}/retry',
  'post /api/pinning/pinfiletoipfs',
  // Browsers send these in several report formats; the handlers read what they know of each.
  'post /api/csp-reports',
  'post /api/client-errors',
]);

/** `/v2/setting/{id}` and `/v2/setting/:x/` are one path: parameter names and case do not matter. */
const shape = (p: string) =>
  p
    .toLowerCase()
    .replace(/\{[^}]+\}|:[^/]+|\$\{[^}]+\}/g, '{}')
    .replace(/\/+$/, '');

const CALLS_DIR = path.resolve(import.meta.dirname, '../../../libs/api-client/src/calls');
/** `getPaged('/x'`, `getItem(\`/x/${id}\``, `send('put', '/x'`, `apiClient.post('/x'`: method and path of every client call. */
const CALL =
  /(getPaged|getItem|getBlob|send|apiClient\.(get|post|put|delete|patch))(?:<[^(]*?>)?\(\s*(?:'(get|post|put|delete|patch)',\s*)?['`]([^'`]+)['`]/g;

function clientCalls(): { method: string; path: string; file: string }[] {
  const calls: { method: string; path: string; file: string }[] = [];
  for (const file of fs.readdirSync(CALLS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = fs.readFileSync(path.join(CALLS_DIR, file), 'utf8');
    for (const m of source.matchAll(CALL)) {
      const [, helper = '', clientMethod, sendMethod, url = ''] = m;
      const method = clientMethod ?? sendMethod ?? (helper === 'send' ? '' : 'get');
      if (url.startsWith('/')) calls.push({ method, path: `/api${url}`, file });
    }
  }
  return calls;
}

describe('the OpenAPI document', () => {
  let server: TestServer;
  let doc: OpenApi;
  beforeAll(async () => {
    server = await startServer();
    doc = (await call<OpenApi>(server.url, 'GET', '/api/docs/openapi.json')).body;
  });
  afterAll(() => server.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method} ${shape(p)}`, path: p, method, op })),
    );

  it('is OpenAPI 3.1 and lists the admin, auth and operations routes', () => {
    expect(doc.openapi).toBe('3.1.0');
    const keys = operations().map((o) => o.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'get /api/setting',
        'put /api/setting/{}',
        'post /api/auth/login',
        'get /api/v2/order',
        'get /api/ready',
      ]),
    );
    expect(keys.length).toBeGreaterThan(100);
  });

  it('has a schema for every route: its answer, its path parameters and its JSON body', () => {
    const lacking: string[] = [];
    for (const { key, path: p, method, op } of operations().filter((o) => o.path.startsWith('/api/'))) {
      const answers = Object.entries(op.responses ?? {}).filter(([status]) => /^2/.test(status));
      if (
        !answers.some(
          ([status, answer]) => status === '204' || Object.values(answer.content ?? {}).some((c) => c.schema),
        )
      )
        lacking.push(`${key}: answer`);
      const pathParams = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
      const declared = (op.parameters ?? []).filter((param) => param.in === 'path').map((param) => param.name);
      if (pathParams.some((name) => !declared.includes(name))) lacking.push(`${key}: path parameters`);
      if (
        ['post', 'put', 'patch'].includes(method) &&
        !NO_JSON_BODY.has(`${method} ${p.toLowerCase()}`) &&
        !op.requestBody
      )
        lacking.push(`${key}: body`);
    }
    expect(lacking).toEqual([]);
  });

  it('has every call of the typed client: the client and the API agree on each method and path', () => {
    const documented = new Set(operations().map((o) => o.key));
    const calls = clientCalls();
    expect(calls.length).toBeGreaterThan(80);
    const unknown = calls
      .filter((c) => !documented.has(`${c.method} ${shape(c.path)}`))
      .map((c) => `${c.file}: ${c.method.toUpperCase()} ${c.path}`);
    expect(unknown).toEqual([]);
  });

  it('is browsable at /api/docs: a page without scripts under its own strict policy', async () => {
    const page = await call<string>(server.url, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'; frame-ancestors 'none'$/,
    );
    expect(page.body).toContain('/api/v2/template/{id}/preview');
    expect(page.body).not.toContain('<script');
  });
});

describe('the reference outside development mode', () => {
  it('is off unless API_DOCS turns it on', () => {
    expect(loadConfig({}).apiDocs).toBe(false);
    expect(loadConfig({ API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ DEV_MODE: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ DEV_MODE: 'true', API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('answers 404 when switched off', { timeout: 120_000 }, async () => {
    const server = await startServer({ apiDocs: false });
    try {
      expect((await call(server.url, 'GET', '/api/docs/openapi.json')).status).toBe(404);
      expect((await call(server.url, 'GET', '/api/docs')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
