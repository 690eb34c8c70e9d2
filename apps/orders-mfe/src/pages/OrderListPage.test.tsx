import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersApi } from '@admin/api-client/orders';
import { PERMISSIONS } from '@admin/api-client/contract';
import type { Paged, Order } from '@admin/api-client';
import { apiError, deferred, pager } from '@admin/tools/testing/api-fakes';
import { clearToasts, renderPage } from '@admin/tools/testing/render-page';
import { anOrder } from '../testing/fixtures';
import { queryClient } from '@admin/auth';
import OrderListPage, { prefetch } from './OrderListPage';

vi.mock('@admin/api-client/cancel-requests', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['cancelRequestsApi']),
);
vi.mock('@admin/api-client/orders', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['ordersApi']),
);
vi.mock('@admin/api-client/transactions', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['transactionsApi']),
);

// Staff who may open every page (the section's tabs show the pages the user may open).
vi.mock('@admin/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePermissions: () => PERMISSIONS,
}));

const list = vi.mocked(ordersApi.list);
const filterOptions = vi.mocked(ordersApi.filterOptions);
const page = (items: Order[], total = items.length): Paged<Order> => ({ items, pager: pager(total) });
const show = (url = '/orders') => renderPage(<OrderListPage />, { url, path: '/orders' });

beforeEach(() => {
  list.mockReset();
  filterOptions.mockReset();
});
afterEach(clearToasts);

describe('/orders', () => {
  it('shows skeleton rows while loading, then the orders: customer link, project, amount, units, status label, US dates', async () => {
    const answer = deferred<Paged<Order>>();
    list.mockReturnValue(answer.promise);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');

    answer.resolve(
      page([anOrder(), anOrder({ id: 42, status: 'Cancel_Request_Raised', user_id: 8, user_name: 'Kabir Rao' })], 2),
    );
    await screen.findByRole('link', { name: 'Riya Sharma' });
    const rows = within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('#41');
    expect(rows[1]).toHaveTextContent('Monsoon Diaries');
    expect(rows[1]).toHaveTextContent('₹1,000.00');
    // Units show decimals only when they have them: 4, not 4.00.
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('4');
    expect(rows[1]).not.toHaveTextContent('4.00');
    expect(rows[1]).toHaveTextContent('Booked');
    expect(rows[1]).toHaveTextContent('November 22, 2026');
    expect(rows[1]).toHaveTextContent('November 29, 2026');
    expect(within(rows[1]!).getByRole('link', { name: 'Riya Sharma' })).toHaveAttribute('href', '/customers-profile/7');
    expect(within(rows[1]!).getByRole('link', { name: '#41' })).toHaveAttribute('href', '/order-details/41');
    expect(rows[2]).toHaveTextContent('Cancelled Request');
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 10 });
  });

  it('an empty list says so', async () => {
    list.mockResolvedValue(page([]));
    show();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('filters from the URL are sent, only those set; the status filter writes the URL and goes back to page 1', async () => {
    list.mockResolvedValue(page([anOrder()], 25));
    const view = show('/orders?status=Booked&user_id=7&page=2');
    await screen.findByRole('link', { name: 'Riya Sharma' });
    expect(list).toHaveBeenLastCalledWith({ page: 2, limit: 10, status: 'Booked', user_id: 7 });
    // The customer filter names the customer once a row of theirs is on screen.
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Riya Sharma (#7)');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Token_Transfer');
    expect(view.search()).toEqual({ status: 'Token_Transfer', user_id: '7' });
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 'Token_Transfer', user_id: 7 }),
    );

    list.mockResolvedValue(page([]));
    await userEvent.selectOptions(screen.getByLabelText('Status'), '');
    expect(view.search()).toEqual({ user_id: '7' });
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    // The filter bar and the empty state both offer it.
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(view.search()).toEqual({});
  });

  it('the customer filter searches as the user types and puts the pick in the URL', async () => {
    list.mockResolvedValue(page([anOrder()]));
    filterOptions.mockImplementation(async ({ search } = {}) => ({
      users: search === 'kab' ? [{ id: 8, name: 'Kabir Rao' }] : [{ id: 7, name: 'Riya Sharma' }],
      properties: [],
    }));
    const view = show();
    await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'kab');
    const option = await screen.findByRole('option', { name: 'Kabir Rao (#8)' });
    expect(filterOptions).toHaveBeenLastCalledWith({ search: 'kab', limit: 20 });
    await userEvent.click(option);
    expect(view.search()).toEqual({ user_id: '8' });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, user_id: 8 }));
  });

  it("a failed search of customers says 'Failed to fetch order data'", async () => {
    list.mockResolvedValue(page([]));
    filterOptions.mockRejectedValue(apiError(500));
    show();
    await userEvent.type(screen.getByRole('combobox', { name: 'Project' }), 'mon');
    expect(await screen.findByText('Failed to fetch order data')).toBeInTheDocument();
  });

  it("a failed load says 'Failed to fetch order' with a Retry that loads again", async () => {
    list.mockRejectedValueOnce(apiError(500));
    show();
    expect(await screen.findByText('Failed to fetch order')).toBeInTheDocument();
    list.mockResolvedValue(page([anOrder()]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Riya Sharma' })).toBeInTheDocument();
  });

  it('tabs lead to the order report and the wallet transactions', async () => {
    list.mockResolvedValue(page([]));
    show();
    const tabs = screen.getByRole('navigation', { name: 'Orders sections' });
    expect(within(tabs).getByRole('link', { name: 'Order report' })).toHaveAttribute('href', '/order-report');
    expect(within(tabs).getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/transactions');
    expect(within(tabs).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('/orders prefetch', () => {
  it('starts the same call the page makes for its URL, `mine` as a boolean', async () => {
    list.mockResolvedValue({ items: [], pager: pager(0) });
    const url = '/orders?status=Booked&mine=true&page=3';
    prefetch({ searchParams: new URL(url, 'http://shell.test').searchParams, params: {} });
    show(url);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    const [fromPrefetch, fromPage] = list.mock.calls;
    expect(fromPrefetch).toEqual(fromPage);
    expect(fromPage![0]).toMatchObject({ mine: true, page: 3 });
    queryClient.clear();
  });
});
