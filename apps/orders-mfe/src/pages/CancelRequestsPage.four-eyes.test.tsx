// Four eyes on the cancel request list: a refund above the threshold approved once shows who approved
// it and why, and offers Confirm / Send back only to someone else holding cancel.decide.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelRequestsApi } from '@admin/api-client/cancel-requests';
import type { CancelRequest, Paged, StaffUser } from '@admin/api-client';
import { apiError, pager } from '@admin/tools/testing/api-fakes';
import { grant, signInAs } from '@admin/tools/testing/fake-auth';
import { clearToasts, renderPage } from '@admin/tools/testing/render-page';
import { aCancelRequest } from '../testing/fixtures';
import CancelRequestsPage from './CancelRequestsPage';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/cancel-requests', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['cancelRequestsApi']),
);
vi.mock('@admin/api-client/orders', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['ordersApi']),
);
vi.mock('@admin/api-client/transactions', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['transactionsApi']),
);

// Radix positions the tooltip with a ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const list = vi.mocked(cancelRequestsApi.list);
const approve = vi.mocked(cancelRequestsApi.approve);
const confirm = vi.mocked(cancelRequestsApi.confirm);
const sendBack = vi.mocked(cancelRequestsApi.sendBack);
const PRIYA = { id: 8, name: 'Priya Raman' };
const OMAR = { id: 5, name: 'Omar Ops' };
const page = (items: CancelRequest[]): Paged<CancelRequest> => ({ items, pager: pager(items.length) });
const show = () => renderPage(<CancelRequestsPage />, { url: '/cancel', path: '/cancel' });
const awaiting = (overrides: Partial<CancelRequest> = {}) =>
  aCancelRequest({
    total_amount: '250000.00',
    awaiting_second_approval: {
      decision: 'Approved',
      reason: 'Within the window',
      by: PRIYA,
      at: '2026-11-25T09:00:00.000Z',
    },
    ...overrides,
  });

beforeEach(() => {
  grant();
  signInAs({ id: OMAR.id, name: OMAR.name } as StaffUser);
  for (const fn of [list, approve, confirm, sendBack]) fn.mockReset();
});
afterEach(clearToasts);

