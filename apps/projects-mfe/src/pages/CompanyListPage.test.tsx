import { useMemo } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companiesApi } from '@admin/api-client/companies';
import { apiError, never, paged } from '@admin/tools/testing/api-fakes';
import { renderPage } from '@admin/tools/testing/render-page';
import { aCompany } from '../testing/fixtures';
import CompanyListPage from './CompanyListPage';

vi.mock('@admin/api-client/companies', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['companiesApi']),
);

const auth = vi.hoisted(() => ({ permitted: true, userId: undefined as number | undefined }));
vi.mock('@admin/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePermission: () => auth.permitted,
  useCurrentUser: () => ({ user: auth.userId === undefined ? undefined : { id: auth.userId }, isPending: false }),
  // The lib's useListStorage reads the lib's own user: the list's storage follows this test's user instead.
  useListStorage: (listId: string) =>
    useMemo(() => (auth.userId === undefined ? undefined : { userId: auth.userId, listId }), [listId]),
}));

const show = (url = '/company') => renderPage(<CompanyListPage />, { url, path: '/company' });

beforeEach(() => {
  auth.permitted = true;
  auth.userId = undefined;
});
afterEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
});

describe('CompanyListPage', () => {
  it('shows the table loading while the first page is on its way', async () => {
    vi.mocked(companiesApi.list).mockReturnValue(never());
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    expect(await screen.findByText('Loading Companies')).toBeInTheDocument();
  });

  it('says so when there are no companies, with the way to add one', async () => {
    vi.mocked(companiesApi.list).mockResolvedValue(paged([]));
    show();
    expect(await screen.findByText('No companies yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add company' }).length).toBeGreaterThan(0);
  });

  it('shows the fallback with Retry when the list fails without a server message', async () => {
    const list = vi.mocked(companiesApi.list).mockRejectedValue(apiError(500, {}));
    show();
    expect(await screen.findByText('Failed to fetch companies')).toBeInTheDocument();
    list.mockResolvedValue(paged([aCompany()]));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lotus Films LLP')).toBeInTheDocument();
  });

  it('lists companies and sends the URL’s page and filters', async () => {
    const list = vi
      .mocked(companiesApi.list)
      .mockResolvedValue(
        paged(
          [
            aCompany(),
            aCompany({ id: 6, name: 'Banyan Partners', type: 'Partnership', status: 'Inactive', team_members: [] }),
          ],
          { totalItems: 12 },
        ),
      );
    show('/company?page=2&type=LLP&search=lo');
    expect(await screen.findByText('Banyan Partners')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 2, limit: 10, type: 'LLP', search: 'lo' });
    const row = screen.getByText('Lotus Films LLP').closest('tr') as HTMLElement;
    expect(within(row).getByRole('switch', { name: 'Active: Lotus Films LLP' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(row).getByText('November 22, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument(); // team size
  });

  it('asks before switching a status, naming the company: Cancel sends nothing and keeps the switch', async () => {
    vi.mocked(companiesApi.list).mockResolvedValue(paged([aCompany({ version: 3 })]));
    const setStatus = vi.mocked(companiesApi.setStatus);
    show();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: Lotus Films LLP' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Deactivate “Lotus Films LLP”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Active: Lotus Films LLP' })).toHaveAttribute('aria-checked', 'true');
    expect(setStatus).not.toHaveBeenCalled();
  });

  it('switches a status once confirmed and rolls it back with the server’s message when refused', async () => {
    vi.mocked(companiesApi.list).mockResolvedValue(paged([aCompany({ version: 3 })]));
    let refuse: (error: unknown) => void = () => undefined;
    const setStatus = vi
      .mocked(companiesApi.setStatus)
      .mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    show();
    const toggle = await screen.findByRole('switch', { name: 'Active: Lotus Films LLP' });
    fireEvent.click(toggle);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(setStatus).toHaveBeenCalledWith(5, 'Inactive', 3);
    expect(setStatus).toHaveBeenCalledTimes(1);
    refuse(apiError(500, {}));
    expect(await screen.findByText('Failed to update company status')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Active: Lotus Films LLP' })).toHaveAttribute('aria-checked', 'true'),
    );
  });

  it('without companies.write shows status as text and no add, edit or switch', async () => {
    auth.permitted = false;
    vi.mocked(companiesApi.list).mockResolvedValue(paged([aCompany()]));
    show();
    expect(await screen.findByText('Lotus Films LLP')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Lotus Films LLP' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add company' })).toBeDisabled();
  });

  it('shows the server’s message when the list fails with one', async () => {
    vi.mocked(companiesApi.list).mockRejectedValue(apiError(503, { message: 'Database unavailable' }));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('sorts by the URL’s sort through the API and from the header buttons, which say their order', async () => {
    const list = vi.mocked(companiesApi.list).mockResolvedValue(paged([aCompany()]));
    show('/company?sort=name&order=desc');
    expect(await screen.findByText('Lotus Films LLP')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 10, sort: 'name', order: 'desc' });
    const header = screen.getByRole('columnheader', { name: /Company/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    // Descending, then no sort: the list's own order, with no sort sent.
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10 }));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Type/ })).getByRole('button'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, sort: 'type', order: 'asc' }));
    // A column the API does not sort by is not a button.
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('ignores a sort the companies API does not offer: nothing is sent', async () => {
    const list = vi.mocked(companiesApi.list).mockResolvedValue(paged([aCompany()]));
    show('/company?sort=city&order=desc');
    expect(await screen.findByText('Lotus Films LLP')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 10 });
  });

  it('hides Certificate and Ownership by default and lets the user show them, kept per user', async () => {
    auth.userId = 42;
    vi.mocked(companiesApi.list).mockResolvedValue(paged([aCompany()]));
    show();
    expect(await screen.findByText('Lotus Films LLP')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Certificate' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Columns' }, { timeout: 10_000 }));
    // The panel's code loads when the menu first opens.
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Certificate' }));
    expect(screen.getByRole('columnheader', { name: 'Certificate' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('admin:table-columns:42:companies')!)).toEqual({ certificate: true });
    expect(await screen.findByRole('button', { name: 'Views' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  // The bulk bar and the confirm dialog load on first use: slower than the rest on a busy machine.
  it('deactivates the selected companies one by one, with their versions, and keeps the refused one selected', {
    timeout: 20_000,
  }, async () => {
    auth.userId = 42;
    const lotus = aCompany();
    const banyan = aCompany({ id: 6, version: 4, name: 'Banyan Partners' });
    vi.mocked(companiesApi.list).mockResolvedValue(paged([lotus, banyan]));
    const setStatus = vi.mocked(companiesApi.setStatus).mockImplementation(async (id) => {
      if (id === 6) throw apiError(404, { message: 'Company not found' });
      return { ...lotus, status: 'Inactive' };
    });
    show();
    await screen.findByText('Banyan Partners');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 2 companies?' }, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    const report = await screen.findByText('Deactivate: 1 of 2 done, 1 failed.', undefined, { timeout: 10_000 });
    expect(report.closest('[role="alert"]')).toHaveTextContent('Banyan Partners: Company not found');
    expect(setStatus).toHaveBeenCalledWith(5, 'Inactive', 1);
    expect(setStatus).toHaveBeenCalledWith(6, 'Inactive', 4);
    expect(screen.getByRole('checkbox', { name: 'Select Banyan Partners' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Lotus Films LLP' })).not.toBeChecked();
  });

  it('offers no selection without companies.write', async () => {
    auth.permitted = false;
    auth.userId = 42;
    vi.mocked(companiesApi.list).mockResolvedValue(paged([aCompany()]));
    show();
    expect(await screen.findByText('Lotus Films LLP')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Lotus Films LLP' })).not.toBeInTheDocument();
  });
});
