/**
 * Hostile input on every route: out-of-range ids and numbers, NUL bytes, extreme
 * dates, wrong types, huge strings. Whatever comes in, the API answers 4xx with `{ message }`,
 * never a 500, and a 400 writes nothing (checked with a fingerprint of every business table).
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connection';
import { signIn } from './helpers/auth';
import { call, type Answer } from './helpers/http';
import { createTestDatabase, startOn, type TestDatabase, type TestServer } from './helpers/server';
import {
  bodyKey,
  investmentTerm as term,
  projectBody as project,
  VALID_BODIES,
  validBody,
} from './helpers/valid-bodies';

/** Tables whose rows a rejected request must leave alone (OTP attempts and sessions are counted on purpose). */
const BUSINESS_TABLES = [
  'users',
  'roles',
  'customer_comments',
  'companies',
  'projects',
  'investment_terms',
  'project_metadata',
  'project_bookmarks',
  'orders',
  'cancel_requests',
  'wallet_transactions',
  'templates',
  'settings',
  'partners',
  'video_links',
  'popup_texts',
  'fee_entries',
  'project_fees',
  'files',
  'kyc_checks',
  'kyc_evidence',
];

const QUERY_KEYS = [
  'page',
  'limit',
  'sort',
  'order',
  'status',
  'search',
  'q',
  'from_date',
  'to_date',
  'user_id',
  'property_id',
  'role',
  'kyc',
  'awaiting_review',
  'wallet',
  'type',
  'dao',
  'kind',
  'mode',
  'fee_id',
  'queue',
  'mine',
  'actor_id',
  'record_type',
  'record_id',
  'action',
];

/** Edge values of every field type: ids and counts, amounts, dates, text, URLs, wrong types. */
const EDGE_VALUES: unknown[] = [
  3_000_000_000,
  2_147_483_648,
  2_147_483_647,
  -1,
  0,
  1.5,
  1e6,
  3e9,
  1e21,
  -3e9,
  Number.MAX_SAFE_INTEGER,
  '3000000000',
  '12345678901234567890',
  '99999999999999999999.99',
  '-0',
  '1e6',
  'NaN',
  'Infinity',
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(20_000),
  '%',
  '_',
  '\\',
  "'; drop table users; --",
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  null,
  true,
  [],
  {},
  [1, 2],
  { __proto__: { admin: true } },
];
const PATH_VALUES = [
  '3000000000',
  '2147483648',
  '12345678901234567890',
  '-1',
  '0',
  '1.5',
  '1e3',
  'abc',
  '%00',
  'a%00b',
  '%25',
  'x'.repeat(300),
];

const hostileValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_VALUES) },
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.stringMatching(/^-?\d{1,25}(\.\d{1,6})?$/),
  fc
    .date({ min: new Date(-62_198_755_200_000), max: new Date(253_402_300_799_000), noInvalidDate: true })
    .map((d) => d.toISOString()),
);

interface Route {
  method: string;
  url: string;
}

/** What an error answer may hold (apps/api/src/http/errors.ts): a 403's code and permission, a 409's code and current. */
const ERROR_FIELDS = new Set(['message', 'code', 'permission', 'current']);

