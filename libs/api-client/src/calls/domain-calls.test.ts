// The project, company, fee, audit and message calls send exactly the spec's (or the contract's) method, path, body and query.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../api-client';
import { EMPTY_PAGER } from '../types/common';
import { auditApi } from './audit';
import { companiesApi } from './companies';
import { feesApi } from './fees';
import { messageComposer, messagesApi, recordMessages } from './messages';
import { projectsApi } from './projects';

let sent: InternalAxiosRequestConfig[] = [];
let answer: unknown = { data: [], pager: EMPTY_PAGER };
const originalAdapter = apiClient.defaults.adapter;

beforeEach(() => {
  sent = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
});
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const last = () => {
  const config = sent.at(-1);
  if (!config) throw new Error('no request sent');
  const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  return {
    method: config.method,
    url: config.url,
    params: config.params as unknown,
    body,
    ifMatch: config.headers.get('If-Match'),
  };
};

describe('projectsApi', () => {
  it('lists with page and limit always, and status/search only when set', async () => {
    answer = { data: [{ id: 1 }], pager: { ...EMPTY_PAGER, totalItems: 1 } };
    const page = await projectsApi.list({ page: 2, limit: 20, status: 'Active', search: '' });
    expect(last()).toMatchObject({
      method: 'get',
      url: '/v2/admin/project',
      params: { page: 2, limit: 20, status: 'Active' },
    });
    expect(page).toEqual({ items: [{ id: 1 }], pager: { ...EMPTY_PAGER, totalItems: 1 } });
  });

  it('filters properties with type, dao and the date range', async () => {
    await projectsApi.filterProperties({ type: 3, dao: false, from_date: '2026-01-01', to_date: '2026-02-01' });
    expect(last()).toMatchObject({
      url: '/property/filter',
      params: { page: 1, limit: 10, type: 3, dao: false, from_date: '2026-01-01', to_date: '2026-02-01' },
    });
  });

  it('changes status with property_id, toggles each flag alone, and hard-deletes', async () => {
    answer = { data: { id: 7 } };
    await projectsApi.setStatus(7, 'Completed');
    expect(last()).toMatchObject({
      method: 'put',
      url: '/v2/project/status/7',
      body: { property_id: 7, status: 'Completed' },
    });
    await projectsApi.setBookingAmountRequired(7, true);
    expect(last().body).toEqual({ is_booking_amount_required: true });
    await projectsApi.setJoinWaitlist(7, false);
    expect(last().body).toEqual({ join_waitlist: false });
    await projectsApi.deleteHard(7);
    expect(last()).toMatchObject({ method: 'delete', url: '/v2/project/7', params: { mode: 'hard' } });
  });
});

describe('companiesApi', () => {
  it('lists with the filters set, and updates with If-Match only when the version is known', async () => {
    await companiesApi.list({ page: 1, limit: 10, type: 'LLP', status: undefined, search: 'lotus' });
    expect(last()).toMatchObject({ url: '/v2/company', params: { page: 1, limit: 10, type: 'LLP', search: 'lotus' } });
    answer = { data: { id: 3 } };
    await companiesApi.setStatus(3, 'Inactive');
    expect(last()).toMatchObject({
      method: 'put',
      url: '/v2/company/3',
      body: { status: 'Inactive' },
      ifMatch: undefined,
    });
    await companiesApi.update(3, { name: 'Lotus LLP', team_members: [{ name: 'Asha', role: 'Manager' }] }, 4);
    expect(last()).toMatchObject({
      body: { name: 'Lotus LLP', team_members: [{ name: 'Asha', role: 'Manager' }] },
      ifMatch: '"4"',
    });
  });
});

describe('feesApi', () => {
  it('sends the fee calls to their paths', async () => {
    await feesApi.list({ page: 3 });
    expect(last()).toMatchObject({ method: 'get', url: '/percentage/all', params: { page: 3, limit: 10 } });
    answer = { data: {} };
    await feesApi.create({
      name: 'Platform',
      property_types: 'all',
      types: 'platform',
      FILM: 1,
      MUSIC: 2,
      BOOKS: 3,
      SPORTS: 4,
      WEBSERIES: 5,
    });
    expect(last()).toMatchObject({
      method: 'post',
      url: '/percentage/',
      body: { name: 'Platform', FILM: 1, WEBSERIES: 5 },
    });
    await feesApi.setStatus(4, 'Inactive');
    expect(last()).toMatchObject({ method: 'put', url: '/percentage/4', body: { status: 'Inactive' } });
    await feesApi.update(
      4,
      {
        name: 'Platform',
        property_types: 'all',
        types: 'platform',
        FILM: 1,
        MUSIC: 2,
        BOOKS: 3,
        SPORTS: 4,
        WEBSERIES: 5,
      },
      6,
    );
    expect(last()).toMatchObject({
      method: 'put',
      url: '/percentage/4',
      body: { name: 'Platform', types: 'platform', FILM: 1 },
      ifMatch: '"6"',
    });
    await feesApi.remove(4);
    expect(last()).toMatchObject({ method: 'delete', url: '/percentage/4' });
    answer = { data: [] };
    await feesApi.projectFees(9);
    expect(last()).toMatchObject({ method: 'get', url: '/percentage/property/9' });
    await feesApi.syncProjectFees(9);
    expect(last()).toMatchObject({ method: 'get', url: '/percentage/property_sync/9' });
    await feesApi.setProjectFeeStatus(9, 'Active');
    expect(last()).toMatchObject({
      method: 'put',
      url: '/percentage/property/9/',
      params: { property_id: 9 },
      body: { status: 'Active' },
    });
  });
});

