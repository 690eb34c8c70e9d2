/** Assisted bookings, the filter choices' search, the report's totals and its streamed CSV. */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ItemResponse,
  ListResponse,
  Order,
  OrderFilterData,
  OrderReportResponse,
  OtpChallenge,
  Project,
} from '@admin/api-client/contract';
import { ORDER_FILTER_DEFAULT_LIMIT } from '@admin/api-client/contract';
import { sql } from 'drizzle-orm';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { createTestDatabase, startOn, type TestDatabase, type TestServer } from './helpers/server';
import type { Database } from '../src/db/connection';
import { ORDER_REPORT_CSV_HEADER, orderReportCsv } from '../src/modules/orders/report-csv';

const cents = (amount: string) => Math.round(Number(amount) * 100);
const sumCents = (values: string[]) => values.reduce((sum, v) => sum + cents(v), 0);

describe('order booking, filter search, report totals and CSV', () => {
  let database: TestDatabase;
  let opened: Database;
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let anon: ReturnType<typeof client>;
  let accessToken: string;
  let all: Order[];
  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await database.open();
    server = await startOn(database.config, { database: opened });
    accessToken = (await signIn(server.url)).token;
    api = client(server.url, accessToken);
    anon = client(server.url);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => api.get<ListResponse<Order>>(`/api/v2/order?limit=100&page=${page}`)),
    );
    all = pages.flatMap((p) => p.body.data);
  });
  afterAll(async () => {
    await server.close();
    if (database.config.databaseUrl) await opened.close();
    await database.drop();
  });

  async function customer(name: string, phone: string): Promise<number> {
    const res = await anon.post<ItemResponse<OtpChallenge>>('/api/auth/register', {
      phone,
      country_code: '+91',
      name,
      email: `${phone}@example.com`,
    });
    expect(res.status).toBe(201);
    return res.body.data.user_id;
  }

  async function activeProject(name: string, tokenAmount: string): Promise<Project> {
    const created = await api.post<ItemResponse<Project>>('/api/project', {
      name,
      property_type_id: 2,
      total_token: 1000,
      token_amount: tokenAmount,
    });
    expect(created.status).toBe(201);
    const active = await api.put<ItemResponse<Project>>(`/api/v2/project/status/${created.body.data.id}`, {
      status: 'Active',
    });
    expect(active.status).toBe(200);
    return active.body.data;
  }

  it('books an order for a customer at the project price; refuses what is not bookable', async () => {
    const userId = await customer('Booking Tester', '8100000001');
    const project = await activeProject('Booking Test Film', '123.45');
    const res = await api.post<ItemResponse<Order>>('/api/v2/order', {
      user_id: userId,
      property_id: project.id,
      no_sqyds: '3.5',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      user_id: userId,
      user_name: 'Booking Tester',
      property_id: project.id,
      status: 'Booked',
      no_sqyds: '3.50',
      token_amount: '123.45',
      total_amount: '432.08',
      booking_amount: '43.21',
      document_sign_time: null,
      payment_time: null,
    });
    const deadline = Date.parse(res.body.data.investment_deadline_time ?? '') - Date.parse(res.body.data.created_at);
    expect(deadline).toBe(7 * 86_400_000);
    expect((await api.get<ItemResponse<Order>>(`/api/order/${res.body.data.id}`)).body.data).toEqual(res.body.data);

    const pending = await api.post<ItemResponse<Project>>('/api/project', {
      name: 'Not yet live',
      property_type_id: 1,
      total_token: 10,
      token_amount: 5,
    });
    expect(
      await api.post('/api/v2/order', { user_id: userId, property_id: pending.body.data.id, no_sqyds: 1 }),
    ).toMatchObject({
      status: 409,
      body: { message: 'The project is Application Pending: only Active projects take bookings' },
    });
    const admin = (await api.get<ItemResponse<{ id: number }>>('/api/auth/me')).body.data.id;
    expect(
      (await api.post<{ message: string }>('/api/v2/order', { user_id: admin, property_id: project.id, no_sqyds: 1 }))
        .body.message,
    ).toBe('user_id: orders are booked for customers only');
    expect(
      (await api.post<{ message: string }>('/api/v2/order', { user_id: 999999, property_id: project.id, no_sqyds: 1 }))
        .status,
    ).toBe(400);
    expect(
      (await api.post<{ message: string }>('/api/v2/order', { user_id: userId, property_id: 999999, no_sqyds: 1 }))
        .status,
    ).toBe(400);
    expect(
      (await api.post<{ message: string }>('/api/v2/order', { user_id: userId, property_id: project.id, no_sqyds: 0 }))
        .body.message,
    ).toMatch(/^no_sqyds:/);
    expect(
      (
        await api.post<{ message: string }>('/api/v2/order', {
          user_id: userId,
          property_id: project.id,
          no_sqyds: '1.234',
        })
      ).body.message,
    ).toMatch(/^no_sqyds:/);
    expect(
      (await api.post<{ message: string }>('/api/v2/order', { user_id: userId, property_id: project.id })).body.message,
    ).toBe('no_sqyds is required');
    expect((await anon.post('/api/v2/order', { user_id: userId, property_id: project.id, no_sqyds: 1 })).status).toBe(
      401,
    );
  });

  it('the filter choices search by name (or phone) and are capped by limit', async () => {
    const capped = await api.get<ItemResponse<OrderFilterData>>('/api/v2/order/filter');
    expect(capped.body.data.users.length).toBe(ORDER_FILTER_DEFAULT_LIMIT);
    const names = capped.body.data.users.map((u) => u.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    expect(
      (await api.get<ItemResponse<OrderFilterData>>('/api/v2/order/filter?limit=5')).body.data.properties,
    ).toHaveLength(5);

    const userId = await customer('Zebulon 100%_Quartz', '8100000002');
    const project = await activeProject('Quartz Valley Estates', '10');
    await api.post('/api/v2/order', { user_id: userId, property_id: project.id, no_sqyds: 1 });
    const found = await api.get<ItemResponse<OrderFilterData>>('/api/v2/order/filter?search=qUaRtZ');
    expect(found.body.data).toEqual({
      users: [{ id: userId, name: 'Zebulon 100%_Quartz' }],
      properties: [{ id: project.id, name: 'Quartz Valley Estates' }],
    });
    // % and _ are literal, not wildcards; a phone matches too.
    expect(
      (await api.get<ItemResponse<OrderFilterData>>(`/api/v2/order/filter?search=${encodeURIComponent('0%_Q')}`)).body
        .data.users,
    ).toHaveLength(1);
    expect((await api.get<ItemResponse<OrderFilterData>>('/api/v2/order/filter?search=_')).body.data.users).toEqual([
      { id: userId, name: 'Zebulon 100%_Quartz' },
    ]);
    expect(
      (await api.get<ItemResponse<OrderFilterData>>('/api/v2/order/filter?search=8100000002')).body.data.users,
    ).toEqual([{ id: userId, name: 'Zebulon 100%_Quartz' }]);
    // Only people and projects that have orders are offered.
    await customer('Quartz Without Orders', '8100000003');
    expect(
      (await api.get<ItemResponse<OrderFilterData>>('/api/v2/order/filter?search=Without')).body.data.users,
    ).toEqual([]);
    expect((await api.get<{ message: string }>('/api/v2/order/filter?limit=101')).body.message).toMatch(/^limit:/);
  });

  it('the report answers totals of the whole filtered set, not just the page', async () => {
    const everything = await api.get<OrderReportResponse>('/api/order/report?limit=100&page=1');
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => api.get<OrderReportResponse>(`/api/order/report?limit=100&page=${page}`)),
    );
    const rows = pages.flatMap((p) => p.body.data);
    expect(everything.body.totals).toEqual({
      orders: rows.length,
      units: (sumCents(rows.map((o) => o.no_sqyds)) / 100).toFixed(2),
      amount: (sumCents(rows.map((o) => o.total_amount)) / 100).toFixed(2),
    });
    expect(everything.body.pager.totalItems).toBe(rows.length);

    const sample = all[4] as Order;
    const filtered = await api.get<OrderReportResponse>(`/api/order/report?status=${sample.status}&limit=2`);
    const matching = rows.filter((o) => o.status === sample.status);
    expect(filtered.body.data).toHaveLength(2);
    expect(filtered.body.totals).toEqual({
      orders: matching.length,
      units: (sumCents(matching.map((o) => o.no_sqyds)) / 100).toFixed(2),
      amount: (sumCents(matching.map((o) => o.total_amount)) / 100).toFixed(2),
    });
    const none = await api.get<OrderReportResponse>('/api/order/report?from_date=2001-01-01&to_date=2001-01-02');
    expect(none.body).toMatchObject({ data: [], totals: { orders: 0, units: '0.00', amount: '0.00' } });
  });

  it('streams every matching order as CSV, with the same filters as the report', async () => {
    const response = await fetch(`${server.url}/api/order/report/csv`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="order-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // UTF-8 with a byte order mark, so Excel reads non-ASCII names right.
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...records] = parsed.data;
    expect(header).toEqual([...ORDER_REPORT_CSV_HEADER]);
    const report = await api.get<OrderReportResponse>('/api/order/report?limit=1');
    expect(records).toHaveLength(report.body.totals.orders);
    expect(sumCents(records.map((r) => r[9] as string))).toBe(cents(report.body.totals.amount));
    expect(new Set(records.map((r) => r[0])).size).toBe(records.length);
    // Newest first, like the report.
    expect(records[0]?.[0]).toBe(String(report.body.data[0]?.id));

    const sample = all[6] as Order;
    const query = `status=${sample.status}&property_id=${sample.property_id}`;
    const filteredCsv = await api.get<string>(`/api/order/report/csv?${query}`);
    const filtered = Papa.parse<string[]>(filteredCsv.body, { skipEmptyLines: true }).data.slice(1);
    const expected = await api.get<OrderReportResponse>(`/api/order/report?${query}&limit=100`);
    expect(filtered.map((r) => Number(r[0]))).toEqual(expected.body.data.map((o) => o.id));
    expect(filtered[0]).toEqual([
      String(expected.body.data[0]?.id),
      expected.body.data[0]?.created_at,
      String(sample.user_id),
      expected.body.data[0]?.user_name,
      String(sample.property_id),
      expected.body.data[0]?.property_name,
      expect.any(String),
      expected.body.data[0]?.no_sqyds,
      expected.body.data[0]?.token_amount,
      expected.body.data[0]?.total_amount,
      expected.body.data[0]?.booking_amount,
      expected.body.data[0]?.investment_deadline_time ?? '',
      expected.body.data[0]?.document_sign_time ?? '',
      expected.body.data[0]?.payment_time ?? '',
      expected.body.data[0]?.cover_image_pdf ?? '',
    ]);
    expect((await api.get<{ message: string }>('/api/order/report/csv?from_date=yesterday')).body.message).toMatch(
      /^from_date:/,
    );
    expect((await anon.get('/api/order/report/csv')).status).toBe(401);
  });

  it('CSV cells that a spreadsheet would run as formulas are defused; quoting survives commas and quotes', async () => {
    const project = await activeProject('=HYPERLINK("http://evil.example","Open"), Inc', '7');
    const names = ['=1+2', '+91 caller', '-minus', '@SUM(A1)', 'Plain, "quoted" name'];
    for (const [i, name] of names.entries()) {
      const userId = await customer(name, `81000001${i}0`);
      expect((await api.post('/api/v2/order', { user_id: userId, property_id: project.id, no_sqyds: 1 })).status).toBe(
        201,
      );
    }
    const csv = await api.get<string>(`/api/order/report/csv?property_id=${project.id}`);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Open""), Inc"`);
    const records = Papa.parse<string[]>(csv.body, { skipEmptyLines: true }).data.slice(1);
    expect(records.map((r) => r[3]).sort()).toEqual(
      ["'+91 caller", "'-minus", "'=1+2", "'@SUM(A1)", 'Plain, "quoted" name'].sort(),
    );
    expect(records.every((r) => r[5] === `'=HYPERLINK("http://evil.example","Open"), Inc`)).toBe(true);
  });

  it('keyset batches neither skip nor repeat orders that share a millisecond', async () => {
    // Two orders a microsecond apart: a cursor kept as a JS Date (milliseconds) would lose one.
    const [first] = all;
    await opened.db.execute(sql`
      insert into orders (user_id, property_id, no_sqyds, token_amount, total_amount, created_at, updated_at)
      select user_id, property_id, no_sqyds, token_amount, total_amount, t, t
      from orders, (values ('2030-01-01T00:00:00.000100Z'::timestamptz), ('2030-01-01T00:00:00.000200Z'::timestamptz), ('2030-01-01T00:00:00.000300Z'::timestamptz)) as v(t)
      where orders.id = ${first?.id}`);
    const read = async (batch: number) => {
      let text = '';
      for await (const chunk of orderReportCsv(opened.db, undefined, batch)) text += chunk;
      return text;
    };
    const whole = await read(100_000);
    expect(await read(2)).toBe(whole);
    expect(await read(7)).toBe(whole);
    const records = Papa.parse<string[]>(whole, { skipEmptyLines: true }).data.slice(1);
    // The times are written as the JSON answers write them: microseconds cut to the millisecond.
    const newest = await api.get<OrderReportResponse>('/api/order/report?limit=3');
    expect(records.slice(0, 3).map((r) => [Number(r[0]), r[1]])).toEqual(
      newest.body.data.map((o) => [o.id, o.created_at]),
    );
    expect(records[0]?.[1]).toBe('2030-01-01T00:00:00.000Z');
    const ids = records.map((r) => r[0]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe((await api.get<OrderReportResponse>('/api/order/report?limit=1')).body.totals.orders);
  });
});
