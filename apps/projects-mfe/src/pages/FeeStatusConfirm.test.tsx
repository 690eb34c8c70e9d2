import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feesApi } from '@admin/api-client/fees';
import { projectsApi } from '@admin/api-client/projects';
import { paged } from '@admin/tools/testing/api-fakes';
import { renderPage } from '@admin/tools/testing/render-page';
import { aFee, aProject } from '../testing/fixtures';
import FeeManagementPage from './FeeManagementPage';

vi.mock('@admin/api-client/fees', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['feesApi']),
);
vi.mock('@admin/api-client/projects', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['projectsApi']),
);

vi.mock('@admin/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), usePermission: () => true }));
// recharts measures its container, which jsdom cannot.
vi.mock('../features/fees/components/FeePercentChart', () => ({ default: () => <div data-testid="chart" /> }));

const show = (url = '/fee-management') => renderPage(<FeeManagementPage />, { url, path: '/fee-management' });
const closed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

beforeEach(() => {
  vi.mocked(projectsApi.list).mockResolvedValue(paged([aProject()]));
});
afterEach(() => vi.resetAllMocks());

describe('Fee management: status switches ask first', () => {
  it('a fee entry’s switch names the entry and the change; Cancel sends nothing, Confirm sends one call with the loaded version', async () => {
    vi.mocked(feesApi.list).mockResolvedValue(paged([aFee({ version: 2 })]));
    const setStatus = vi.mocked(feesApi.setStatus).mockResolvedValue(aFee({ status: 'Inactive', version: 3 }));
    show();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: Platform fee' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Deactivate the fee entry “Platform fee”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(screen.getByRole('switch', { name: 'Active: Platform fee' })).toHaveAttribute('aria-checked', 'true');
    expect(setStatus).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('switch', { name: 'Active: Platform fee' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate fee' }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith(3, 'Inactive', 2));
    expect(setStatus).toHaveBeenCalledTimes(1);
  });

  it('a project’s fees switch names the project and the change; Cancel sends nothing, Confirm sends one call', async () => {
    vi.mocked(feesApi.list).mockResolvedValue(paged([]));
    vi.mocked(projectsApi.get).mockResolvedValue(aProject({ version: 6 }));
    vi.mocked(feesApi.projectFees).mockResolvedValue([]);
    const setStatus = vi.mocked(feesApi.setProjectFeeStatus).mockResolvedValue([]);
    show('/fee-management?project=11');
    fireEvent.click(await screen.findByRole('switch', { name: 'Fees active for Monsoon Reel' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Switch off the fees of “Monsoon Reel”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(screen.getByRole('switch', { name: 'Fees active for Monsoon Reel' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(setStatus).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('switch', { name: 'Fees active for Monsoon Reel' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch fees off' }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith(11, 'Inactive', 6));
    expect(setStatus).toHaveBeenCalledTimes(1);
  });
});
