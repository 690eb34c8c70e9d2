import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderInto, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releasesApi } from '@admin/api-client/releases';
import type { AppReleaseStatus, ReleaseRecord, ReleasesOverview } from '@admin/api-client';
import { toast, ToastViewport } from '@admin/ui';
import { apiError } from '@admin/tools/testing/api-fakes';
import { parseMemberIds } from './CanaryForms';
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
afterEach(() => {
  vi.restoreAllMocks();
  act(() => toast.remove());
});

function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInto(
    <QueryClientProvider client={client}>
      {ui}
      <ToastViewport />
    </QueryClientProvider>,
  );
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

  it('starts a canary of a published release for a share and named staff, only after a confirmation', async () => {
    vi.spyOn(releasesApi, 'overview').mockResolvedValue(
      overview([{ ...base, releases: [release('b1'), release('a2'), release('a1')] }]),
    );
    const start = vi.spyOn(releasesApi, 'startCanary').mockResolvedValue(base);
    render(<ReleasesPage />);
    const form = await screen.findByRole('form', { name: 'Canary of orders-mfe' });
    // The live release is not offered: a canary runs beside it.
    expect(within(form).getByRole('option', { name: 'b1 (commit commit-b1)' })).toBeInTheDocument();
    expect(within(form).queryByRole('option', { name: /^a2 / })).toBeNull();
    const share = within(form).getByRole('spinbutton', { name: 'Share of staff (%)' });
    await userEvent.clear(share);
    await userEvent.type(share, '25');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Named staff' }), '4, 17');
    await userEvent.click(within(form).getByRole('button', { name: 'Start canary' }));
    expect(start).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Start the canary of orders-mfe: b1 for 25% of staff and 2 named?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(start).toHaveBeenCalledWith('orders-mfe', { release: 'b1', share: 25, members: [4, 17] });
    expect(await screen.findByText('Canary started')).toBeInTheDocument();
  });

  it('does not start a canary whose named staff are not ids, and says why', async () => {
    vi.spyOn(releasesApi, 'overview').mockResolvedValue(overview([base]));
    const start = vi.spyOn(releasesApi, 'startCanary').mockResolvedValue(base);
    render(<ReleasesPage />);
    const form = await screen.findByRole('form', { name: 'Canary of orders-mfe' });
    const named = within(form).getByRole('textbox', { name: 'Named staff' });
    await userEvent.type(named, 'asha');
    expect(named).toHaveAccessibleDescription('Named staff are staff ids, e.g. 4, 17');
    expect(within(form).getByRole('button', { name: 'Start canary' })).toBeDisabled();
    expect(start).not.toHaveBeenCalled();
  });

  it('saves the thresholds of the automatic stop', async () => {
    vi.spyOn(releasesApi, 'overview').mockResolvedValue(overview([base]));
    const save = vi.spyOn(releasesApi, 'saveSettings').mockResolvedValue(base);
    render(<ReleasesPage />);
    const form = await screen.findByRole('form', { name: 'Automatic stop of orders-mfe' });
    const loads = within(form).getByRole('spinbutton', { name: 'Over at least these page loads' });
    await userEvent.clear(loads);
    await userEvent.type(loads, '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Save thresholds' }));
    expect(save).toHaveBeenCalledWith('orders-mfe', { ratio: 2, points: 5, minLoads: 100 });
    expect(await screen.findByText('Stop thresholds saved')).toBeInTheDocument();
  });

  it('says calmly when the API refuses the change (a role without releases.manage): the screen stays', async () => {
    vi.spyOn(releasesApi, 'overview').mockResolvedValue(overview([base]));
    vi.spyOn(releasesApi, 'saveSettings').mockRejectedValue(
      apiError(403, { message: 'You do not have permission to perform this action' }),
    );
    render(<ReleasesPage />);
    const form = await screen.findByRole('form', { name: 'Automatic stop of orders-mfe' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save thresholds' }));
    expect(await screen.findByText('You do not have permission to perform this action')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'orders-mfe' })).toBeInTheDocument();
  });

  it('reads named staff as ids, typed with commas or spaces', () => {
    expect(parseMemberIds('4, 17 17  9')).toEqual([4, 17, 9]);
    expect(parseMemberIds('')).toEqual([]);
    expect(parseMemberIds('4, x')).toBeNull();
    expect(parseMemberIds('0')).toBeNull();
  });

  it('shows the API’s error when the releases cannot be read', async () => {
    vi.spyOn(releasesApi, 'overview').mockRejectedValue(
      Object.assign(new Error('Network Error'), { isAxiosError: true }),
    );
    render(<ReleasesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Network Error|Failed to fetch releases/);
  });
});
