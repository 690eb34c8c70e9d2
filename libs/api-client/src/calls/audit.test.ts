// The audit calls send exactly the filters that are set, to the paths of the contract.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../api-client';
import { EMPTY_PAGER } from '../types/index';
import { auditApi } from './audit';

let sent: InternalAxiosRequestConfig[] = [];
let answer: unknown;
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

describe('auditApi', () => {
  it('lists one record’s history with paging, leaving out unset filters', async () => {
    answer = { data: [{ id: 9 }], pager: { ...EMPTY_PAGER, totalItems: 1 } };
    const page = await auditApi.list({ record_type: 'order', record_id: '113', page: 2, q: '', action: undefined });
    expect(sent.at(-1)).toMatchObject({ method: 'get', url: '/v2/audit', params: { record_type: 'order', record_id: '113', page: 2, limit: 10 } });
    expect(page).toEqual({ items: [{ id: 9 }], pager: { ...EMPTY_PAGER, totalItems: 1 } });
  });

  it('downloads the filtered set as a blob, without paging', async () => {
    answer = new Blob(['id\r\n']);
    expect(await auditApi.csv({ actor_id: 4, from_date: '2026-11-01', to_date: undefined })).toBe(answer);
    expect(sent.at(-1)).toMatchObject({ method: 'get', url: '/v2/audit/csv', params: { actor_id: 4, from_date: '2026-11-01' }, responseType: 'blob' });
  });
});
