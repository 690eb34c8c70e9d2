import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCEL_REQUEST_SORT_KEYS,
  COMPANY_SORT_KEYS,
  COUNTRY_SORT_KEYS,
  CUSTOMER_SORT_KEYS,
  EMPLOYEE_SORT_KEYS,
  FEE_SORT_KEYS,
  ORDER_REPORT_SORT_KEYS,
  ORDER_SORT_KEYS,
  PARTNER_SORT_KEYS,
  POPUP_TEXT_SORT_KEYS,
  PROJECT_SORT_KEYS,
  PROPERTY_FILTER_SORT_KEYS,
  ROLE_SORT_KEYS,
  SETTING_SORT_KEYS,
  TEMPLATE_SORT_KEYS,
  TRANSACTION_SORT_KEYS,
  USER_FILTER_SORT_KEYS,
  VIDEO_LINK_SORT_KEYS,
} from '@admin/api-client/contract';
import type { Company, ItemResponse, ListResponse, Project, Template } from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

type Row = Record<string, unknown> & { id: number };

/** Every paged list and the keys it sorts by. */
const LISTS: [path: string, keys: readonly string[]][] = [
  ['/api/v2/admin/project', PROJECT_SORT_KEYS],
  ['/api/property/filter', PROPERTY_FILTER_SORT_KEYS],
  ['/api/v2/company', COMPANY_SORT_KEYS],
  ['/api/v2/customer', CUSTOMER_SORT_KEYS],
  ['/api/users/filter', USER_FILTER_SORT_KEYS],
  ['/api/v2/admin/employee', EMPLOYEE_SORT_KEYS],
  ['/api/role', ROLE_SORT_KEYS],
  ['/api/percentage/all', FEE_SORT_KEYS],
  ['/api/v2/order', ORDER_SORT_KEYS],
  ['/api/order/report', ORDER_REPORT_SORT_KEYS],
  ['/api/v2/admin/cancel', CANCEL_REQUEST_SORT_KEYS],
  ['/api/v2/transaction', TRANSACTION_SORT_KEYS],
  ['/api/wallet/transactionsfilter', TRANSACTION_SORT_KEYS],
  ['/api/v2/template', TEMPLATE_SORT_KEYS],
  ['/api/config/country', COUNTRY_SORT_KEYS],
  ['/api/config/partner', PARTNER_SORT_KEYS],
  ['/api/config/popuptext', POPUP_TEXT_SORT_KEYS],
  ['/api/setting', SETTING_SORT_KEYS],
  ['/api/config/videolink', VIDEO_LINK_SORT_KEYS],
];

/** Fields compared as numbers or instants; text is compared by the database's collation, checked on our own rows below. */
const NUMERIC = new Set(['total_token', 'no_sqyds', 'total_amount', 'amount']);
const INSTANT = new Set(['created_at', 'updated_at', 'decided_at', 'join_date']);

/** The sortable value of a field as the client sees it (nulls sort last ascending, as PostgreSQL does). */
function comparable(key: string, value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (NUMERIC.has(key)) return Number(value);
  if (INSTANT.has(key)) return Date.parse(String(value));
  if (typeof value === 'boolean') return value ? 1 : 0;
  return undefined;
}