describe('/cancel, four eyes', () => {
  it('shows who approved first and why; someone else confirms, and the order is refunded', async () => {
    list.mockResolvedValue(page([awaiting()]));
    confirm.mockResolvedValue(aCancelRequest({ status: 'Approved', order_status: 'Refunded' }));
    show();
    const note = (await screen.findByText(/Awaiting second approval:/)).closest('tr') as HTMLElement;
    expect(note).toHaveTextContent('Awaiting second approval: approved by Priya Raman, reason: Within the window');
    // The note has a line of its own, right under the request's row (which keeps the second step's buttons).
    const row = note.previousElementSibling as HTMLElement;
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('#9');
    expect(row).not.toHaveTextContent('approved by Priya Raman');
    // The record's badge says what it waits for, not the bare Pending the API keeps.
    expect(within(row).getByText('Awaiting second approval')).toBeInTheDocument();
    expect(within(row).queryByText('Pending')).not.toBeInTheDocument();
    // Deciding afresh is not offered while an approval waits.
    expect(within(row).queryByRole('button', { name: 'Approve cancel request #9' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm the refund of cancel request #9' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Priya Raman approved it (Within the window). Order #41 of Riya Sharma becomes Refunded and a refund of ₹2,50,000.00 is recorded.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and refund' }));
    expect(confirm).toHaveBeenCalledWith(9, 2);
    expect(await screen.findByText('Refund confirmed: order #41 refunded')).toBeInTheDocument();
  });

  it('a refund decided by two names both people; one decided alone names one', async () => {
    list.mockResolvedValue(
      page([
        aCancelRequest({
          id: 9,
          status: 'Approved',
          decided_at: '2026-11-26T09:00:00.000Z',
          decision_by: { by: PRIYA, confirmed_by: OMAR },
        }),
        aCancelRequest({
          id: 11,
          status: 'Rejected',
          decided_at: '2026-11-26T09:00:00.000Z',
          decision_by: { by: OMAR, confirmed_by: null },
        }),
      ]),
    );
    renderPage(<CancelRequestsPage />, { url: '/cancel?status=all', path: '/cancel' });
    expect(await screen.findByText(/^Approved by Priya Raman · confirmed by Omar Ops/)).toHaveTextContent(
      'Approved by Priya Raman · confirmed by Omar Ops · November 26, 2026',
    );
    expect(screen.getByText(/^Rejected by Omar Ops/)).toHaveTextContent(/^Rejected by Omar Ops · November 26, 2026$/);
  });

  it('"Awaiting my confirmation" is a queue filter of its own, kept in the URL', async () => {
    list.mockResolvedValue(page([]));
    renderPage(<CancelRequestsPage />, { url: '/cancel?awaiting_my_confirmation=true', path: '/cancel' });
    expect(await screen.findByText('Nothing awaits your confirmation')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ awaiting_my_confirmation: true, status: 'Pending' }),
    );
    expect(screen.getByRole('combobox', { name: 'Second approval' })).toHaveValue('true');
  });

  it('a role that may not decide has no "Awaiting my confirmation" filter', async () => {
    grant(['orders.read']);
    list.mockResolvedValue(page([awaiting()]));
    show();
    await screen.findByRole('button', { name: 'Confirm the refund of cancel request #9' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Second approval' })).not.toBeInTheDocument();
  });

  it('the first approver sees Confirm and Send back disabled, with the reason', async () => {
    signInAs({ id: PRIYA.id, name: PRIYA.name } as StaffUser);
    list.mockResolvedValue(page([awaiting()]));
    show();
    const confirmButton = await screen.findByRole('button', { name: 'Confirm the refund of cancel request #9' });
    expect(confirmButton).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send back the approval of cancel request #9' })).toBeDisabled();
    confirmButton.parentElement?.focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'You made the first decision: a different staff member must confirm it or send it back.',
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('without cancel.decide the second step is disabled too', async () => {
    grant(['orders.read']);
    list.mockResolvedValue(page([awaiting()]));
    show();
    expect(await screen.findByRole('button', { name: 'Confirm the refund of cancel request #9' })).toBeDisabled();
  });

  it('sends an approval back with an optional reason; a refusal shows the server message', async () => {
    list.mockResolvedValue(page([awaiting()]));
    sendBack.mockRejectedValueOnce(
      apiError(403, {
        message:
          'You made the first decision on this cancel request; a different staff member must confirm it or send it back',
        code: 'forbidden',
      }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Send back the approval of cancel request #9' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Check the bank details');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(sendBack).toHaveBeenCalledWith(9, { reason: 'Check the bank details' }, 2);
    expect(
      await screen.findByText(
        'You made the first decision on this cancel request; a different staff member must confirm it or send it back',
      ),
    ).toBeInTheDocument();

    sendBack.mockResolvedValueOnce(aCancelRequest());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(
      await screen.findByText('Approval sent back: cancel request #9 awaits a decision again'),
    ).toBeInTheDocument();
  });

  it('an approval above the threshold says it awaits a second approval', async () => {
    list.mockResolvedValue(page([aCancelRequest({ total_amount: '250000.00' })]));
    approve.mockResolvedValue(
      awaiting({
        awaiting_second_approval: { decision: 'Approved', reason: null, by: OMAR, at: '2026-11-25T09:00:00.000Z' },
      }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve cancel request #9' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve and refund' }),
    );
    expect(
      await screen.findByText('Cancel request #9 approved: awaiting a second approval before order #41 is refunded'),
    ).toBeInTheDocument();
  });

  it('a bulk approval reports the requests that went to a second approval', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(
      page([aCancelRequest({ id: 9 }), aCancelRequest({ id: 11, order_id: 43, total_amount: '250000.00' })]),
    );
    approve.mockImplementation(async (id) =>
      id === 11
        ? awaiting({
            id,
            awaiting_second_approval: { decision: 'Approved', reason: null, by: OMAR, at: '2026-11-25T09:00:00.000Z' },
          })
        : aCancelRequest({ id, status: 'Approved' }),
    );
    show();
    await screen.findByRole('checkbox', { name: 'Select Cancel request #9' });
    screen.getByRole('checkbox', { name: 'Select all on this page' }).focus();
    await user.keyboard(' ');
    await user.click(
      within(await screen.findByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Approve' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Approve 2 cancel requests?' })).getByRole('button', {
        name: 'Approve and refund',
      }),
    );
    expect(await screen.findByText('Approve: 2 of 2 done.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Notes' })).getByRole('listitem')).toHaveTextContent(
      'Cancel request #11: approved, awaiting a second approval (above the refund threshold)',
    );
  });
});
