import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as InboxCalls from '@admin/api-client/inbox';
import type { InboxItem, InboxList } from '@admin/api-client';
import { InboxBell } from './InboxBell';

const item = (overrides: Partial<InboxItem>): InboxItem => ({
  id: 1,
  kind: 'awaiting_confirmation',
  record_type: 'customer',
  record_id: '12',
  record_label: 'Priya Sharma',
  text: 'KYC pan check rejected by Asha Rao: awaiting your confirmation',
  note: 'Blurred scan',
  href: '/customers-profile/12?tab=kyc',
  by: { id: 3, name: 'Asha Rao' },
  at: '2026-11-22T09:00:00.000Z',
  read: false,
  settled: false,
  ...overrides,
});

let answer: InboxList;
const markRead = vi.fn<(id: number) => Promise<void>>();
const markAllRead = vi.fn<() => Promise<void>>();

vi.mock('@admin/api-client/inbox', async (original) => ({
  ...(await original<typeof InboxCalls>()),
  inboxApi: {
    list: () => Promise.resolve(answer),
    markRead: (id: number) => markRead(id),
    markAllRead: () => markAllRead(),
  },
}));

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <InboxBell />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('InboxBell', () => {
  beforeEach(() => {
    markRead.mockReset().mockResolvedValue(undefined);
    markAllRead.mockReset().mockResolvedValue(undefined);
    answer = {
      unread: 1,
      data: [
        item({}),
        item({ id: 2, kind: 'assigned', record_label: 'Order #7', href: '/order-details/7', read: true }),
      ],
    };
  });

  it('names the unread count on the bell, lists the items as links, and opening one marks it read and goes to the record', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Inbox, 1 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Inbox' });
    expect(panel).toHaveTextContent('Awaiting your confirmation');
    const link = screen.getByRole('link', { name: /Priya Sharma/ });
    expect(link).toHaveAttribute('href', '/customers-profile/12?tab=kyc');
    fireEvent.click(link);
    await waitFor(() => expect(markRead).toHaveBeenCalledWith(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/customers-profile/12?tab=kyc');
    expect(screen.queryByRole('region', { name: 'Inbox' })).toBeNull();
  });

  it('marks one read, or all; Escape closes the panel and gives focus back to the bell', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Inbox, 1 unread' });
    fireEvent.click(bell);
    // Only the unread item offers "Mark read".
    const markOne = screen.getAllByRole('button', { name: /^Mark read:/ });
    expect(markOne).toHaveLength(1);
    fireEvent.click(markOne[0]!);
    await waitFor(() => expect(markRead).toHaveBeenCalledWith(1));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(markAllRead).toHaveBeenCalled());
    fireEvent.keyDown(screen.getByRole('region', { name: 'Inbox' }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Inbox' })).toBeNull();
    expect(bell).toHaveFocus();
  });

  it('says when nothing waits', async () => {
    answer = { unread: 0, data: [] };
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Inbox, nothing unread' }));
    expect(await screen.findByText('Nothing waits on you.')).toBeVisible();
  });
});
