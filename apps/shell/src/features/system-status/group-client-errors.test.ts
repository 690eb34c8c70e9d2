import { describe, expect, it } from 'vitest';
import type { ClientErrorEntry } from '@admin/api-client/contract';
import { groupClientErrors } from './group-client-errors';

const entry = (change: Partial<ClientErrorEntry>): ClientErrorEntry => ({
  kind: 'error-boundary',
  message: 'Cannot read properties of undefined',
  remote: 'orders_mfe',
  release: '2026.11.25',
  route: '/orders',
  requestId: 'r-1',
  at: '2026-11-28T10:00:00.000Z',
  firstAt: '2026-11-28T09:00:00.000Z',
  count: 1,
  ...change,
});

describe('groupClientErrors', () => {
  it('adds up one message from one release across browsers, with its first and last time and every route', () => {
    const groups = groupClientErrors([
      entry({ count: 3 }),
      entry({
        count: 2,
        route: '/cancel',
        requestId: 'r-2',
        at: '2026-11-28T11:00:00.000Z',
        firstAt: '2026-11-27T08:00:00.000Z',
      }),
      entry({ release: '2026.11.26', count: 1 }),
      entry({ message: 'Failed to load orders_mfe', kind: 'remote-load', count: 9 }),
    ]);
    expect(groups.map((g) => [g.message, g.release, g.count])).toEqual([
      ['Failed to load orders_mfe', '2026.11.25', 9],
      ['Cannot read properties of undefined', '2026.11.25', 5],
      ['Cannot read properties of undefined', '2026.11.26', 1],
    ]);
    expect(groups[1]).toMatchObject({
      routes: ['/orders', '/cancel'],
      firstAt: '2026-11-27T08:00:00.000Z',
      lastAt: '2026-11-28T11:00:00.000Z',
      requestId: 'r-2',
    });
  });

  it('is empty for no reports', () => {
    expect(groupClientErrors([])).toEqual([]);
  });
});