describe('list sorting', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api } = await startWithAdmin()));
  afterAll(() => server.close());

  async function rows(path: string, query: Record<string, string>): Promise<Row[]> {
    const res = await api.get<ListResponse<Row> | { data: { rows: Row[] } }>(`${path}?${new URLSearchParams(query)}`);
    expect(res.status, `${path} ${JSON.stringify(query)} → ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
    const data = res.body.data;
    return Array.isArray(data) ? data : data.rows;
  }

  /** Every row of a sorted list, page by page (orders and transactions hold more than one page). */
  async function all(path: string, query: Record<string, string>): Promise<Row[]> {
    const out: Row[] = [];
    for (let page = 1; page <= 50; page += 1) {
      const batch = await rows(path, { ...query, page: String(page), limit: '100' });
      out.push(...batch);
      if (batch.length < 100) return out;
    }
    throw new Error(`${path} has more rows than this test pages through`);
  }

  it.each(LISTS)(
    '%s sorts by each of its keys both ways, ties by id, and pages through the sorted rows',
    async (path, keys) => {
      for (const key of keys) {
        const up = await all(path, { sort: key, order: 'asc' });
        const down = await all(path, { sort: key, order: 'desc' });
        expect(up.length, `${path} has rows to sort`).toBeGreaterThanOrEqual(3);
        expect(new Set(up.map((r) => r.id)).size, `${path} ${key}: no row twice across pages`).toBe(up.length);
        // The id tie-break runs in the sort's direction, so descending is ascending reversed, row for row.
        expect(
          down.map((r) => r.id),
          `${path} ${key}`,
        ).toEqual(up.map((r) => r.id).reverse());
        const values = up.map((r) => comparable(key, r[key]));
        if (values.some((v) => v !== undefined)) {
          const present = values.filter((v): v is number => v !== undefined);
          expect(present, `${path} ${key} ascending`).toEqual([...present].sort((a, b) => a - b));
          // Missing values come last ascending.
          expect(
            values.slice(present.length).every((v) => v === undefined),
            `${path} ${key} nulls last`,
          ).toBe(true);
        }
        // Without `order`, ascending.
        expect((await rows(path, { sort: key, limit: '100' })).map((r) => r.id)).toEqual(
          up.slice(0, 100).map((r) => r.id),
        );
        // Page 2 of 2 rows is the 3rd and 4th of the whole sorted list.
        expect((await rows(path, { sort: key, order: 'desc', page: '2', limit: '2' })).map((r) => r.id)).toEqual(
          down.slice(2, 4).map((r) => r.id),
        );
      }
    },
  );

  it.each(LISTS)('%s refuses a column it does not sort by, naming the ones it does', async (path, keys) => {
    const res = await api.get<{ message: string }>(`${path}?sort=password&order=asc`);
    expect(res).toMatchObject({
      status: 400,
      body: { message: `sort: "password" is not a sortable column of this list; sortable: ${keys.join(', ')}` },
    });
    expect((await api.get<{ message: string }>(`${path}?sort=${keys[0]}&order=sideways`)).body).toEqual({
      message: 'order: expected asc or desc',
    });
    expect((await api.get<{ message: string }>(`${path}?sort=${keys[0]}&sort=${keys[0]}`)).body).toEqual({
      message: `sort: more than one value is not a sortable column of this list; sortable: ${keys.join(', ')}`,
    });
  });

  it('keeps each list in its own order when no sort is chosen', async () => {
    // Newest first for the working lists: the same as choosing created_at descending.
    for (const path of [
      '/api/v2/admin/project',
      '/api/v2/company',
      '/api/v2/customer',
      '/api/v2/order',
      '/api/v2/admin/cancel',
      '/api/v2/transaction',
    ]) {
      expect(
        (await rows(path, { limit: '100' })).map((r) => r.id),
        path,
      ).toEqual((await rows(path, { sort: 'created_at', order: 'desc', limit: '100' })).map((r) => r.id));
    }
    // `order` alone chooses nothing.
    const settings = await rows('/api/setting', { limit: '100' });
    expect((await rows('/api/setting', { order: 'asc', limit: '100' })).map((r) => r.id)).toEqual(
      settings.map((r) => r.id),
    );
    expect(settings.map((r) => r.id)).toEqual([...settings.map((r) => r.id)].sort((a, b) => b - a));
  });

  it('sorts text by the column and breaks ties by id in the same direction', async () => {
    const names = ['sortcheck-b', 'sortcheck-a', 'sortcheck-c', 'sortcheck-a'];
    const ids: number[] = [];
    for (const name of names) {
      const created = await api.post<ItemResponse<Company>>('/api/v2/company', { name, type: 'LLP' });
      expect(created.status).toBe(201);
      ids.push(created.body.data.id);
    }
    const [b, a1, c, a2] = ids as [number, number, number, number];
    const byName = async (order: string) =>
      (await api.get<ListResponse<Company>>(`/api/v2/company?search=sortcheck&sort=name&order=${order}`)).body.data.map(
        (row) => row.id,
      );
    expect(await byName('asc')).toEqual([a1, a2, b, c]);
    expect(await byName('desc')).toEqual([c, b, a2, a1]);
    // Paging the sorted rows one at a time walks the same order, no row twice.
    const walked: number[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const res = await api.get<ListResponse<Company>>(
        `/api/v2/company?search=sortcheck&sort=name&order=asc&limit=1&page=${page}`,
      );
      walked.push(...res.body.data.map((row) => row.id));
    }
    expect(walked).toEqual([a1, a2, b, c]);
  });

  it('sorts a filtered list: projects by name within a search, templates by kind', async () => {
    const made: number[] = [];
    for (const name of ['zz-sort two', 'zz-sort one', 'zz-sort three']) {
      const res = await api.post<ItemResponse<Project>>('/api/project', {
        name,
        property_type_id: 1,
        total_token: 100,
        token_amount: '10.50',
      });
      expect(res.status).toBe(201);
      made.push(res.body.data.id);
    }
    const projects = await api.get<ListResponse<Project>>('/api/v2/admin/project?search=zz-sort&sort=name&order=asc');
    expect(projects.body.data.map((p) => p.name)).toEqual(['zz-sort one', 'zz-sort three', 'zz-sort two']);
    expect(projects.body.pager.totalItems).toBe(3);

    const templates = await api.get<ListResponse<Template>>('/api/v2/template?sort=kind&order=desc&limit=100');
    const kinds = templates.body.data.map((t) => t.kind);
    expect(new Set(kinds).size).toBeGreaterThan(1);
    expect(kinds).toEqual([...kinds].sort().reverse());
  });
});
