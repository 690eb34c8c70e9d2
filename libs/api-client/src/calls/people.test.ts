// The customers, employees and roles calls send exactly the spec's method, path, query and body.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../api-client';
import { customersApi } from './customers';
import { employeesApi } from './employees';
import { rolesApi } from './roles';
import { looksMasked, maskBankDetails, maskPan, maskValue } from '../types/masking';

let sent: InternalAxiosRequestConfig[] = [];
let answer: unknown = { data: {} };
const originalAdapter = apiClient.defaults.adapter;

beforeEach(() => {
  sent = [];
  answer = { data: {} };
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
  const config = sent.at(-1) as InternalAxiosRequestConfig;
  return {
    method: config.method,
    url: config.url,
    params: config.params as unknown,
    body: config.data ? (JSON.parse(config.data as string) as unknown) : undefined,
    ifMatch: config.headers.get('If-Match'),
  };
};

describe('customersApi', () => {
  it('filters users with paging and only the filters that are set', async () => {
    answer = {
      data: [{ id: 5 }],
      pager: { totalItems: 1, currentPage: 2, pageSize: 10, totalPages: 1, hasMore: false },
    };
    const page = await customersApi.filter({
      page: 2,
      kyc: 'pending',
      role: 2,
      from_date: '2026-01-01',
      to_date: undefined,
      search: '',
    });
    expect(last()).toMatchObject({
      method: 'get',
      url: '/users/filter',
      params: { page: 2, limit: 10, kyc: 'pending', role: 2, from_date: '2026-01-01' },
    });
    expect(page).toEqual({
      items: [{ id: 5 }],
      pager: { totalItems: 1, currentPage: 2, pageSize: 10, totalPages: 1, hasMore: false },
    });
  });

  it('reads, updates with If-Match when the version is known, decides KYC and reads the portfolio', async () => {
    answer = { data: { id: 7 } };
    await expect(customersApi.get(7)).resolves.toEqual({ id: 7 });
    expect(last()).toMatchObject({ method: 'get', url: '/v2/customer/7' });

    await customersApi.update(7, { status: 'Inactive', comment: 'Left' }, 3);
    expect(last()).toMatchObject({
      method: 'put',
      url: '/v2/customer/7',
      body: { status: 'Inactive', comment: 'Left' },
      ifMatch: '"3"',
    });
    await customersApi.update(7, { name: 'A' });
    expect(last().ifMatch).toBeUndefined();

    await customersApi.decideKyc(7, { verification: 'video', status: 'rejected', comment: 'Face not visible' }, 3);
    expect(last()).toMatchObject({
      method: 'put',
      url: '/v2/customer/7/kyc',
      body: { verification: 'video', status: 'rejected', comment: 'Face not visible' },
      ifMatch: '"3"',
    });

    await customersApi.portfolio(7);
    expect(last()).toMatchObject({ method: 'get', url: '/me/portfolioById/7' });
  });
});

describe('masking', () => {
  it('reveals with a bodiless POST, resolving to the full values', async () => {
    answer = { data: { pan_number: 'ABCDE1234F', bank_details: null } };
    await expect(customersApi.reveal(7)).resolves.toEqual({ pan_number: 'ABCDE1234F', bank_details: null });
    expect(last()).toMatchObject({ method: 'post', url: '/v2/customer/7/reveal', body: undefined });
  });

  it('masks all but the last four of a PAN and an account number, all of an IFSC, and knows a masked value', () => {
    expect(maskPan('ABCDE1234F')).toBe('••••••234F');
    expect(maskPan(null)).toBeNull();
    expect(
      maskBankDetails({ account_name: 'A', account_number: '001234567890', ifsc: 'HDFC0001234', bank_name: 'B' }),
    ).toEqual({
      account_name: 'A',
      account_number: '••••••••7890',
      ifsc: '•••••••••••',
      bank_name: 'B',
    });
    expect(maskValue('123')).toBe('•••');
    expect([looksMasked('••••••234F'), looksMasked('******234F'), looksMasked('ABCDE1234F')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('employeesApi', () => {
  it('lists with paging and filters, creates, updates, deletes', async () => {
    answer = { data: [], pager: { totalItems: 0, currentPage: 1, pageSize: 10, totalPages: 0, hasMore: false } };
    await employeesApi.list({ role: 3, status: 'Active', search: 'ravi' });
    expect(last()).toMatchObject({
      method: 'get',
      url: '/v2/admin/employee',
      params: { page: 1, limit: 10, role: 3, status: 'Active', search: 'ravi' },
    });

    answer = { data: { id: 9 } };
    const body = {
      name: 'Ravi',
      phone: '9876500000',
      country_code: '+91',
      email: 'r@example.com',
      role: 3,
      status: 'Inactive' as const,
    };
    await expect(employeesApi.create(body)).resolves.toEqual({ id: 9 });
    expect(last()).toMatchObject({ method: 'post', url: '/v2/admin/employee', body });
    await employeesApi.update(9, { role: 4 }, 2);
    expect(last()).toMatchObject({ method: 'put', url: '/v2/admin/employee/9', body: { role: 4 }, ifMatch: '"2"' });
    await employeesApi.remove(9);
    expect(last()).toMatchObject({ method: 'delete', url: '/v2/admin/employee/9' });
  });
});

describe('rolesApi', () => {
  it('lists with paging, creates and renames', async () => {
    answer = { data: [], pager: { totalItems: 0, currentPage: 1, pageSize: 100, totalPages: 0, hasMore: false } };
    await rolesApi.list({ limit: 100 });
    expect(last()).toMatchObject({ method: 'get', url: '/role', params: { page: 1, limit: 100 } });
    answer = { data: { id: 8 } };
    await rolesApi.create({ name: 'Auditor' });
    expect(last()).toMatchObject({ method: 'post', url: '/role', body: { name: 'Auditor' } });
    await rolesApi.update(8, { name: 'Senior Auditor' }, 3);
    expect(last()).toMatchObject({ method: 'put', url: '/role/8', body: { name: 'Senior Auditor' }, ifMatch: '"3"' });
  });
});
