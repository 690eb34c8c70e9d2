import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customersApi } from '@admin/api-client/customers';
import { rolesApi } from '@admin/api-client/roles';
import { liveBus } from '@admin/auth/singletons';
import { makeCustomer, ROLES } from '../testing/fixtures';
import { renderPage } from '@admin/tools/testing/render-page';
import { grant, queryClient } from '@admin/tools/testing/fake-auth';
import CustomerListPage, { prefetch } from './CustomerListPage';
import { apiError, paged } from '@admin/tools/testing/api-fakes';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/customers', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['customersApi']),
);
vi.mock('@admin/api-client/roles', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['rolesApi']),
);

const filter = vi.mocked(customersApi.filter);
const decideKyc = vi.mocked(customersApi.decideKyc);
const open = (url = '/customers') => renderPage(<CustomerListPage />, { path: '/customers', url });

beforeEach(() => {
  grant();
  filter.mockReset();
  decideKyc.mockReset();
  vi.mocked(rolesApi.list).mockResolvedValue(paged(ROLES));
});

describe('CustomerListPage', () => {
  it('lists customers (role 2) by default with the default columns (sortable ones marked), each row opening the profile', async () => {
    filter.mockResolvedValue(paged([makeCustomer({ wallet_address: '0xabc' })], { totalItems: 1 }));
    open();
    await screen.findByRole('link', { name: 'Priya Sharma' });
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(filter).toHaveBeenCalledWith({ page: 1, limit: 10, role: 2 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // Each KYC check's column waits in the column chooser; the selection box comes first, the review queue's columns before Open.
    expect(headers).toEqual([
      'Select all on this page',
      'Name↕',
      'Phone',
      'Email↕',
      'KYC status',
      'Wallet balance',
      'Joined↕',
      'Status↕',
      'KYC assignee',
      'Waiting',
      'Actions',
    ]);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Priya Sharma');
    expect(row).toHaveTextContent('+91 7000000001');
    expect(row).toHaveTextContent('priya@example.com');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('₹1,500.50');
    expect(row).toHaveTextContent('March 5, 2026');
    expect(row).toHaveTextContent('Active');
    expect(within(row).getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/customers-profile/17');
    expect(within(row).getByRole('link', { name: 'Open Priya Sharma' })).toHaveAttribute(
      'href',
      '/customers-profile/17',
    );
  });

  it('reads its filters from the URL and sends them all', async () => {
    filter.mockResolvedValue(paged([]));
    open(
      '/customers?kyc=rejected&wallet=connected&role=all&from_date=2026-01-01&to_date=2026-01-31&search=priya&page=2&limit=20',
    );
    await screen.findByText('No customers found');
    expect(filter).toHaveBeenLastCalledWith({
      page: 2,
      limit: 20,
      kyc: 'rejected',
      wallet: 'connected',
      role: undefined,
      from_date: '2026-01-01',
      to_date: '2026-01-31',
      search: 'priya',
    });
    expect(screen.getByText('No account matches these filters.')).toBeInTheDocument();
  });

  it('puts a chosen filter in the URL, back on page 1, and offers the roles from GET /role', async () => {
    filter.mockResolvedValue(paged([makeCustomer()]));
    const { location } = open('/customers?page=3');
    await screen.findByRole('table', { name: 'Customers' });
    await userEvent.selectOptions(screen.getByLabelText('KYC status'), 'verified');
    await waitFor(() => expect(location()).toBe('/customers?kyc=verified'));
    const role = screen.getByLabelText('Role');
    await waitFor(() =>
      expect(
        within(role)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Customer', 'Admin', 'Manager', 'Operations', 'All roles']),
    );
    await userEvent.selectOptions(role, 'Manager');
    await waitFor(() => expect(location()).toBe('/customers?kyc=verified&role=3'));
    await waitFor(() => expect(filter).toHaveBeenLastCalledWith({ page: 1, limit: 10, kyc: 'verified', role: 3 }));
    await userEvent.selectOptions(role, 'All roles');
    await waitFor(() => expect(location()).toBe('/customers?kyc=verified&role=all'));
  });

  it('the review queue shows each customer’s KYC owner and wait, and Mine keeps only the user’s own', async () => {
    filter.mockResolvedValue(
      paged([
        makeCustomer({
          kyc_assignee: { id: 31, name: 'Ravi Kumar' },
          kyc_waiting_since: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        }),
      ]),
    );
    const { location } = open('/customers?awaiting_review=true');
    const table = await screen.findByRole('table', { name: 'Customers' });
    await within(table).findByRole('link', { name: 'Priya Sharma' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('2 days');
    expect(
      await within(row).findByRole('combobox', { name: 'Assignee of the KYC review of Priya Sharma' }),
    ).toHaveValue('31');
    await userEvent.selectOptions(screen.getByLabelText('KYC assignee'), 'Mine');
    await waitFor(() => expect(location()).toBe('/customers?awaiting_review=true&mine=true'));
    await waitFor(() =>
      expect(filter).toHaveBeenLastCalledWith({ page: 1, limit: 10, role: 2, awaiting_review: true, mine: true }),
    );
  });

  it('a customer whose KYC is decided shows no wait and no "Assign to me": only who held the review', async () => {
    const base = makeCustomer();
    filter.mockResolvedValue(
      paged([
        makeCustomer({
          kyc: base.kyc && { ...base.kyc, status: 'verified' },
          kyc_assignee: { id: 31, name: 'Ravi Kumar' },
        }),
      ]),
    );
    open('/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    await within(table).findByRole('link', { name: 'Priya Sharma' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(await within(row).findByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(within(row).queryByRole('button', { name: /to me$/ })).toBeNull();
  });

  it('lists the KYC review queue: customers with a check awaiting review, kept in the URL', async () => {
    filter.mockResolvedValue(paged([makeCustomer()]));
    const { location } = open('/customers');
    await screen.findByRole('table', { name: 'Customers' });
    await userEvent.selectOptions(screen.getByLabelText('KYC review'), 'Awaiting review');
    await waitFor(() => expect(location()).toBe('/customers?awaiting_review=true'));
    await waitFor(() =>
      expect(filter).toHaveBeenLastCalledWith({ page: 1, limit: 10, role: 2, awaiting_review: true }),
    );
    await userEvent.selectOptions(screen.getByLabelText('KYC review'), 'Nothing awaiting review');
    await waitFor(() =>
      expect(filter).toHaveBeenLastCalledWith({ page: 1, limit: 10, role: 2, awaiting_review: false }),
    );
  });

  it('"Awaiting my confirmation" is a queue filter kept in the URL; a waiting decision shows on the record\'s badge', async () => {
    filter.mockResolvedValue(paged([makeCustomer({ kyc_awaiting_second_approval: true })]));
    const { location } = open('/customers');
    await screen.findByRole('link', { name: 'Priya Sharma' });
    expect(
      within(screen.getByRole('table', { name: 'Customers' })).getByText('Awaiting second approval'),
    ).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Second approval'), 'Awaiting my confirmation');
    await waitFor(() => expect(location()).toBe('/customers?awaiting_my_confirmation=true'));
    await waitFor(() =>
      expect(filter).toHaveBeenLastCalledWith({ page: 1, limit: 10, role: 2, awaiting_my_confirmation: true }),
    );
  });

  it("says when nothing awaits the user's confirmation", async () => {
    filter.mockResolvedValue(paged([]));
    open('/customers?awaiting_my_confirmation=true');
    expect(await screen.findByText('Nothing awaits your confirmation')).toBeInTheDocument();
  });

  it('a role without kyc.decide is offered no "Awaiting my confirmation"', async () => {
    grant(['customers.read']);
    filter.mockResolvedValue(paged([makeCustomer()]));
    open('/customers');
    await screen.findByRole('table', { name: 'Customers' });
    expect(screen.getByLabelText('KYC review')).toBeInTheDocument();
    expect(screen.queryByLabelText('Second approval')).not.toBeInTheDocument();
  });

  it('labels the date range as the account creation date', async () => {
    filter.mockResolvedValue(paged([]));
    open();
    await screen.findByText('No customers found');
    expect(screen.getByText('Account created')).toBeInTheDocument();
    expect(screen.getByText('No accounts yet.')).toBeInTheDocument();
  });

  it('shows the spec fallback with Retry when the list fails, and retries', async () => {
    filter.mockRejectedValueOnce(apiError(500));
    open();
    expect(await screen.findByText('Failed to fetch user list')).toBeInTheDocument();
    filter.mockResolvedValue(paged([makeCustomer()]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Priya Sharma' })).toBeInTheDocument();
  });

  it('shows a loading state while the first page loads', async () => {
    filter.mockReturnValue(new Promise(() => undefined));
    open();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"], [data-skeleton]')).not.toBeNull());
  });

  it('has the section tabs Customers, Employees, Roles, Activity', async () => {
    filter.mockResolvedValue(paged([]));
    open();
    const tabs = screen.getByRole('navigation', { name: 'Customers, employees and roles' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Customers', '/customers'],
      ['Employees', '/employee'],
      ['Roles', '/roles'],
      ['Activity', '/activity'],
    ]);
  });

  it('Compliance (audit.read without employees.read) gets Customers and Activity', async () => {
    grant(['customers.read', 'customers.write', 'kyc.decide', 'audit.read']);
    filter.mockResolvedValue(paged([]));
    open();
    const tabs = await screen.findByRole('navigation', { name: 'Customers, employees and roles' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Customers', 'Activity']);
  });

  it('shows only the tabs the role may open: Support, without employees.read, gets no staff tabs', async () => {
    grant(['customers.read', 'orders.read', 'projects.read']);
    filter.mockResolvedValue(paged([]));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    expect(screen.queryByRole('link', { name: 'Employees' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
  });

  describe('bulk KYC decisions', () => {
    const priya = makeCustomer();
    const kabir = makeCustomer({ id: 18, version: 4, name: 'Kabir Rao', phone: '7000000002' });

    it('rejects the one chosen check of the selected customers with one reason, each at its version; a refused one is reported and stays selected', async () => {
      const user = userEvent.setup();
      filter.mockResolvedValue(paged([priya, kabir]));
      decideKyc.mockImplementation(async (id) => {
        if (id === 18) throw apiError(409, { message: 'Customer was changed by someone else; reload and try again' });
        return priya;
      });
      open();
      await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
      const bar = await screen.findByRole('group', { name: 'Bulk actions' });
      await user.selectOptions(within(bar).getByRole('combobox', { name: 'KYC check' }), 'PAN');
      await user.click(within(bar).getByRole('button', { name: 'Reject PAN' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Reject the PAN check of 2 customers?' });
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Reason for the rejection (required)' }),
        'Blurred scan',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Reject PAN' }));

      const report = await screen.findByRole('alert');
      expect(report).toHaveTextContent('Reject PAN: 1 of 2 done, 1 failed.');
      expect(within(within(report).getByRole('list', { name: 'Failures' })).getByRole('listitem')).toHaveTextContent(
        'Kabir Rao: Customer was changed by someone else; reload and try again',
      );
      // The answer's PAN is still pending: the rejection went to a second approval, and the report says so.
      expect(within(within(report).getByRole('list', { name: 'Notes' })).getByRole('listitem')).toHaveTextContent(
        'Priya Sharma: rejected, awaiting a second approval',
      );
      expect(decideKyc).toHaveBeenCalledWith(
        17,
        { verification: 'pan', status: 'rejected', comment: 'Blurred scan' },
        1,
      );
      expect(decideKyc).toHaveBeenCalledWith(
        18,
        { verification: 'pan', status: 'rejected', comment: 'Blurred scan' },
        4,
      );
      expect(screen.getByRole('checkbox', { name: 'Select Kabir Rao' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Select Priya Sharma' })).not.toBeChecked();
    });

    it('without kyc.decide the selection only exports', async () => {
      const user = userEvent.setup();
      grant(['customers.read']);
      filter.mockResolvedValue(paged([priya]));
      open();
      await user.click(await screen.findByRole('checkbox', { name: 'Select Priya Sharma' }));
      const bar = await screen.findByRole('group', { name: 'Bulk actions' });
      expect(within(bar).getByRole('button', { name: 'Export selected' })).toBeInTheDocument();
      expect(within(bar).queryByRole('combobox', { name: 'KYC check' })).not.toBeInTheDocument();
      expect(within(bar).queryByRole('button', { name: /^(Approve|Reject)/ })).not.toBeInTheDocument();
    });
  });
});

describe('CustomerListPage prefetch', () => {
  it('starts the same call the page makes for its URL', async () => {
    filter.mockResolvedValue(paged([]));
    vi.mocked(rolesApi.list).mockClear();
    const url = '/customers?kyc=pending&search=Asha&page=2';
    prefetch({ searchParams: new URL(url, 'http://shell.test').searchParams, params: {} });
    renderPage(<CustomerListPage />, { url, path: '/customers' });
    await waitFor(() => expect(filter).toHaveBeenCalledTimes(2));
    const [fromPrefetch, fromPage] = filter.mock.calls;
    expect(fromPrefetch).toEqual(fromPage);
    expect(fromPage![0]).toMatchObject({ search: 'Asha', page: 2 });
    // The role filter's options too.
    await waitFor(() => expect(rolesApi.list).toHaveBeenCalledTimes(2));
    expect(vi.mocked(rolesApi.list).mock.calls[0]).toEqual(vi.mocked(rolesApi.list).mock.calls[1]);
    queryClient.clear();
  });
});

describe('CustomerListPage, live', () => {
  it('keeps a customer someone else’s KYC decision took out of the review queue, marked, with its new KYC status', async () => {
    const priya = makeCustomer();
    filter.mockResolvedValue(paged([priya], { totalItems: 1 }));
    vi.mocked(customersApi.get).mockResolvedValue(
      makeCustomer({ version: 2, kyc: { ...priya.kyc!, status: 'rejected', pan_verification_status: 'rejected' } }),
    );
    open('/customers?awaiting_review=true');
    const row = (await screen.findByRole('link', { name: 'Priya Sharma' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pending')).toBeInTheDocument();

    filter.mockResolvedValue(paged([], { totalItems: 0 }));
    act(() =>
      liveBus.emit({
        id: '9',
        type: 'customer',
        record_id: '17',
        action: 'decision',
        fields: ['pan_verification_status', 'kyc_status'],
        version: 2,
        by: { id: 77, name: 'Ravi Rao' },
        at: '2026-11-29T09:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Decided by Ravi Rao')).toBeInTheDocument();
    expect(row).toHaveAttribute('data-marked');
    expect(await within(row).findByText('Rejected')).toBeInTheDocument();
    expect(customersApi.get).toHaveBeenCalledWith(17);
    // The row shown is counted while it shows.
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });
});
