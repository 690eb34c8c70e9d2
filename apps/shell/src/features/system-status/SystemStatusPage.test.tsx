import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemApi } from '@admin/api-client';
import type { ClientErrorEntry } from '@admin/api-client/contract';
import { SystemStatusPage } from './SystemStatusPage';

const repeated: ClientErrorEntry = {
  kind: 'remote-load',
  message: 'Failed to load orders_mfe',
  remote: 'orders_mfe',
  release: '2026.11.25',
  route: '/orders',
  requestId: '5d6c1a2e-0000-4000-8000-000000000001',
  at: '2026-11-28T10:05:00.000Z',
  firstAt: '2026-11-27T09:00:00.000Z',
  count: 7,
};
const once: ClientErrorEntry = {
  ...repeated,
  kind: 'csp-violation',
  message: 'script-src-elem blocked https://evil.example.com/x.js',
  remote: null,
  release: null,
  requestId: '5d6c1a2e-0000-4000-8000-000000000002',
  at: '2026-11-28T09:00:00.000Z',
  firstAt: '2026-11-28T09:00:00.000Z',
  count: 1,
};

afterEach(() => vi.restoreAllMocks());

describe('SystemStatusPage', () => {
  it('lists each reported error once, with how many times it came and since when', async () => {
    vi.spyOn(systemApi, 'readiness').mockResolvedValue({
      status: 'ready',
      version: '0.1.0',
      database: 'reachable',
      migrations: 'applied',
    });
    vi.spyOn(systemApi, 'clientErrors').mockResolvedValue([repeated, once]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SystemStatusPage />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Last client errors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(table).getByRole('columnheader', { name: 'Times' })).toBeInTheDocument();
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('cell', { name: '7' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/first November 27, 2026/);
    expect(within(rows[1]!).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(rows[1]).not.toHaveTextContent(/first/);
    expect(screen.getByText(/one address keeps at most 10 lines/)).toBeInTheDocument();
  });
});
