/**
 * Signed download links: `POST /order/report/csv/link` answers a link to the CSV that a browser opens
 * without the bearer header. The link works once, for a minute, for the user and session that asked,
 * for that route and those filters only. The clock is stepped, never slept.
 */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadLink, ItemResponse, ListResponse, Order } from '@admin/api-client';
import { signIn } from './helpers/auth';
import { call, client } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';

const SUPPORT = '9810000003';
let serverUrl = '';

function steppedClock() {
  let offsetMs = 0;
  return { now: () => new Date(Date.now() + offsetMs), advance: (seconds: number) => (offsetMs += seconds * 1000) };
}

/** What Chromium sends when a tab navigates. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';

/** GET a link with no Authorization header, as a browser navigation does (on the test server: links name PUBLIC_URL). */
async function open(link: string, accept?: string): Promise<{ status: number; text: string; headers: Headers }> {
  const { pathname, search } = new URL(link);
  const response = await fetch(`${serverUrl}${pathname}${search}`, { headers: accept ? { accept } : {} });
  return { status: response.status, text: await response.text(), headers: response.headers };
}
const messageOf = (text: string) => (JSON.parse(text) as { message: string }).message;

describe('signed download links of the order report CSV', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let tokens: { token: string; refreshToken: string };
  let someOrder: Order;
  const clock = steppedClock();
  beforeAll(async () => {
    server = await startServer({ publicUrl: 'https://admin-api.example' }, { clock: clock.now });
    serverUrl = server.url;
    tokens = await signIn(server.url);
    api = client(server.url, tokens.token);
    someOrder = (await api.get<ListResponse<Order>>('/api/v2/order?limit=1')).body.data[0]!;
  });
  afterAll(() => server.close());

  const linkFor = async (filters: Record<string, unknown>, as = api) => {
    const res = await as.post<ItemResponse<DownloadLink>>('/api/order/report/csv/link', filters);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('answers a link valid about a minute that downloads the filtered CSV once, without the bearer header', async () => {
    const before = Date.now();
    const link = await linkFor({ user_id: someOrder.user_id, status: someOrder.status });
    const url = new URL(link.url);
    expect(url.origin).toBe('https://admin-api.example');
    expect(url.pathname).toBe('/api/order/report/csv');
    expect(url.searchParams.get('user_id')).toBe(String(someOrder.user_id));
    const lifetime = Date.parse(link.expires_at) - before;
    expect(lifetime).toBeGreaterThan(30_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);

    const first = await open(link.url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-disposition')).toMatch(
      /^attachment; filename="order-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = Papa.parse<string[]>(first.text, { skipEmptyLines: true }).data;
    const expected = await api.get<{ totals: { orders: number } }>(
      `/api/order/report?user_id=${someOrder.user_id}&status=${someOrder.status}`,
    );
    expect(rows).toHaveLength(expected.body.totals.orders);
    expect(new Set(rows.map((r) => r[header!.indexOf('Customer ID')]))).toEqual(new Set([String(someOrder.user_id)]));

    const again = await open(link.url);
    expect(again.status).toBe(401);
    expect(messageOf(again.text)).toBe('Download link has already been used');
  });

  it('is refused once expired', async () => {
    const link = await linkFor({});
    clock.advance(61);
    const late = await open(link.url);
    expect(late.status).toBe(401);
    expect(messageOf(late.text)).toBe('Download link has expired');
  });

  it('answers a link opened in a browser tab after its use or its minute with a readable page, and API clients with JSON', async () => {
    const link = await linkFor({ user_id: someOrder.user_id });
    const inTab = await open(link.url, BROWSER_ACCEPT);
    expect(inTab.status).toBe(200);
    expect(inTab.headers.get('content-type')).toBe('text/csv; charset=utf-8');

    const usedInTab = await open(link.url, BROWSER_ACCEPT);
    expect(usedInTab.status).toBe(401);
    expect(usedInTab.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(usedInTab.text).toMatch(/^<!doctype html>/);
    expect(usedInTab.text).toContain('<h1>Download link has already been used</h1>');
    expect(usedInTab.text).toContain('Go back to the page you came from and export again.');
    const usedByClient = await open(link.url, 'application/json');
    expect(usedByClient.status).toBe(401);
    expect(usedByClient.headers.get('content-type')).toMatch(/^application\/json/);
    expect(messageOf(usedByClient.text)).toBe('Download link has already been used');

    const late = await linkFor({});
    clock.advance(61);
    const lateInTab = await open(late.url, BROWSER_ACCEPT);
    expect(lateInTab.status).toBe(401);
    expect(lateInTab.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(lateInTab.text).toContain('<title>Download link has expired</title>');
    expect(lateInTab.text).toContain('export again');
    expect(messageOf((await open(late.url)).text)).toBe('Download link has expired');

    // Only a download link gets a page: any other route answers a browser JSON, as before.
    const token = new URL((await linkFor({})).url).searchParams.get('download_token')!;
    const elsewhere = await open(
      `${server.url}/api/v2/order?download_token=${encodeURIComponent(token)}`,
      BROWSER_ACCEPT,
    );
    expect(elsewhere.status).toBe(401);
    expect(messageOf(elsewhere.text)).toBe('Missing bearer token');
  });

  it('is refused when its filters, its token or the user it names are changed', async () => {
    const link = await linkFor({ user_id: someOrder.user_id });
    const otherFilters = new URL(link.url);
    otherFilters.searchParams.set('user_id', String(someOrder.user_id + 1));
    const widened = new URL(link.url);
    widened.searchParams.delete('user_id');
    const token = new URL(link.url).searchParams.get('download_token')!;
    const [payload, mac] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { uid: number };
    const otherUser = new URL(link.url);
    otherUser.searchParams.set(
      'download_token',
      `${Buffer.from(JSON.stringify({ ...claims, uid: claims.uid + 1 })).toString('base64url')}.${mac}`,
    );
    const badMac = new URL(link.url);
    badMac.searchParams.set('download_token', `${payload}.${mac.slice(0, -2)}AA`);
    for (const url of [otherFilters, widened, otherUser, badMac]) {
      const res = await open(url.toString());
      expect(res.status).toBe(401);
      expect(messageOf(res.text)).toBe('Invalid download link');
    }
    // None of them spent it.
    expect((await open(link.url)).status).toBe(200);
  });

  it('opens no other route, and ends with the session that asked for it', async () => {
    const link = await linkFor({});
    const token = new URL(link.url).searchParams.get('download_token')!;
    for (const path of ['/api/v2/order', '/api/order/report', '/api/v2/customer']) {
      const res = await open(`${server.url}${path}?download_token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(401);
      expect(messageOf(res.text)).toBe('Missing bearer token');
    }
    expect((await open(link.url)).status).toBe(200);

    const support = await signIn(server.url, SUPPORT);
    const supportLink = await linkFor({}, client(server.url, support.token));
    expect(
      (await call(server.url, 'POST', '/api/auth/logout', { body: { refreshToken: support.refreshToken } })).status,
    ).toBe(200);
    const afterLogout = await open(supportLink.url);
    expect(afterLogout.status).toBe(401);
    expect(messageOf(afterLogout.text)).toBe('Session has ended');
  });

  it('checks the filters and the permission when the link is asked for', async () => {
    const bad = await api.post<{ message: string }>('/api/order/report/csv/link', { from_date: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^from_date:/);
    expect((await client(server.url).post('/api/order/report/csv/link', {})).status).toBe(401);
  });
});
