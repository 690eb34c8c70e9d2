// Chasing overdue orders from the list: an "Overdue" chip beside the status of an order past its
// deadline unpaid; the selection assigned, moved or given more time at once, each order by its own
// rules, the report naming those done and those refused; a role without orders.write only exports.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersApi } from '@admin/api-client/orders';
import { queuesApi } from '@admin/api-client/queues';
import type { Order, OrderTimeResult, Paged, StaffUser } from '@admin/api-client';
import { apiError, pager } from '@admin/tools/testing/api-fakes';
import { grant, signInAs } from '@admin/tools/testing/fake-auth';
import { clearToasts, renderPage } from '@admin/tools/testing/render-page';
import { extendedDeadline } from '../features/orders/hooks/use-order-bulk';
import { anOrder } from '../testing/fixtures';
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

const DAY = 86_400_000;
const list = vi.mocked(ordersApi.list);
const ME = { id: 5, name: 'Omar Ops' };
const ILA = { id: 9, name: 'Ila Ops' };
const page = (items: Order[]): Paged<Order> => ({ items, pager: pager(items.length) });
const show = () => renderPage(<OrderListPage />, { url: '/orders', path: '/orders' });
const past = new Date(Date.now() - 3 * DAY).toISOString();
const future = new Date(Date.now() + 3 * DAY).toISOString();
/** Booked, its deadline three days gone: overdue. */
const late = anOrder({ id: 41, status: 'Booked', investment_deadline_time: past });
/** Paid in full: its deadline no longer matters. */
const paid = anOrder({ id: 42, status: 'Full_Payment_Done', investment_deadline_time: past, version: 7 });
/** Booked, its deadline ahead. */
const onTime = anOrder({ id: 43, status: 'Booked', investment_deadline_time: future });

async function select(...ids: number[]) {
  for (const id of ids) await userEvent.click(await screen.findByRole('checkbox', { name: `Select Order #${id}` }));
  return screen.findByRole('group', { name: 'Bulk actions' });
}
async function confirm(title: string, button: string) {
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: title })).getByRole('button', { name: button }),
  );
}

beforeEach(() => {
  grant();
  signInAs({ id: ME.id, name: ME.name } as StaffUser);
  vi.resetAllMocks();
  vi.mocked(queuesApi.assignees).mockResolvedValue([ME, ILA]);
  list.mockResolvedValue(page([late, paid, onTime]));
});
afterEach(clearToasts);