describe('hostile input on every route', () => {
  let database: TestDatabase;
  let opened: Database;
  let server: TestServer;
  let token: string;
  const routes: Route[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await database.open();
    server = await startOn(database.config, { database: opened, onRoute: (route) => routes.push(route) });
    token = (await signIn(server.url)).token;
  });
  afterAll(async () => {
    await server.close();
    // PGlite in memory: drop() closes the one shared instance; PostgreSQL: close our pool first.
    if (opened.engine === 'postgres') await opened.close();
    await database.drop();
  });

  const fingerprint = async () => {
    const parts = BUSINESS_TABLES.map(
      (t) => `select '${t}' as t, count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text as v from "${t}"`,
    );
    const result = await opened.db.execute(sql.raw(parts.join(' union all ')));
    const rows = (Array.isArray(result) ? result : (result as { rows: { t: string; v: string }[] }).rows) as {
      t: string;
      v: string;
    }[];
    return rows.map((r) => `${r.t}=${r.v}`).join(' ');
  };

  const served = () => routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');

  const ANY_VERSION_OF_A_RUN = Array.from({ length: 1500 }, (_, i) => `"${i + 1}"`).join(',');

  const fill = (url: string, hostile?: { param: string; value: string }) =>
    url.replace(/:(\w+)/g, (_, name: string) => (hostile?.param === name ? hostile.value : '1'));

  /**
   * Sends one request; asserts no 5xx, an `{ message }` on errors, and no write on a 400. Writes
   * carry an If-Match listing every version a record reaches in a run, so edits get past the
   * version check to the database (the hostile values are what is tested here, not the rule).
   */
  async function expectSafe(method: string, path: string, body: unknown, withToken = true): Promise<Answer> {
    // Reads write nothing by design; fingerprinting them too would only slow the run down.
    const before = method === 'GET' ? '' : await fingerprint();
    const headers = method === 'GET' || method === 'DELETE' ? undefined : { 'if-match': ANY_VERSION_OF_A_RUN };
    const answer = await call(server.url, method, path, {
      token: withToken ? token : null,
      headers,
      body: method === 'GET' || method === 'DELETE' ? undefined : body,
    });
    const where = `${method} ${path.slice(0, 200)} ${JSON.stringify(body)?.slice(0, 300)}`;
    expect(answer.status, `${where} → ${answer.status} ${JSON.stringify(answer.body)}`).toBeLessThan(500);
    if (answer.status >= 400) {
      // A message, and only the fields an error may carry beside it (errors.ts): never a stack or a row.
      expect(answer.body, where).toMatchObject({ message: expect.any(String) });
      expect(
        Object.keys(answer.body as object).filter((key) => !ERROR_FIELDS.has(key)),
        where,
      ).toEqual([]);
    }
    if (answer.status === 400 && method !== 'GET') expect(await fingerprint(), `${where} wrote on a 400`).toBe(before);
    return answer;
  }

  it('knows a valid body for every route that takes one', () => {
    const withBody = served().filter(
      (r) => (r.method === 'POST' || r.method === 'PUT') && !/media|addCoverImage|pinFileToIPFS|evidence/.test(r.url),
    );
    const missing = withBody.map((r) => bodyKey(r.method, r.url)).filter((key) => !VALID_BODIES.has(key));
    expect(missing).toEqual([]);
    expect(withBody.length).toBeGreaterThan(30);
  });

  it("answers the probe's cases with 400", async () => {
    const cases: [string, string, unknown, boolean][] = [
      ['POST', '/api/auth/verify', { otp: '123456', user_id: 3_000_000_000 }, false],
      ['POST', '/api/auth/register', { phone: '5550003333', name: 'a\u0000b', email: 'n@example.com' }, false],
      ['GET', '/api/order/3000000000', undefined, true],
      ['GET', '/api/v2/order?user_id=3000000000', undefined, true],
      ['PUT', '/api/order/status', { order_id: 3_000_000_000, status: 'Booked' }, true],
      ['POST', '/api/project', { ...project, total_token: 3e9 }, true],
      ['POST', '/api/project', { ...project, token_amount: '12345678901234567890' }, true],
      ['POST', '/api/project', { ...project, investment_terms: [{ ...term, percentageOfIP: 1e6 }] }, true],
      ['GET', '/api/order/report?from_date=0000-01-01', undefined, true],
      ['GET', '/api/order/report?to_date=9999-12-31', undefined, true],
    ];
    for (const [method, path, body, withToken] of cases) {
      const answer = await expectSafe(method, path, body, withToken);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    }
  });

  it('survives an edge value in every path parameter', async () => {
    for (const route of served().filter((r) => r.url.includes(':'))) {
      for (const param of route.url.match(/:(\w+)/g) ?? []) {
        for (const value of PATH_VALUES) {
          if (route.method === 'DELETE' && /^\d+$/.test(value)) continue;
          await expectSafe(
            route.method,
            fill(route.url, { param: param.slice(1), value }),
            validBody(route.method, route.url) ?? {},
          );
        }
      }
    }
  }, 600_000);

  it('survives an edge value in every query filter of every list', async () => {
    const values = ['3000000000', '0000-01-01', 'a\u0000b'];
    for (const route of served().filter((r) => r.method === 'GET' && !r.url.includes('/ipfs/'))) {
      // Reads in parallel per route: they write nothing, so they need no fingerprint between them.
      await Promise.all(
        QUERY_KEYS.flatMap((key) =>
          values.map((value) =>
            expectSafe('GET', `${fill(route.url)}?${new URLSearchParams({ [key]: value })}`, undefined),
          ),
        ),
      );
    }
  }, 600_000);

  it('survives hostile values in any body field (property-based)', async () => {
    const bodyRoutes = [...VALID_BODIES];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodyRoutes),
        fc.nat(),
        hostileValue,
        fc.boolean(),
        async ([key, base], fieldIndex, value, nested) => {
          const [method, url] = key.split(' ') as [string, string];
          const fields = Object.keys(base);
          const field = fields[fieldIndex % fields.length] as string;
          const body: Record<string, unknown> = { ...base, [field]: value };
          // Investment term rows are a body of their own: reach into them too.
          if (nested && Array.isArray(base.investment_terms)) {
            const termField = Object.keys(term)[fieldIndex % Object.keys(term).length] as string;
            body.investment_terms = [{ ...term, [termField]: value }];
            body[field] = base[field];
          }
          await expectSafe(method, `/api${fill(url)}`, body, !url.startsWith('/auth/'));
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 200),
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      },
    );
  }, 600_000);
});
