import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feesApi } from '@admin/api-client/fees';
import { projectsApi } from '@admin/api-client/projects';
import type { ProjectFee } from '@admin/api-client';
import { apiError, never, paged } from '@admin/tools/testing/api-fakes';
import { findRow, renderPage } from '@admin/tools/testing/render-page';
import { aFee, aProject } from '../testing/fixtures';
import FeeManagementPage from './FeeManagementPage';

vi.mock('@admin/api-client/fees', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['feesApi']),
);
vi.mock('@admin/api-client/projects', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['projectsApi']),
);

vi.mock('@admin/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), usePermission: () => true }));
// recharts measures its container, which jsdom cannot; the chart's totals in words are what is asserted.
vi.mock('../features/fees/components/FeePercentChart', () => ({ default: () => <div data-testid="chart" /> }));

const show = (url = '/fee-management') => renderPage(<FeeManagementPage />, { url, path: '/fee-management' });
const aProjectFee = (overrides: Partial<ProjectFee> = {}): ProjectFee => ({
  id: 1,
  project_id: 11,
  fee_id: 3,
  name: 'Listing fee',
  types: 'listing',
  percentage: '2.50',
  status: 'Active',
  synced_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  vi.mocked(projectsApi.list).mockResolvedValue(paged([aProject()]));
});
afterEach(() => vi.resetAllMocks());

describe('FeeManagementPage', () => {
  it('shows the fee table and the chart loading', async () => {
    vi.mocked(feesApi.list).mockReturnValue(never());
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Fee Management' })).toBeInTheDocument();
    expect(await screen.findByText('Loading Fee entries')).toBeInTheDocument();
    expect(screen.getByText('Loading fee percentages')).toBeInTheDocument();
  });

  it('says so when there are no fee entries', async () => {
    vi.mocked(feesApi.list).mockResolvedValue(paged([]));
    show();
    expect(await screen.findByText('No fee entries yet')).toBeInTheDocument();
    expect(screen.getByText('No active fee entries: nothing is charged on any category.')).toBeInTheDocument();
  });

  it('shows the spec’s fallbacks when the entries fail to load', async () => {
    vi.mocked(feesApi.list).mockRejectedValue(apiError(500));
    show();
    expect(await screen.findByText('Failed to fetch fees')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch percentages')).toBeInTheDocument();
  });

  it('lists entries and totals the active ones per category', async () => {
    vi.mocked(feesApi.list).mockResolvedValue(
      paged([
        aFee(),
        aFee({ id: 4, name: 'Exit fee', FILM: '1.25', status: 'Active' }),
        aFee({ id: 5, name: 'Old fee', FILM: '9', status: 'Inactive' }),
      ]),
    );
    show();
    const row = await findRow(() => screen.findByText('Exit fee'));
    expect(row).toHaveTextContent('1.25%');
    const totals = screen.getByLabelText('Total active fee per category');
    expect(within(totals).getByText('Film').nextSibling).toHaveTextContent('3.75%');
    expect(await screen.findByTestId('chart')).toBeInTheDocument();
  });

  it('creates an entry from the dialog, validating percentages first', async () => {
    vi.mocked(feesApi.list).mockResolvedValue(paged([]));
    const create = vi.mocked(feesApi.create).mockResolvedValue(aFee({ name: 'Listing fee' }));
    show();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add fee entry' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add fee entry' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Listing fee' } });
    fireEvent.change(within(dialog).getByLabelText(/^Kind/), { target: { value: 'listing' } });
    for (const [label, value] of [
      ['Film', '2'],
      ['Web Series', '1'],
      ['Music', '1'],
      ['Books', '1'],
      ['Sport', '101'],
    ] as const) {
      fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label} \\(%\\)`)), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create fee entry' }));
    expect(await within(dialog).findByText('At most 100')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Sport \(%\)/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create fee entry' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: 'Listing fee',
        types: 'listing',
        property_types: 'all',
        FILM: 2,
        WEBSERIES: 1,
        MUSIC: 1,
        BOOKS: 1,
        SPORTS: 0,
      }),
    );
    expect(await screen.findByText('Fee entry Listing fee created')).toBeInTheDocument();
  });

  it('edits an entry from a prefilled dialog at its version, keeping an odd kind and the input after a refusal', async () => {
    vi.mocked(feesApi.list).mockResolvedValue(paged([aFee({ id: 4, name: 'Old fee', types: 'legacy', version: 7 })]));
    const update = vi.mocked(feesApi.update).mockRejectedValueOnce(
      apiError(409, {
        message: 'Fee entry was changed by someone else since you opened it (now version 8)',
        code: 'conflict',
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Old fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit fee entry Old fee' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Old fee');
    const kind = within(dialog).getByLabelText(/^Kind/);
    expect(kind).toHaveValue('legacy');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a kind', 'Platform', 'Management', 'Listing', 'Exit', 'Escrow', 'legacy (current)']);
    expect(within(dialog).getByLabelText(/^Applies to/)).toHaveValue('all');
    expect(within(dialog).getByLabelText(/^Film \(%\)/)).toHaveValue(2.5);
    fireEvent.change(within(dialog).getByLabelText(/^Film \(%\)/), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save fee entry' }));
    expect(await within(dialog).findByText('At most 100')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Film \(%\)/), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText(/^Applies to/), { target: { value: 'creative' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save fee entry' }));
    expect(await within(dialog).findByText(/changed by someone else since you opened it/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Film \(%\)/)).toHaveValue(3);
    update.mockResolvedValueOnce(
      aFee({ id: 4, name: 'Old fee', types: 'legacy', property_types: 'creative', FILM: '3.00', version: 8 }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save fee entry' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith(
        4,
        {
          name: 'Old fee',
          types: 'legacy',
          property_types: 'creative',
          FILM: 3,
          WEBSERIES: 1.5,
          MUSIC: 1,
          BOOKS: 1,
          SPORTS: 1,
        },
        7,
      ),
    );
    expect(await screen.findByText('Fee entry Old fee saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a chosen project shows its fees; Sync runs only on the click', async () => {
    vi.mocked(feesApi.list).mockResolvedValue(paged([aFee()]));
    vi.mocked(projectsApi.get).mockResolvedValue(aProject({ version: 6 }));
    vi.mocked(feesApi.projectFees).mockResolvedValue([]);
    const sync = vi.mocked(feesApi.syncProjectFees).mockResolvedValue([aProjectFee()]);
    show('/fee-management?project=11');
    expect(await screen.findByText('No fees on this project yet')).toBeInTheDocument();
    expect(sync).not.toHaveBeenCalled();
    vi.mocked(feesApi.projectFees).mockResolvedValue([aProjectFee()]);
    fireEvent.click(screen.getByRole('button', { name: 'Sync' }));
    await waitFor(() => expect(sync).toHaveBeenCalledWith(11, 6));
    expect(await screen.findByText('1 fee synced')).toBeInTheDocument();
    expect(await findRow(() => screen.findByText('Listing fee'))).toHaveTextContent('2.5%');
  });

  it('shows the spec’s fallbacks for the project’s fees and for a failed sync', async () => {
    vi.mocked(feesApi.list).mockResolvedValue(paged([]));
    vi.mocked(projectsApi.get).mockResolvedValue(aProject());
    vi.mocked(feesApi.projectFees).mockRejectedValue(apiError(500));
    vi.mocked(feesApi.syncProjectFees).mockRejectedValue(apiError(500));
    show('/fee-management?project=11');
    expect(await screen.findByText('Failed to fetch fee')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('Failed to fetch sync fee')).toBeInTheDocument();
  });
});
