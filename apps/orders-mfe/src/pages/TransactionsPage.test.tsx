import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, pager } from '@admin/tools/testing/api-fakes';
import { clearToasts, renderPage } from '@admin/tools/testing/render-page';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transactionsApi } from '@admin/api-client/transactions';
import type { Paged, WalletTransaction } from '@admin/api-client';
import { aTransaction } from '../testing/fixtures';
import TransactionsPage from './TransactionsPage';

vi.mock('@admin/api-client/cancel-requests', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['cancelRequestsApi']),
);
vi.mock('@admin/api-client/orders', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['ordersApi']),
);
vi.mock('@admin/api-client/transactions', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['transactionsApi']),
);

const list = vi.mocked(transactionsApi.list);
const page = (items: WalletTransaction[]): Paged<WalletTransaction> => ({ items, pager: pager(items.length) });
const show = (url = '/transactions') => renderPage(<TransactionsPage />, { url, path: '/transactions' });

beforeEach(() => list.mockReset());
afterEach(clearToasts);

describe('/transactions', () => {
  it('loads, then lists transactions with type, amount, status and links', async () => {
    const answer = deferred<Paged<WalletTransaction>>();
    list.mockReturnValue(answer.promise);
    show();
    expect(screen.getByRole('table', { name: 'Wallet transactions' })).toHaveAttribute('aria-busy', 'true');
    answer.resolve(
      page([
        aTransaction(),
        aTransaction({ id: 502, type: 'deposit', status: 'failed', order_id: null, reference: null }),
      ]),
    );
    await screen.findByText('RFD41');
    const rows = within(screen.getByRole('table', { name: 'Wallet transactions' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Refund');
    expect(rows[1]).toHaveTextContent('₹1,000.00');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('November 22, 2026');
    expect(within(rows[1]!).getByRole('link', { name: '#41' })).toHaveAttribute('href', '/order-details/41');
    expect(rows[2]).toHaveTextContent('Deposit');
    expect(rows[2]).toHaveTextContent('Failed');
  });

  it('money into the wallet reads +, green; money out −, red: a refund never looks like the investment it undoes', async () => {
    list.mockResolvedValue(
      page([aTransaction(), aTransaction({ id: 503, type: 'investment', status: 'success', reference: 'PAY41' })]),
    );
    show();
    await screen.findByText('PAY41');
    const rows = within(screen.getByRole('table', { name: 'Wallet transactions' })).getAllByRole('row');
    const refund = within(rows[1]!).getByText('+₹1,000.00');
    const investment = within(rows[2]!).getByText('−₹1,000.00');
    expect(refund).toHaveAttribute('data-direction', 'in');
    expect(investment).toHaveAttribute('data-direction', 'out');
    expect(refund.className).not.toBe(investment.className);
  });

  it('customer, type, status and dates from the URL are sent; type and status write the URL', async () => {
    list.mockResolvedValue(page([aTransaction()]));
    const view = show('/transactions?user_id=7&from_date=2026-11-22&to_date=2026-11-22');
    await screen.findAllByRole('link', { name: 'Riya Sharma' });
    expect(list).toHaveBeenLastCalledWith({
      page: 1,
      limit: 10,
      user_id: 7,
      from_date: '2026-11-22',
      to_date: '2026-11-22',
    });
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Riya Sharma (#7)');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'refund');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(view.search()).toEqual({
      user_id: '7',
      from_date: '2026-11-22',
      to_date: '2026-11-22',
      type: 'refund',
      status: 'pending',
    });
    expect(list).toHaveBeenLastCalledWith({
      page: 1,
      limit: 10,
      user_id: 7,
      from_date: '2026-11-22',
      to_date: '2026-11-22',
      type: 'refund',
      status: 'pending',
    });
  });

  it("a failed load says 'Failed to fetch transactions'; an empty filtered list says so", async () => {
    list.mockRejectedValueOnce(apiError(500));
    show('/transactions?type=royalty');
    expect(await screen.findByText('Failed to fetch transactions')).toBeInTheDocument();
    list.mockResolvedValue(page([]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No transactions match these filters')).toBeInTheDocument();
  });
});
