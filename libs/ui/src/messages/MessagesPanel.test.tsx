import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@admin/ui/singletons';
import type { CustomerMessage, Paged } from '@admin/api-client/contract';
import { renderWithProviders } from '../testing/RenderWithProviders';
import { MessagesPanel } from './Messages';

const message = (over: Partial<CustomerMessage> = {}): CustomerMessage => ({
  id: 7,
  message_id: '<a@example.com>',
  customer_id: 5,
  order_id: 113,
  template_id: 2,
  template_name: 'Order confirmation',
  channel: 'email',
  to: 'r•••••@example.com',
  subject: 'Your order #113',
  cause: { kind: 'staff', id: 1, name: 'Asha Admin' },
  status: 'sent',
  attempts: 1,
  failure_reason: null,
  created_at: '2026-11-22T05:00:00.000Z',
  sent_at: '2026-11-22T05:00:02.000Z',
  next_attempt_at: null,
  ...over,
});
const page = (items: CustomerMessage[], currentPage = 1, totalItems = items.length): Paged<CustomerMessage> => ({
  items,
  pager: {
    totalItems,
    currentPage,
    pageSize: 10,
    totalPages: Math.ceil(totalItems / 10),
    hasMore: currentPage < Math.ceil(totalItems / 10),
  },
});
const failed = (body: unknown) =>
  Object.assign(new Error('Request failed'), { isAxiosError: true, response: { status: 500, data: body } });

function renderPanel(
  fetchPage: (page: number) => Promise<Paged<CustomerMessage>>,
  { mayRetry = true, retry = vi.fn(async () => message({ status: 'queued' })), route = '/' } = {},
) {
  renderWithProviders(
    <MessagesPanel
      queryKey={['messages', 'record', 'order', 113]}
      fetchPage={fetchPage}
      errorFallback="Failed to fetch messages"
      retry={retry}
      retryFallback="Failed to retry the message"
      invalidate={[['messages', 'record']]}
      mayRetry={mayRetry}
      orderHref={(id) => `/order-details/${id}`}
    />,
    { route },
  );
  return { retry };
}

describe('MessagesPanel', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'success').mockReturnValue('t');
    vi.spyOn(toast, 'error').mockReturnValue('t');
  });

  it('lists each message with its template, channel, masked recipient, sender, status and dates', async () => {
    renderPanel(async () =>
      page([
        message(),
        message({
          id: 8,
          status: 'failed',
          attempts: 5,
          failure_reason: 'connect ECONNREFUSED 127.0.0.1:2525',
          cause: { kind: 'event', event: 'refund_approved' },
          sent_at: null,
        }),
        message({ id: 9, cause: { kind: 'event', event: 'order_status:Document_Signature_Pending' } }),
        message({ id: 10, cause: { kind: 'event', event: 'order_status:Cancel_Request_Raised' } }),
      ]),
    );
    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    const [sent, failedOne, byStatusRule, byCancelRule] = within(list).getAllByRole('listitem');
    // A rule's message names the rule as Config does, in the contract's words (a status by its label).
    expect(byStatusRule).toHaveTextContent('Event: An order moves to Document Signature Pending');
    expect(byCancelRule).toHaveTextContent('Event: An order moves to Cancelled Request');
    expect(sent).toHaveTextContent('Order confirmation · Order #113');
    expect(sent).toHaveTextContent('Email to r•••••@example.com · Asha Admin');
    expect(sent).toHaveTextContent('November 22, 2026');
    expect(within(sent!).getByText('Sent')).toBeInTheDocument();
    expect(within(sent!).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(failedOne).toHaveTextContent('Event: A refund is approved');
    expect(failedOne).toHaveTextContent('Reason: connect ECONNREFUSED 127.0.0.1:2525');
    expect(failedOne).toHaveTextContent('5 tries');
    expect(within(failedOne!).getByText('Failed')).toBeInTheDocument();
  });

  it('opened at #messages (a link from the trail), scrolls the loaded list into view and focuses its heading', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPanel(async () => page([message()]), { route: '/order-details/113#messages' });
    await screen.findByRole('list', { name: 'Messages, newest first' });
    const heading = screen.getByRole('heading', { name: 'Messages' });
    expect(heading).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(heading.closest('section')?.parentElement).toBe(scrolled.mock.contexts[0]);
  });

  it('leaves the page where it is without the fragment', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPanel(async () => page([message()]), { route: '/order-details/113' });
    await screen.findByRole('list', { name: 'Messages, newest first' });
    expect(scrolled).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Messages' })).not.toHaveFocus();
  });

  it('retries a failed message after a confirmation', async () => {
    const user = userEvent.setup();
    const { retry } = renderPanel(async () =>
      page([message({ status: 'bounced', failure_reason: '550 No such user' })]),
    );
    await user.click(await screen.findByRole('button', { name: 'Retry “Order confirmation” to r•••••@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retry this message?' });
    expect(retry).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledWith(7);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message queued again'));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps Retry visible but disabled for a role that may not send', async () => {
    renderPanel(async () => page([message({ status: 'failed', failure_reason: 'timeout' })]), { mayRetry: false });
    expect(await screen.findByRole('button', { name: /Retry “Order confirmation”/ })).toBeDisabled();
  });

  it('says so when there are none', async () => {
    renderPanel(async () => page([]));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('shows the server message and Retry when the list cannot load', async () => {
    const user = userEvent.setup();
    const fetchPage = vi
      .fn<(page: number) => Promise<Paged<CustomerMessage>>>()
      .mockRejectedValueOnce(failed({ message: 'Database unavailable' }))
      .mockResolvedValue(page([message()]));
    renderPanel(fetchPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Messages, newest first' })).toHaveTextContent(
      'Order confirmation · Order #113',
    );
  });

  it('pages on the server', async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn(async (n: number) =>
      page([message({ id: n, template_name: `Template on page ${n}` })], n, 12),
    );
    renderPanel(fetchPage);
    expect(await screen.findByText(/Template on page 1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText(/Template on page 2/)).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(2, 10);
  });
});

describe('MessagesPanel while a message is on its way', () => {
  it('reads the list again until the message settles, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchPage = vi
        .fn<(page: number) => Promise<Paged<CustomerMessage>>>()
        .mockResolvedValueOnce(page([message({ status: 'queued', sent_at: null })]))
        .mockResolvedValue(page([message()]));
      renderPanel(fetchPage);
      const list = await screen.findByRole('list', { name: 'Messages, newest first' });
      expect(within(list).getByText('Queued')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(2_100);
      expect(await within(list).findByText('Sent')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetchPage).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
