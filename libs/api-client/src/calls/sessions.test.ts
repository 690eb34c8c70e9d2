// The session calls send the method, path and query the API expects.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../api-client';
import { sessionsApi } from './sessions';

let sent: InternalAxiosRequestConfig[] = [];
const originalAdapter = apiClient.defaults.adapter;
const SID = '0b7f3c1e-8a9d-4f2e-9c1b-5d6e7f8a9b0c';

beforeEach(() => {
  sent = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const data =
      config.method === 'get'
        ? { data: [{ id: SID, current: true }] }
        : { data: { revoked: 1 }, message: 'Session signed out' };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
});
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const last = () => {
  const config = sent.at(-1) as InternalAxiosRequestConfig;
  return { method: config.method, url: config.url, params: config.params as unknown };
};

describe('sessionsApi', () => {
  it('lists and signs out one’s own sessions', async () => {
    await expect(sessionsApi.listMine()).resolves.toEqual([{ id: SID, current: true }]);
    expect(last()).toMatchObject({ method: 'get', url: '/me/sessions' });
    await expect(sessionsApi.signOutMine(SID)).resolves.toEqual({ revoked: 1 });
    expect(last()).toMatchObject({ method: 'delete', url: `/me/sessions/${SID}` });
    await sessionsApi.signOutMyOthers();
    expect(last()).toMatchObject({ method: 'delete', url: '/me/sessions', params: { others: true } });
  });

  it('lists and signs out an employee’s sessions', async () => {
    await sessionsApi.listOfEmployee(7);
    expect(last()).toMatchObject({ method: 'get', url: '/v2/admin/employee/7/sessions' });
    await sessionsApi.signOutOfEmployee(7, SID);
    expect(last()).toMatchObject({ method: 'delete', url: `/v2/admin/employee/7/sessions/${SID}` });
    await sessionsApi.signOutAllOfEmployee(7);
    expect(last()).toMatchObject({ method: 'delete', url: '/v2/admin/employee/7/sessions' });
  });
});
