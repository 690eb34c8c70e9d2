import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, ListResponse, WalletTransaction } from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

describe('wallet transactions', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let all: WalletTransaction[];
  beforeAll(async () => {
    ({ server, api } = await startWithAdmin());
    all = (await api.get<ListResponse<WalletTransaction>>('/api/wallet/transactionsfilter?limit=100')).body.data;
  });
  afterAll(() => server.close());

  it('lists transactions newest first with the pager', async () => {
    const res = await api.get<ListResponse<WalletTransaction>>('/api/wallet/transactionsfilter');
    expect(res.status).toBe(200);
    expect(res.body.pager).toMatchObject({ currentPage: 1, pageSize: 10 });
    expect(res.body.pager.totalItems).toBeGreaterThan(50);
    expect(res.body.data[0]).toMatchObject({
      user_name: expect.any(String),
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
    });
  });

  it('filters by user_id, type, status and dates', async () => {
    const sample = all[0] as WalletTransaction;
    const byUser = await api.get<ListResponse<WalletTransaction>>(
      `/api/wallet/transactionsfilter?user_id=${sample.user_id}&limit=100`,
    );
    expect(byUser.body.data.every((t) => t.user_id === sample.user_id)).toBe(true);
    const refunds = await api.get<ListResponse<WalletTransaction>>(
      '/api/wallet/transactionsfilter?type=refund&limit=100',
    );
    expect(refunds.body.data.length).toBeGreaterThan(0);
    expect(refunds.body.data.every((t) => t.type === 'refund')).toBe(true);
    const failed = await api.get<ListResponse<WalletTransaction>>(
      '/api/wallet/transactionsfilter?status=failed&limit=100',
    );
    expect(failed.body.data.every((t) => t.status === 'failed')).toBe(true);
    const day = sample.created_at.slice(0, 10);
    const sameDay = await api.get<ListResponse<WalletTransaction>>(
      `/api/wallet/transactionsfilter?from_date=${day}&to_date=${day}&limit=100`,
    );
    expect(sameDay.body.data.map((t) => t.id)).toContain(sample.id);
    expect(sameDay.body.data.every((t) => t.created_at.slice(0, 10) === day)).toBe(true);
    expect((await api.get<{ message: string }>('/api/wallet/transactionsfilter?type=gift')).body.message).toMatch(
      /^type:/,
    );
    expect(
      (await api.get<{ message: string }>('/api/wallet/transactionsfilter?from_date=yesterday')).body.message,
    ).toMatch(/^from_date:/);
  });

  it('reads one transaction on /v2/transaction', async () => {
    const sample = all[1] as WalletTransaction;
    expect((await api.get<ItemResponse<WalletTransaction>>(`/api/v2/transaction/${sample.id}`)).body.data).toEqual(
      sample,
    );
    expect(
      (await api.get<ListResponse<WalletTransaction>>('/api/v2/transaction?type=investment')).body.data.every(
        (t) => t.type === 'investment',
      ),
    ).toBe(true);
    expect((await api.get('/api/v2/transaction/999999')).status).toBe(404);
  });
});