describe('the version a screen loaded goes as If-Match', () => {
  it('on every status call and inline toggle when given, and not otherwise', async () => {
    answer = { data: { id: 7 } };
    await projectsApi.setStatus(7, 'Active', 5);
    expect(last()).toMatchObject({ url: '/v2/project/status/7', ifMatch: '"5"' });
    await projectsApi.setBookingAmountRequired(7, true, 6);
    expect(last().ifMatch).toBe('"6"');
    await projectsApi.setJoinWaitlist(7, true, 7);
    expect(last().ifMatch).toBe('"7"');
    await companiesApi.setStatus(3, 'Active', 2);
    expect(last()).toMatchObject({ url: '/v2/company/3', ifMatch: '"2"' });
    await feesApi.setStatus(4, 'Inactive', 9);
    expect(last()).toMatchObject({ url: '/percentage/4', body: { status: 'Inactive' }, ifMatch: '"9"' });
    await feesApi.syncProjectFees(11, 12);
    expect(last()).toMatchObject({ method: 'get', url: '/percentage/property_sync/11', ifMatch: '"12"' });
    await feesApi.setProjectFeeStatus(11, 'Active', 13);
    expect(last()).toMatchObject({ url: '/percentage/property/11/', params: { property_id: 11 }, ifMatch: '"13"' });
    await feesApi.setStatus(4, 'Active');
    expect(last().ifMatch).toBeUndefined();
  });

  it('on every edit that replaces fields', async () => {
    answer = { data: { id: 7 } };
    await projectsApi.update(7, { name: 'Renamed' }, 8);
    expect(last()).toMatchObject({ method: 'put', url: '/v2/project/7', ifMatch: '"8"' });
    await companiesApi.update(3, { name: 'Lotus LLP' }, 4);
    expect(last().ifMatch).toBe('"4"');
  });
});

describe('auditApi', () => {
  it('lists one record’s history with paging, leaving out unset filters', async () => {
    answer = { data: [{ id: 9 }], pager: { ...EMPTY_PAGER, totalItems: 1 } };
    const page = await auditApi.list({ record_type: 'order', record_id: '113', page: 2, q: '', action: undefined });
    expect(last()).toMatchObject({
      method: 'get',
      url: '/v2/audit',
      params: { record_type: 'order', record_id: '113', page: 2, limit: 10 },
    });
    expect(page).toEqual({ items: [{ id: 9 }], pager: { ...EMPTY_PAGER, totalItems: 1 } });
  });

  it('downloads the filtered set as a blob, without paging', async () => {
    answer = new Blob(['id\r\n']);
    expect(await auditApi.csv({ actor_id: 4, from_date: '2026-11-01', to_date: undefined })).toBe(answer);
    expect(last()).toMatchObject({
      method: 'get',
      url: '/v2/audit/csv',
      params: { actor_id: 4, from_date: '2026-11-01' },
    });
    expect(sent.at(-1)?.responseType).toBe('blob');
  });
});

describe('messagesApi', () => {
  it("lists a record's messages a page at a time, previews, sends and retries on the record's paths", async () => {
    answer = { data: [], pager: EMPTY_PAGER };
    await recordMessages('customer', 5).fetchPage(2, 10);
    expect(last()).toMatchObject({ method: 'get', url: '/v2/customer/5/messages', params: { page: 2, limit: 10 } });
    await messagesApi.list('order', 113);
    expect(last()).toMatchObject({ url: '/v2/order/113/messages', params: { page: 1, limit: 10 } });

    answer = { data: { body: '<p>Hi</p>' } };
    const composer = messageComposer('order', 113);
    const body = { template_id: 2, variables: { note: 'Soon' } };
    expect(await composer.preview(body)).toEqual({ body: '<p>Hi</p>' });
    expect(last()).toMatchObject({ method: 'post', url: '/v2/order/113/messages/preview', body });
    await composer.send(body);
    expect(last()).toMatchObject({ method: 'post', url: '/v2/order/113/messages', body });
    await recordMessages('order', 113).retry(9);
    expect(last()).toMatchObject({ method: 'post', url: '/v2/message/9/retry' });

    answer = { data: [{ id: 1, name: 'Welcome email', kind: 'email', variables: ['name'] }] };
    expect(await composer.templates()).toHaveLength(1);
    expect(last()).toMatchObject({ method: 'get', url: '/v2/message/templates' });
  });

  it('keys every record under one family, so a send refreshes the order and its customer alike', () => {
    const [records] = recordMessages('order', 113).invalidate;
    expect(recordMessages('order', 113).queryKey.slice(0, records!.length)).toEqual(records);
    expect(recordMessages('customer', 5).queryKey.slice(0, records!.length)).toEqual(records);
  });
});
