// The order list's work queues: the Queue and Assignee (Mine) filters live in the URL and reach the
// API; each row shows its owner and age, and "Assign to me" claims the order at the row's version.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersApi } from '@admin/api-client/orders';
import { queuesApi } from '@admin/api-client/queues';
import type { Order, Paged, StaffUser } from '@admin/api-client';
import { grant, signInAs } from '@admin/tools/testing/fake-auth';
import { anOrder } from '../testing/fixtures';
import { pager } from '@admin/tools/testing/api-fakes';
import { clearToasts, renderPage } from '@admin/tools/testing/render-page';
import OrderListPage from './OrderListPage';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/cancel-requests', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['cancelRequestsApi']),
);
vi.mock('@admin/api-client/orders', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['ordersApi']),
);
vi.mock('@admin/api-client/queues', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['queuesApi']),
);
vi.mock('@admin/api-client/transactions', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['transactionsApi']),
);

const list = vi.mocked(ordersApi.list);
const assignOrder = vi.mocked(queuesApi.assignOrder);
const ME = { id: 5, name: 'Omar Ops' };
const page = (items: Order[]): Paged<Order> => ({ items, pager: pager(items.length) });
const show = (url: string) => renderPage(<OrderListPage />, { url, path: '/orders' });

beforeEach(() => {
  grant();
  signInAs({ id: ME.id, name: ME.name } as StaffUser);
  list.mockReset();
  assignOrder.mockReset();
  vi.mocked(queuesApi.assignees)
    .mockReset()
    .mockResolvedValue([ME, { id: 9, name: 'Ila Ops' }]);
});
afterEach(clearToasts);

describe('/orders as a work queue', () => {
  it('sends the queue and Mine from the URL, and writes them from the filters', async () => {
    list.mockResolvedValue(page([anOrder()]));
    const view = show('/orders?queue=past_deadline');
    await screen.findByRole('link', { name: 'Riya Sharma' }, { timeout: 15_000 });
    expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, queue: 'past_deadline' });
    expect(screen.getByLabelText('Queue')).toHaveValue('past_deadline');

    await userEvent.selectOptions(screen.getByLabelText('Queue'), 'Awaiting payment');
    expect(view.search()).toEqual({ queue: 'awaiting_payment' });
    await userEvent.selectOptions(screen.getByLabelText('Assignee'), 'Mine');
    expect(view.search()).toEqual({ queue: 'awaiting_payment', mine: 'true' });
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, queue: 'awaiting_payment', mine: true }),
    );
  });

  it('shows each order’s owner and age, and claims one with "Assign to me" at its version', async () => {
    list.mockResolvedValue(
      page([
        anOrder({
          created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
          investment_deadline_time: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        }),
      ]),
    );
    assignOrder.mockResolvedValue(anOrder({ assignee: ME, version: 4 }));
    show('/orders?queue=past_deadline');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('link', { name: 'Riya Sharma' }, { timeout: 15_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // Right after the status, so they stay beside the sticky columns when the table scrolls sideways.
    const status = headers.findIndex((h) => h?.startsWith('Status'));
    expect(headers.slice(status + 1, status + 4)).toEqual(['Waiting', 'Overdue', 'Assignee']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells[status + 1]).toHaveTextContent('3 days');
    expect(cells[status + 2]).toHaveTextContent('2 days');
    expect(await within(row).findByRole('combobox', { name: 'Assignee of order #41' })).toHaveValue('');

    await userEvent.click(within(row).getByRole('button', { name: 'Assign order #41 to me' }));
    expect(assignOrder).toHaveBeenCalledWith(41, ME.id, 3);
    expect(await screen.findByText('Order #41 assigned to Omar Ops')).toBeInTheDocument();
  });

  it('a closed order (refunded, tokens transferred) waits no more: no age, nothing overdue, no "Assign to me"', async () => {
    const longAgo = new Date(Date.now() - 9 * 86_400_000).toISOString();
    list.mockResolvedValue(
      page([
        anOrder({ id: 41, status: 'Refunded', created_at: longAgo, investment_deadline_time: longAgo }),
        anOrder({ id: 42, status: 'Token_Transfer', created_at: longAgo, assignee: ME }),
        anOrder({ id: 43, status: 'Booked', created_at: longAgo, investment_deadline_time: longAgo }),
      ]),
    );
    show('/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('button', { name: 'Assign order #43 to me' }, { timeout: 15_000 });
    const [, refunded, transferred, booked] = within(table).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    for (const closed of [refunded, transferred]) {
      expect(closed).not.toHaveTextContent('9 days');
      expect(within(closed).queryByRole('button', { name: /Assign order/ })).toBeNull();
      expect(within(closed).queryByRole('combobox')).toBeNull();
    }
    expect(transferred).toHaveTextContent('Omar Ops');
    expect(booked).toHaveTextContent('9 days');
  });

  it('without orders.write the owner is only named', async () => {
    grant(['orders.read']);
    list.mockResolvedValue(page([anOrder({ assignee: { id: 9, name: 'Ila Ops' } })]));
    show('/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByText('Ila Ops', {}, { timeout: 15_000 });
    expect(within(table).queryByRole('button', { name: /Assign order/ })).toBeNull();
    expect(queuesApi.assignees).not.toHaveBeenCalled();
  });
});
