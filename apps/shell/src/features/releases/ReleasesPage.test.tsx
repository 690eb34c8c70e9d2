import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInto, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releasesApi } from '@admin/api-client/releases';
import type { AppReleaseStatus, ReleaseRecord, ReleasesOverview } from '@admin/api-client';
import { ReleasesPage } from './ReleasesPage';

const release = (id: string): ReleaseRecord => ({
  id: 1,
  app: 'orders-mfe',
  release: id,
  commit: `commit-${id}`,
  builtAt: '2026-11-28T10:00:00.000Z',
  publishedBy: 'Deploy token orders-ci',
  publishedAt: '2026-11-28T10:05:00.000Z',
  manifestUrl: `http://localhost:4202/releases/${id}/mf-manifest.json`,
  pages: [],
  exposes: [],
  requires: {},
  lastUsedAt: null,
});
const rate = (pageLoads: number, failedLoads: number) => ({
  pageLoads,
  failedLoads,
  rate: pageLoads ? Math.round((failedLoads / pageLoads) * 1000) / 10 : null,
});
const base: AppReleaseStatus = {
  app: 'orders-mfe',
  container: 'orders_mfe',
  live: release('a2'),
  liveErrors: rate(80, 2),
  canary: null,
  lastStop: null,
  settings: { ratio: 2, points: 5, minLoads: 50 },
  sessions: [{ release: 'a2', sessions: 12, errors: rate(12, 0) }],
  history: [
    {
      id: 3,
      at: '2026-11-28T11:00:00.000Z',
      move: 'promote',
      from: 'a1',
      to: 'a2',
      share: null,
      by: 'Asha Admin',
      commit: 'commit-a2',
      reason: null,
    },
  ],
  releases: [release('a2'), release('a1')],
};
const overview = (apps: AppReleaseStatus[]): ReleasesOverview => ({ apps });

beforeEach(() => {
  vi.spyOn(releasesApi, 'tokens').mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInto(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('ReleasesPage', () => {
  it('shows the live release, its canary with share and error rate, sessions and history', async () => {
    vi.spyOn(releasesApi, 'overview').mockResolvedValue(
      overview([
        {
          ...base,
          canary: {
            release: release('b1'),
            share: 50,
            memberIds: [4],
            startedAt: '2026-11-28T12:00:00.000Z',
            errors: rate(40, 1),
          },
        },
      ]),
    );
    render(<ReleasesPage />);
    const panel = await screen.findByRole('region', { name: 'orders-mfe' });
    expect(
      within(panel).getByText(
        /Live: a2 \(commit commit-a2\), published by Deploy token orders-ci on November 28, 2026/,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/b1 for 50% of staff and 1 named/)).toBeInTheDocument();
    expect(within(panel).getByText(/2.5% of 40 page loads failed/)).toBeInTheDocument();
    expect(within(panel).getByRole('row', { name: /a2 12 0% of 12 page loads failed/ })).toBeInTheDocument();
    expect(within(panel).getByRole('row', { name: /Promoted a2 commit-a2 Asha Admin/ })).toBeInTheDocument();
  });

  it('promotes the canary only after a confirmation', async () => {
    vi.spyOn(releasesApi, 'overview').mockResolvedValue(
      overview([
        {
          ...base,
          canary: {
            release: release('b1'),
            share: 10,
            memberIds: [],
            startedAt: '2026-11-28T12:00:00.000Z',
            errors: rate(0, 0),
          },
        },
      ]),
    );
    const promote = vi.spyOn(releasesApi, 'promote').mockResolvedValue(base);
    render(<ReleasesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Promote b1' }));
    expect(promote).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Promote orders-mfe b1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(promote).toHaveBeenCalledWith('orders-mfe');
  });

  it('rolls back to the release live before, after a confirmation', async () => {
    vi.spyOn(releasesApi, 'overview').mockResolvedValue(overview([base]));
    const rollback = vi.spyOn(releasesApi, 'rollback').mockResolvedValue(base);
    render(<ReleasesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Roll back to a1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Roll back orders-mfe?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(rollback).toHaveBeenCalledWith('orders-mfe', expect.objectContaining({ reason: expect.any(String) }));
  });

  it('says when the registry stopped a canary by itself, and why', async () => {
    const reason = 'Stopped automatically: orders-mfe b1 failed 10 of 50 page loads (20%) against 2% for the live a2';
    vi.spyOn(releasesApi, 'overview').mockResolvedValue(
      overview([
        {
          ...base,
          lastStop: {
            id: 4,
            at: '2026-11-28T12:30:00.000Z',
            move: 'auto_stop',
            from: 'b1',
            to: null,
            share: null,
            by: 'the registry',
            commit: 'commit-b1',
            reason,
          },
        },
      ]),
    );
    render(<ReleasesPage />);
    expect(await screen.findByText('Canary stopped automatically')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it('shows the API’s error when the releases cannot be read', async () => {
    vi.spyOn(releasesApi, 'overview').mockRejectedValue(
      Object.assign(new Error('Network Error'), { isAxiosError: true }),
    );
    render(<ReleasesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Network Error|Failed to fetch releases/);
  });
});
