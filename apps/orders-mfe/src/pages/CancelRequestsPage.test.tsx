import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, pager } from '@admin/tools/testing/api-fakes';
import { clearToasts, renderPage } from '@admin/tools/testing/render-page';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelRequestsApi } from '@admin/api-client/cancel-requests';
import type { CancelRequest, Paged } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { aCancelRequest } from '../testing/fixtures';
import CancelRequestsPage from './CancelRequestsPage';

vi.mock('@admin/api-client/cancel-requests', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['cancelRequestsApi']),
);
vi.mock('@admin/api-client/orders', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['ordersApi']),
);
vi.mock('@admin/api-client/transactions', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['transactionsApi']),
);
vi.mock('@admin/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePermission: vi.fn(() => true),
}));

const list = vi.mocked(cancelRequestsApi.list);
const approve = vi.mocked(cancelRequestsApi.approve);
const reject = vi.mocked(cancelRequestsApi.reject);
const page = (items: CancelRequest[]): Paged<CancelRequest> => ({ items, pager: pager(items.length) });
const show = (url = '/cancel') => renderPage(<CancelRequestsPage />, { url, path: '/cancel' });

beforeEach(() => {
  vi.mocked(usePermission).mockReturnValue(true);
  for (const fn of [list, approve, reject]) fn.mockReset();
});
afterEach(clearToasts);

