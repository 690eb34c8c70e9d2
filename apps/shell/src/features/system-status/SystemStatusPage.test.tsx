import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemApi } from '@admin/api-client/system';
import type { ClientErrorEntry } from '@admin/api-client/contract';
import { resetRemoteStatuses, updateRemoteStatus } from '../../federation/remote-status';
import { REMOTE_NAMES } from '../../federation/remotes';
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
const sameFromAnotherBrowser: ClientErrorEntry = {
  ...repeated,
  route: '/cancel',
  requestId: '5d6c1a2e-0000-4000-8000-000000000003',
  at: '2026-11-28T11:00:00.000Z',
  firstAt: '2026-11-28T08:00:00.000Z',
  count: 2,
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

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SystemStatusPage />
    </QueryClientProvider>,
  );

beforeEach(() => {
  vi.spyOn(systemApi, 'readiness').mockResolvedValue({
    status: 'ready',
    version: '0.1.0',
    database: 'reachable',
    migrations: 'applied',
  });
  vi.spyOn(systemApi, 'clientErrors').mockResolvedValue([]);
});
afterEach(() => {
  vi.restoreAllMocks();
  resetRemoteStatuses();
});

describe('SystemStatusPage', () => {
  it('groups client errors by message and release, adding up the times, with first and last seen in the app’s format', async () => {
    vi.mocked(systemApi.clientErrors).mockResolvedValue([repeated, once, sameFromAnotherBrowser]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Last client errors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('cell', { name: '9' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('orders-mfe 2026.11.25');
    expect(rows[0]).toHaveTextContent('November 27, 2026, 2:30 PM IST');
    expect(rows[0]).toHaveTextContent('November 28, 2026, 4:30 PM IST');
    expect(rows[0]).toHaveTextContent('/orders, /cancel');
    expect(within(rows[1]!).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(screen.getByText(/One line per message and release/)).toBeInTheDocument();
  });

  it('checks each remote by fetching its manifest and shows the release, its commit and time, or why it failed', async () => {
    for (const name of REMOTE_NAMES)
      updateRemoteStatus(name, { manifestUrl: `http://127.0.0.1:9/${name}/mf-manifest.json` });
    const fetched: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      fetched.push(url);
      if (url.includes('/config_mfe/')) throw new TypeError('Failed to fetch');
      if (url.endsWith('mf-manifest.json'))
        return Response.json({ metaData: { buildInfo: { buildVersion: '2026.11.28' } } });
      if (url.includes('/orders_mfe/')) return new Response('not found', { status: 404 });
      return Response.json({ commit: 'abc1234', committed_at: '2026-11-28T06:00:00.000Z' });
    });
    renderPage();
    const table = screen.getByRole('table', { name: 'Remotes' });
    const row = (app: string) => within(table).getByRole('row', { name: new RegExp(`^${app}`) });
    await vi.waitFor(() => expect(row('projects-mfe')).toHaveTextContent('Reachable'));
    expect(fetched).toContain('http://127.0.0.1:9/projects_mfe/mf-manifest.json');
    expect(row('projects-mfe')).toHaveTextContent('2026.11.28commit abc1234, November 28, 2026, 11:30 AM IST');
    expect(row('projects-mfe')).toHaveTextContent('Not opened on this page');
    await vi.waitFor(() => expect(row('orders-mfe')).toHaveTextContent('Reachable'));
    expect(row('orders-mfe')).toHaveTextContent('Commit not recorded');
    await vi.waitFor(() => expect(row('config-mfe')).toHaveTextContent('Unreachable'));
    expect(row('config-mfe')).toHaveTextContent('Failed to fetch');
    expect(table).not.toHaveTextContent('Not loaded yet');
  });
});
