/**
 * Response schemas drop every field they do not list, so a schema that forgets one would silently
 * take it away from the screens. This walk calls every route of the permission table as Admin on
 * the seeded data (reads first, then writes on records it creates, then deletes) and compares the
 * JSON key paths of each answer with test/fixtures/responseKeys.json, recorded from the API before
 * it had response schemas: an answer may gain keys, never lose one, and keeps its status.
 * `RECORD_RESPONSE_KEYS=true npx vitest run test/response-keys.test.ts` writes the fixture again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '@admin/api-client/contract';
import { LIVE_STREAM_ROUTE, ROUTE_PERMISSIONS } from '../src/modules/route-permissions';
import { signIn } from './helpers/auth';
import { client, type Answer } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';
import { validBody } from './helpers/valid-bodies';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'responseKeys.json');

interface Recorded {
  status: number;
  keys: string[];
}

/** Every key path of a JSON value: `data.id`, `data[].name`, `pager.totalItems`; array items merged. */
export function keyPaths(value: unknown, prefix = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) keyPaths(item, `${prefix}[]`, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const at = prefix ? `${prefix}.${key}` : key;
      into.add(at);
      keyPaths(inner, at, into);
    }
  }
  return into;
}

/** The query a read needs to answer records rather than nothing or a 400. */
const QUERIES: Record<string, string> = {
  'GET /v2/search': '?q=a',
  'GET /v2/queues/assignees': '?kind=order',
  'GET /v2/views': '?list=orders',
};

/**
 * The lists again as the screens also ask for them: sorted (by a key other than their own order,
 * both ways), as work queues (oldest first) and as the caller's own. Each is recorded under its URL.
 */
const LIST_VARIANTS = [
  '/v2/admin/project?sort=name&order=desc',
  '/property/filter?sort=total_token',
  '/v2/company?sort=name',
  '/v2/order?sort=total_amount&order=desc',
  '/v2/order?queue=awaiting_payment',
  '/v2/order?queue=past_deadline&sort=status',
  '/v2/order?mine=true',
  '/order/report?sort=no_sqyds&order=desc',
  '/v2/admin/cancel?status=Pending',
  '/v2/admin/cancel?mine=true&sort=created_at',
  '/wallet/transactionsfilter?sort=amount',
  '/v2/transaction?sort=type&order=desc',
  '/users/filter?awaiting_review=true',
  '/users/filter?sort=email&order=desc',
  '/v2/customer?mine=true',
  '/v2/customer?sort=name',
  '/v2/admin/employee?sort=join_date',
  '/role?sort=name&order=desc',
  '/percentage/all?sort=name',
  '/setting?sort=updated_at&order=desc',
  '/config/partner?sort=name',
  '/config/videolink?sort=title',
  '/config/popuptext?sort=is_active',
  '/config/country?sort=iso_code&order=desc',
  '/v2/template?sort=kind',
  '/v2/admin/project?sort=nope',
];

const ORDER = { GET: 0, POST: 1, PUT: 2, DELETE: 3 } as Record<string, number>;