describe('/cancel', () => {
  it('loads, then lists requests with order and customer links; decisions only on pending ones', async () => {
    const answer = deferred<Paged<CancelRequest>>();
    list.mockReturnValue(answer.promise);
    show();
    expect(screen.getByRole('table', { name: 'Cancel requests' })).toHaveAttribute('aria-busy', 'true');
    answer.resolve(
      page([
        aCancelRequest(),
        aCancelRequest({
          id: 10,
          status: 'Rejected',
          decision_reason: 'Too late',
          decided_at: '2026-11-21T10:00:00.000Z',
        }),
      ]),
    );
    await screen.findByText('Too late');
    const rows = within(screen.getByRole('table', { name: 'Cancel requests' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Changed my mind');
    expect(rows[1]).toHaveTextContent('November 20, 2026');
    expect(within(rows[1]!).getByRole('link', { name: '#41' })).toHaveAttribute('href', '/order-details/41');
    expect(within(rows[1]!).getByRole('button', { name: 'Approve cancel request #9' })).toBeEnabled();
    const decision = rows[2]!.querySelector('td[data-sticky="end"]');
    // What was decided, then Send message about its order (the decision's reason offered to the template).
    expect(decision).toHaveTextContent(/^Rejected · November 21, 2026Too lateSend message$/);
    expect(
      within(decision as HTMLElement).getByRole('button', { name: /^Send message about cancel request #/ }),
    ).toBeEnabled();
    expect(within(rows[2]!).getByText('Too late')).toBeInTheDocument();
    // No decision left to make on it: its only button is Send message.
    expect(
      within(rows[2]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Send message']);
  });

  it('a request decided without a reason shows what was decided and when, and nothing else', async () => {
    list.mockResolvedValue(
      page([
        aCancelRequest({ id: 11, status: 'Approved', decision_reason: null, decided_at: '2026-11-22T10:00:00.000Z' }),
      ]),
    );
    show('/cancel?status=all');
    const row = (await screen.findByRole('link', { name: '#41' })).closest('tr')!;
    // The whole Decision cell: no dash standing for the missing reason, no date in brackets.
    expect(row.querySelector('td[data-sticky="end"]')).toHaveTextContent(/^Approved · November 22, 2026Send message$/);
  });

  it('status, order and dates from the URL are sent; the status filter writes the URL', async () => {
    list.mockResolvedValue(page([]));
    const view = show('/cancel?order_id=41&from_date=2026-11-01&status=all');
    expect(await screen.findByText('No cancel requests match these filters')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, order_id: 41, from_date: '2026-11-01' });
    expect(screen.getByText(/Showing the requests of order #41/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Approved');
    expect(view.search()).toEqual({ order_id: '41', from_date: '2026-11-01', status: 'Approved' });
  });

  it('opens on the Pending queue; "All statuses" is status=all and back', async () => {
    list.mockResolvedValue(page([]));
    const view = show();
    expect(await screen.findByText('No pending cancel requests')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 'Pending' });
    expect(screen.getByLabelText('Status')).toHaveValue('Pending');
    expect(screen.getByRole('link', { name: 'Show all statuses' })).toHaveAttribute('href', '/cancel?status=all');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    expect(view.search()).toEqual({ status: 'all' });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10 }));
    expect(await screen.findByText('No cancel requests match these filters')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(view.search()).toEqual({});
  });

  it('a hand-edited unknown status falls back to Pending', async () => {
    list.mockResolvedValue(page([]));
    show('/cancel?status=Open');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 'Pending' }));
  });

  it('approving asks first, then refunds and says so', async () => {
    list.mockResolvedValue(page([aCancelRequest()]));
    approve.mockResolvedValue(aCancelRequest({ status: 'Approved', order_status: 'Refunded' }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve cancel request #9' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Order #41 of Riya Sharma becomes Refunded and a refund of ₹1,000.00 is recorded.',
    );
    list.mockResolvedValue(page([aCancelRequest({ status: 'Approved' })]));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and refund' }));
    expect(approve).toHaveBeenCalledWith(9, {}, 2);
    expect(await screen.findByText('Cancel request approved: order #41 refunded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('rejecting needs a reason; a failure shows the server message and keeps the dialog', async () => {
    list.mockResolvedValue(page([aCancelRequest()]));
    reject.mockRejectedValueOnce(apiError(409, { message: 'Cancel request is already Approved' }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject cancel request #9' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Order #41 goes back to Document Signature Pending.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(within(dialog).getByText('Enter the reason for the rejection.')).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Outside the window');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(reject).toHaveBeenCalledWith(9, { reason: 'Outside the window' }, 2);
    expect(await screen.findByText('Cancel request is already Approved')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    reject.mockResolvedValueOnce(aCancelRequest({ status: 'Rejected' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(
      await screen.findByText('Cancel request rejected: order #41 is back to its previous status'),
    ).toBeInTheDocument();
  });

  it('Mine keeps only the user’s own requests, in the URL and the query; each row names its owner', async () => {
    list.mockResolvedValue(page([aCancelRequest({ assignee: { id: 5, name: 'Omar Ops' } })]));
    const view = show('/cancel');
    const table = await screen.findByRole('table', { name: 'Cancel requests' });
    expect(
      await within(table).findByRole('combobox', { name: 'Assignee of cancel request #9' }, { timeout: 15_000 }),
    ).toHaveValue('5');
    await userEvent.selectOptions(screen.getByLabelText('Assignee'), 'Mine');
    expect(view.search()).toEqual({ mine: 'true' });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 'Pending', mine: true }));
  });

  it('without cancel.decide the decisions are disabled', async () => {
    vi.mocked(usePermission).mockReturnValue(false);
    list.mockResolvedValue(page([aCancelRequest()]));
    show();
    expect(await screen.findByRole('button', { name: 'Approve cancel request #9' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject cancel request #9' })).toBeDisabled();
  });

  it('a failed load offers Retry; an empty list says so', async () => {
    list.mockRejectedValueOnce(apiError(500));
    show();
    expect(await screen.findByText('Failed to fetch cancel requests')).toBeInTheDocument();
    list.mockResolvedValue(page([]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No pending cancel requests')).toBeInTheDocument();
  });

  it('rejects the selected requests with one reason, each at its version; one decided elsewhere is reported and stays selected', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(
      page([aCancelRequest({ id: 9, version: 1 }), aCancelRequest({ id: 11, order_id: 43, version: 3 })]),
    );
    reject.mockImplementation(async (id) => {
      if (id === 11) throw apiError(409, { message: 'Cancel request is already Approved' });
      return aCancelRequest({ id, status: 'Rejected' });
    });
    show();
    await screen.findByRole('checkbox', { name: 'Select Cancel request #9' });
    screen.getByRole('checkbox', { name: 'Select all on this page' }).focus();
    await user.keyboard(' ');
    const bar = await screen.findByRole('group', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject 2 cancel requests?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject requests' }));
    expect(await within(dialog).findByText('Enter the reason for the rejection.')).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for the rejection (required)' }),
      'Outside the window',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject requests' }));
    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent('Reject: 1 of 2 done, 1 failed.');
    expect(within(report).getByRole('listitem')).toHaveTextContent(
      'Cancel request #11: Cancel request is already Approved',
    );
    expect(reject).toHaveBeenCalledWith(9, { reason: 'Outside the window' }, 1);
    expect(reject).toHaveBeenCalledWith(11, { reason: 'Outside the window' }, 3);
    expect(screen.getByRole('checkbox', { name: 'Select Cancel request #11' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Cancel request #9' })).not.toBeChecked();
    // The list is asked again, for what the decisions changed.
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