describe('/orders: overdue orders', () => {
  it('an order past its deadline unpaid shows "Overdue" beside its status; a paid one and one in time do not', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findAllByRole('link', { name: 'Riya Sharma' });
    const row = (id: number) =>
      within(table)
        .getAllByRole('row')
        .find((r) => within(r).queryByText(`#${id}`)) as HTMLElement;
    expect(within(row(41)).getByText('Overdue')).toBeInTheDocument();
    expect(within(row(42)).queryByText('Overdue')).toBeNull();
    expect(within(row(43)).queryByText('Overdue')).toBeNull();
  });

  it('moves the selection each by its own rules: the report names the order moved and the one refused, with the reason', async () => {
    vi.mocked(ordersApi.setStatus).mockImplementation(async ({ order_id }) => {
      if (order_id === 42)
        throw apiError(409, {
          message:
            'Cannot move an order from Full Payment Done to Document Signature Pending (allowed: Token Transfer, Cancelled Request)',
        });
      return anOrder({ id: order_id, status: 'Document_Signature_Pending' });
    });
    show();
    const bar = await select(41, 42);
    expect(within(bar).getByLabelText('Move to')).toHaveValue('Document_Signature_Pending');
    await userEvent.click(within(bar).getByRole('button', { name: 'Move to Document Signature Pending' }));
    await confirm('Move 2 orders to Document Signature Pending?', 'Move to Document Signature Pending');
    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent('Move to Document Signature Pending: 1 of 2 done, 1 failed.');
    expect(report).toHaveTextContent('Done: Order #41');
    expect(within(report).getByRole('list', { name: 'Failures' })).toHaveTextContent(
      'Order #42: Cannot move an order from Full Payment Done to Document Signature Pending',
    );
    expect(ordersApi.setStatus).toHaveBeenCalledWith({ order_id: 41, status: 'Document_Signature_Pending' }, 3);
    expect(ordersApi.setStatus).toHaveBeenCalledWith({ order_id: 42, status: 'Document_Signature_Pending' }, 7);
    // The refused one stays selected, to try again.
    expect(screen.getByRole('checkbox', { name: 'Select Order #42' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Order #41' })).not.toBeChecked();
  });

  it('extends the deadline of each unpaid order from today when it has passed; a paid one is refused by the rule, without a call', async () => {
    vi.mocked(ordersApi.setTime).mockImplementation(
      async (_id, body) => ({ ...body, version: 4 }) as unknown as OrderTimeResult,
    );
    show();
    const bar = await select(41, 42, 43);
    await userEvent.selectOptions(within(bar).getByLabelText('Extend by'), '14 days');
    await userEvent.click(within(bar).getByRole('button', { name: 'Extend deadline by 14 days' }));
    await confirm('Extend the investment deadline of 3 orders by 14 days?', 'Extend deadline by 14 days');
    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent('Extend deadline by 14 days: 2 of 3 done, 1 failed.');
    expect(report).toHaveTextContent('Done: Order #41, Order #43');
    expect(report).toHaveTextContent("Order #42: Full Payment Done: only an unpaid order's deadline can be extended");
    expect(ordersApi.setTime).toHaveBeenCalledTimes(2);
    const [lateCall, onTimeCall] = vi.mocked(ordersApi.setTime).mock.calls;
    expect(lateCall?.[0]).toBe(41);
    // Overdue: 14 days from today, not from the deadline already gone.
    expect(Date.parse(lateCall?.[1].investment_deadline_time ?? '')).toBeGreaterThan(Date.now() + 13.9 * DAY);
    expect(onTimeCall?.[1].investment_deadline_time).toBe(new Date(Date.parse(future) + 14 * DAY).toISOString());
  });

  it('assigns the selection to the colleague chosen, at the version each row shows', async () => {
    vi.mocked(queuesApi.assignOrder).mockImplementation(async (id) => anOrder({ id, assignee: ILA }));
    show();
    const bar = await select(41, 43);
    await waitFor(() => expect(within(bar).getByRole('option', { name: 'Ila Ops' })).toBeInTheDocument());
    await userEvent.selectOptions(within(bar).getByLabelText('Assign to'), 'Ila Ops');
    await userEvent.click(within(bar).getByRole('button', { name: 'Assign to Ila Ops' }));
    await confirm('Assign 2 orders to Ila Ops?', 'Assign to Ila Ops');
    expect(await screen.findByText('Assign to Ila Ops: 2 of 2 done.')).toBeInTheDocument();
    expect(queuesApi.assignOrder).toHaveBeenCalledWith(41, 9, 3);
    expect(queuesApi.assignOrder).toHaveBeenCalledWith(43, 9, 3);
  });

  it('without orders.write the selection only exports: no choices, no actions', async () => {
    grant(['orders.read']);
    show();
    const bar = await select(41);
    expect(within(bar).getByRole('button', { name: 'Export selected' })).toBeInTheDocument();
    expect(within(bar).queryByLabelText('Move to')).toBeNull();
    expect(within(bar).queryByRole('button', { name: /^Move to|^Assign|^Extend/ })).toBeNull();
    expect(queuesApi.assignees).not.toHaveBeenCalled();
  });
});

describe('extendedDeadline', () => {
  it('adds the days to a deadline ahead, and to now for one already gone', () => {
    const now = Date.parse('2026-11-29T06:00:00.000Z');
    expect(extendedDeadline({ investment_deadline_time: '2026-12-01T00:00:00.000Z' }, 7, now)).toBe(
      '2026-12-08T00:00:00.000Z',
    );
    expect(extendedDeadline({ investment_deadline_time: '2026-11-01T00:00:00.000Z' }, 7, now)).toBe(
      '2026-12-06T06:00:00.000Z',
    );
    expect(extendedDeadline({ investment_deadline_time: null }, 30, now)).toBe('2026-12-29T06:00:00.000Z');
  });
});
