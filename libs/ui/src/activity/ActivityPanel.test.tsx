import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry, Paged } from '@admin/api-client/contract';
import { auditEntry } from '@admin/tools/testing/audit-entries';
import { formatDateTime } from '../format/format-date-time';
import { renderWithProviders } from '../testing/RenderWithProviders';
import { ActivityPanel } from './Activity';

const page = (items: AuditEntry[], currentPage = 1, totalPages = 1): Paged<AuditEntry> => ({
  items,
  pager: { totalItems: totalPages * 10, currentPage, pageSize: 10, totalPages, hasMore: currentPage < totalPages },
});
const failed = (body: unknown) =>
  Object.assign(new Error('Request failed'), { isAxiosError: true, response: { status: 500, data: body } });

function renderPanel(
  fetchPage: (page: number) => Promise<Paged<AuditEntry>>,
  actorHref?: (actor: { id: number }) => string,
  messagesHref?: string,
) {
  return renderWithProviders(
    <ActivityPanel
      queryKey={['activity', 'order', 113]}
      fetchPage={fetchPage}
      errorFallback="Failed to fetch activity"
      actorHref={actorHref}
      messagesHref={messagesHref}
    />,
  );
}

describe('ActivityPanel', () => {
  it('lists the history newest first, each entry one sentence with its time', async () => {
    const moved = auditEntry();
    const created = auditEntry({
      action: 'create',
      changes: [],
      at: '2026-11-24T10:00:00.000Z',
      actor: { id: 1, name: 'Asha Admin', role: 'Admin' },
    });
    renderPanel(async () => page([moved, created]));
    const list = await screen.findByRole('list', { name: 'Activity, newest first' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      `Priya (Operations) moved the status from Booked to Document Signature Pending · ${formatDateTime(moved.at)}`,
      `Asha Admin (Admin) created Order #113 · ${formatDateTime(created.at)}`,
    ]);
    expect(screen.getByRole('region', { name: 'Activity' })).toBeInTheDocument();
  });

  it('links an entry about a message to where the record lists its messages, and only such an entry', async () => {
    const sent = auditEntry({
      action: 'message',
      changes: [{ field: 'message', before: null, after: 'Order confirmation' }],
      note: 'Email to r•••••@example.com',
    });
    renderPanel(async () => page([sent, auditEntry()]), undefined, '/order-details/113#messages');
    const list = await screen.findByRole('list', { name: 'Activity, newest first' });
    const [message, moved] = within(list).getAllByRole('listitem');
    expect(message).toHaveTextContent('sent “Order confirmation” about Order #113');
    expect(within(message!).getByRole('link', { name: 'See the message' })).toHaveAttribute(
      'href',
      '/order-details/113#messages',
    );
    expect(within(moved!).queryByRole('link', { name: 'See the message' })).toBeNull();
  });

  it('shows the changed fields behind a disclosure button the keyboard opens and closes', async () => {
    const user = userEvent.setup();
    renderPanel(async () =>
      page([
        auditEntry({
          action: 'update',
          changes: [
            { field: 'no_sqyds', before: 10, after: 12 },
            { field: 'note', before: null, after: 'Paid in full' },
          ],
        }),
      ]),
    );
    const toggle = await screen.findByRole('button', { name: '2 changed fields' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('2 changed fields');
    const rows = within(screen.getByRole('table', { name: 'Fields changed' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['FieldBeforeAfter', 'units1012', 'noteemptyPaid in full']);
    await user.keyboard(' ');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('calls the fields of a creation the fields set', async () => {
    renderPanel(async () =>
      page([auditEntry({ action: 'create', changes: [{ field: 'name', before: null, after: 'Kiran' }] })]),
    );
    expect(await screen.findByRole('button', { name: '1 field set' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('"Show older" loads the next page below the first, and goes when there is none', async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn(async (n: number) =>
      n === 1
        ? page([auditEntry({ note: 'first page' })], 1, 2)
        : page([auditEntry({ action: 'create', changes: [] })], 2, 2),
    );
    renderPanel(fetchPage);
    await user.click(await screen.findByRole('button', { name: 'Show older' }));
    await screen.findByText(/created Order #113/);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('links each author to all their activity only when a link is given', async () => {
    const { unmount } = renderPanel(
      async () => page([auditEntry()]),
      (actor) => `/activity?actor_id=${actor.id}`,
    );
    expect(await screen.findByRole('link', { name: 'All activity by this person' })).toHaveAttribute(
      'href',
      '/activity?actor_id=31',
    );
    unmount();
    renderPanel(async () => page([auditEntry()]));
    await screen.findByText(/moved the status/);
    expect(screen.queryByRole('link', { name: 'All activity by this person' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet, and shows the server’s message or the fallback with Retry on failure', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPanel(async () => page([]));
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    unmount();

    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(failed({}))
      .mockResolvedValueOnce(page([auditEntry()]));
    const second = renderPanel(fetchPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch activity');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/moved the status/)).toBeInTheDocument();
    second.unmount();

    renderPanel(vi.fn().mockRejectedValue(failed({ message: 'Missing permission: employees.read' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing permission: employees.read');
  });

  it('shows a spinner while the first page loads', async () => {
    renderPanel(() => new Promise(() => undefined));
    const panel = await screen.findByRole('region', { name: 'Activity' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading activity');
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  });
});
