// The order, cancel-request and transaction calls: exactly the spec's method, path, body and query
// (optional filters only when set), read off the request axios would send.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../api-client';
import { cancelRequestsApi } from './cancel-requests';
import { ordersApi } from './orders';
import { transactionsApi } from './transactions';

let sent: InternalAxiosRequestConfig[] = [];
let answer: unknown = {};
const original = apiClient.defaults.adapter;

beforeEach(() => {
  sent = [];
  answer = {};
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
});
afterEach(() => {
  apiClient.defaults.adapter = original;
});

const last = () => {
  const config = sent.at(-1);
  if (!config) throw new Error('nothing sent');
  return {
    method: config.method,
    url: config.url,
    params: config.params as unknown,
    body: config.data ? (JSON.parse(config.data as string) as unknown) : undefined,
  };
};
const pager = { totalItems: 1, currentPage: 1, pageSize: 10, totalPages: 1, hasMore: false };

describe('ordersApi', () => {
  it('list sends page and limit, and user_id, property_id, status only when set', async () => {
    answer = { data: [{ id: 1 }], pager };
    expect(await ordersApi.list({ page: 2, limit: 20, status: undefined, user_id: 7 })).toEqual({
      items: [{ id: 1 }],
      pager,
    });
    expect(last()).toEqual({
      method: 'get',
      url: '/v2/order',
      params: { page: 2, limit: 20, user_id: 7 },
      body: undefined,
    });
    await ordersApi.list({});
    expect(last().params).toEqual({ page: 1, limit: 10 });
  });

  it('filterOptions searches with a limit; the detail reads data', async () => {
    answer = { data: { users: [], properties: [] } };
    await ordersApi.filterOptions({ search: 'ria', limit: 20 });
    expect(last()).toMatchObject({ method: 'get', url: '/v2/order/filter', params: { search: 'ria', limit: 20 } });
    await ordersApi.filterOptions({ search: '' });
    expect(last().params).toEqual({});
    answer = { data: { id: 5 } };
    expect(await ordersApi.get(5)).toEqual({ id: 5 });
    expect(last()).toMatchObject({ method: 'get', url: '/order/5' });
  });

  it('status, time and booking send the spec bodies', async () => {
    answer = { data: { id: 5, status: 'Booked' } };
    await ordersApi.setStatus({ order_id: 5, status: 'Cancel_Request_Raised', reason: 'Asked by phone' });
    expect(last()).toEqual({
      method: 'put',
      url: '/order/status',
      params: undefined,
      body: { order_id: 5, status: 'Cancel_Request_Raised', reason: 'Asked by phone' },
    });
    await ordersApi.setTime(5, { payment_time: '2026-11-22T10:00:00.000Z' });
    expect(last()).toMatchObject({
      method: 'post',
      url: '/order/update-order-time-status/5',
      body: { payment_time: '2026-11-22T10:00:00.000Z' },
    });
    await ordersApi.book({ user_id: 1, property_id: 2, no_sqyds: 3 });
    expect(last()).toMatchObject({
      method: 'post',
      url: '/v2/order',
      body: { user_id: 1, property_id: 2, no_sqyds: 3 },
    });
  });

  it('the cover document goes as multipart cover_image_legal and answers its gateway URL', async () => {
    answer = { data: { cover_image_pdf: 'http://localhost:3000/ipfs/bafkreicover' } };
    const file = new File(['%PDF-1.4'], 'cover.pdf', { type: 'application/pdf' });
    expect(await ordersApi.uploadCover(5, file)).toEqual({
      cover_image_pdf: 'http://localhost:3000/ipfs/bafkreicover',
    });
    const config = sent.at(-1)!;
    expect(config.method).toBe('post');
    expect(config.url).toBe('/order/addCoverImageOrder/5');
    const form = config.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('cover_image_legal') as File).name).toBe('cover.pdf');
  });

  it('the report reads data, pager and totals; its CSV is asked for as a link with the same filters', async () => {
    const totals = { orders: 12, units: '30.00', amount: '4500.00' };
    answer = { data: [{ id: 9 }], pager, totals };
    expect(await ordersApi.report({ status: 'Refunded', from_date: '2026-01-01', to_date: undefined })).toEqual({
      items: [{ id: 9 }],
      pager,
      totals,
    });
    expect(last()).toMatchObject({
      url: '/order/report',
      params: { status: 'Refunded', from_date: '2026-01-01', page: 1, limit: 10 },
    });
    const link = {
      url: 'http://api.test/api/order/report/csv?status=Refunded&download_token=t',
      expires_at: '2026-11-25T15:00:00.000Z',
    };
    answer = { data: link };
    expect(await ordersApi.reportCsvLink({ status: 'Refunded', user_id: undefined })).toEqual(link);
    expect(last()).toMatchObject({ method: 'post', url: '/order/report/csv/link', body: { status: 'Refunded' } });
  });
});

describe('cancelRequestsApi and transactionsApi', () => {
  it('list, raise, approve and reject', async () => {
    answer = { data: [], pager };
    await cancelRequestsApi.list({ status: 'Pending', user_id: undefined, from_date: '2026-11-01' });
    expect(last()).toMatchObject({
      url: '/v2/admin/cancel',
      params: { status: 'Pending', from_date: '2026-11-01', page: 1, limit: 10 },
    });
    answer = { data: { id: 3 } };
    await cancelRequestsApi.raise({ order_id: 4, reason: 'Wrong project' });
    expect(last()).toMatchObject({
      method: 'post',
      url: '/v2/admin/cancel',
      body: { order_id: 4, reason: 'Wrong project' },
    });
    await cancelRequestsApi.approve(3);
    expect(last()).toMatchObject({ method: 'post', url: '/v2/admin/cancel/3/approve', body: {} });
    await cancelRequestsApi.reject(3, { reason: 'Outside the window' });
    expect(last()).toMatchObject({
      method: 'post',
      url: '/v2/admin/cancel/3/reject',
      body: { reason: 'Outside the window' },
    });
  });

  it('transactions filter by user, type, status and dates only when set', async () => {
    answer = { data: [], pager };
    await transactionsApi.list({
      type: 'refund',
      status: undefined,
      from_date: '2026-11-22',
      to_date: '2026-11-22',
      page: 3,
    });
    expect(last()).toEqual({
      method: 'get',
      url: '/wallet/transactionsfilter',
      params: { type: 'refund', from_date: '2026-11-22', to_date: '2026-11-22', page: 3, limit: 10 },
      body: undefined,
    });
  });
});