describe('every route answers at least the keys it answered before response schemas', () => {
  let server: TestServer;
  let admin: ReturnType<typeof client>;
  const recorded: Record<string, Recorded> = {};
  /** Ids the walk fills path parameters with: seeded records for reads, its own records for writes. */
  const ids: Record<string, number> = {};
  /** Versions of the walk's own records, for edits of records that have no GET-one (and so no ETag). */
  const versions: Record<string, number> = {};

  /** The first row of a list; a list the seed leaves empty gets one row first, so its reads answer a record. */
  const firstId = async (listPath: string, create?: unknown): Promise<number> => {
    const res = await admin.get<ListResponse<{ id: number }>>(listPath);
    const id =
      res.body.data[0]?.id ??
      (create ? (await admin.post<{ data: { id: number } }>(listPath, create)).body.data.id : undefined);
    if (id === undefined) throw new Error(`${listPath} has no rows`);
    return id;
  };

  beforeAll(async () => {
    server = await startServer();
    const session = await signIn(server.url);
    admin = client(server.url, session.token);
    ids.admin = session.user.id;
    ids.project = await firstId('/api/v2/admin/project');
    ids.company = await firstId('/api/v2/company');
    ids.order = await firstId('/api/v2/order');
    ids.transaction = await firstId('/api/v2/transaction');
    ids.cancel = await firstId('/api/v2/admin/cancel');
    ids.customer = await firstId('/api/v2/customer');
    ids.employee = await firstId('/api/v2/admin/employee');
    ids.role = 1;
    ids.setting = await firstId('/api/setting');
    ids.partner = await firstId('/api/config/partner');
    ids.videolink = await firstId('/api/config/videolink', validBody('POST', '/config/videolink'));
    ids.popuptext = await firstId('/api/config/popuptext', validBody('POST', '/config/popuptext'));
    ids.template = await firstId('/api/v2/template');
    ids.fee = await firstId('/api/percentage/all');
    ids.risk =
      (await admin.get<{ data: { id: number }[] }>(`/api/project/project_metadata/risk/${ids.project}`)).body.data[0]
        ?.id ?? 1;
  });
  afterAll(() => server.close());

  /** Which record a path's `:id` names, by the path's resource. */
  const resourceOf = (url: string): string => {
    const rules: [RegExp, string][] = [
      [/^\/v2\/admin\/employee\/:id\/sessions\/:sessionId/, 'employee'],
      [/project_metadata\/risk/, 'project'],
      [/project_metadata/, 'risk'],
      [/project|percentage\/property/, 'project'],
      [/company/, 'company'],
      [/cancel/, 'cancel'],
      [/order/, 'order'],
      [/transaction/, 'transaction'],
      [/customer|portfolio/, 'customer'],
      [/employee/, 'employee'],
      [/role/, 'role'],
      [/percentage/, 'fee'],
      [/setting/, 'setting'],
      [/partner/, 'partner'],
      [/videolink/, 'videolink'],
      [/popuptext/, 'popuptext'],
      [/template/, 'template'],
      [/^\/v2\/views/, 'view'],
    ];
    return rules.find(([pattern]) => pattern.test(url.toLowerCase()))?.[1] ?? 'unknown';
  };

  const fill = (url: string) =>
    url.replace(/:(\w+)/g, (_, name: string) => {
      if (name === 'sessionId') return '00000000-0000-0000-0000-000000000000';
      if (name === 'verification') return 'pan';
      if (name === 'app') return 'orders-mfe';
      return String(ids[resourceOf(url)] ?? 1);
    });

  /** A write's body with the walk's own order, customer, project and assignee put in. */
  const bodyOf = (method: string, url: string): unknown => {
    const body = validBody(method, url);
    if (!body) return body;
    const withIds: Record<string, unknown> = { ...body };
    if ('order_id' in withIds) withIds.order_id = ids.order;
    if ('user_id' in withIds) withIds.user_id = ids.customer;
    if ('property_id' in withIds) withIds.property_id = ids.project;
    if ('project_id' in withIds) withIds.project_id = ids.project;
    if ('assignee_id' in withIds) withIds.assignee_id = ids.admin;
    return withIds;
  };

  const routes = Object.keys(ROUTE_PERMISSIONS)
    // The live stream never ends an answer, and presence answers nothing (live.test.ts has both).
    .filter((key) => key !== LIVE_STREAM_ROUTE && key !== 'POST /live/presence')
    .map((key) => {
      const [method = '', url = ''] = key.split(' ');
      return { key: `${method} ${url.toLowerCase().replace(/:[a-z_]+id\b/g, ':id')}`, method, url };
    })
    .sort((a, b) => (ORDER[a.method] ?? 9) - (ORDER[b.method] ?? 9));

  it('walks every route of the permission table', async () => {
    for (const url of LIST_VARIANTS) {
      const res = await admin.get(`/api${url}`);
      recorded[`GET ${url}`] = { status: res.status, keys: [...keyPaths(res.body)].sort() };
    }
    for (const route of routes) {
      const target = `/api${fill(route.url)}${QUERIES[route.key] ?? ''}`;
      const headers: Record<string, string> = {};
      // A KYC confirmation or send-back names the customer's version too (If-Match), read from the customer.
      const kycStep = route.method === 'POST' && /\/kyc\/:verification\/(confirm|send-back)$/.test(route.url);
      if ((route.method === 'PUT' && route.url.includes(':')) || kycStep) {
        const etag = (await admin.get(kycStep ? target.replace(/\/kyc\/.*$/, '') : target)).headers.get('etag');
        const version = versions[resourceOf(route.url)];
        if (etag) headers['if-match'] = etag;
        else if (version !== undefined) headers['if-match'] = `"${version}"`;
      }
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : bodyOf(route.method, route.url);
      const res: Answer = await (route.method === 'GET'
        ? admin.get(target)
        : route.method === 'DELETE'
          ? admin.delete(target)
          : route.method === 'POST'
            ? admin.post(target, body, { headers })
            : admin.put(target, body, { headers }));
      recorded[route.key] = { status: res.status, keys: [...keyPaths(res.body)].sort() };
      // Writes go on at the records they create, so deletes remove the walk's own records.
      const created = (res.body as { data?: { id?: unknown; version?: unknown } } | null)?.data;
      if (
        route.method === 'POST' &&
        res.status === 201 &&
        typeof created?.id === 'number' &&
        !route.url.includes(':')
      ) {
        ids[resourceOf(route.url)] = created.id;
      }
      if (route.method !== 'GET' && res.status < 300 && typeof created?.version === 'number')
        versions[resourceOf(route.url)] = created.version;
    }
    if (process.env.RECORD_RESPONSE_KEYS === 'true') {
      fs.mkdirSync(path.dirname(FIXTURE), { recursive: true });
      fs.writeFileSync(FIXTURE, `${JSON.stringify(recorded, null, 1)}\n`);
      return;
    }
    const before = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Record<string, Recorded>;
    const lost: Record<string, unknown> = {};
    for (const [key, was] of Object.entries(before)) {
      const now = recorded[key];
      const missing = was.keys.filter((k) => !now?.keys.includes(k));
      if (!now || now.status !== was.status || missing.length > 0)
        lost[key] = { was: was.status, now: now?.status, missing };
    }
    expect(lost).toEqual({});
    expect(Object.keys(recorded).sort()).toEqual(Object.keys(before).sort());
  });
});
