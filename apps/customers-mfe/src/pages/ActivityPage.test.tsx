import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditApi } from '@admin/api-client/audit';
import { auditEntry } from '@admin/tools/testing/audit-entries';
import { grant, signInAs } from '@admin/tools/testing/fake-auth';
import { renderPage } from '@admin/tools/testing/render-page';
import { makeStaffUser } from '../testing/fixtures';
import { apiError, paged } from '@admin/tools/testing/api-fakes';
import ActivityPage from './ActivityPage';

vi.mock('@admin/auth', () => import('@admin/tools/testing/fake-auth'));
vi.mock('@admin/api-client/audit', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['auditApi']),
);

const api = vi.mocked(auditApi);
const open = (url = '/activity') => renderPage(<ActivityPage />, { path: '/activity', url });

beforeEach(() => {
  vi.resetAllMocks();
  grant();
  signInAs(makeStaffUser({ id: 1 }));
});

describe('ActivityPage', () => {
  it('lists the trail newest first: when, who, the sentence naming the record, the record and the action', async () => {
    api.list.mockResolvedValue(paged([auditEntry()], { totalItems: 1 }));
    open();
    const row = await screen.findByRole('row', { name: /Priya \(Operations\)/ });
    expect(api.list).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(
      await within(row).findByText(
        'Priya (Operations) moved the status of Order #113 from Booked to Document Signature Pending',
      ),
    ).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Priya (Operations)' })).toHaveAttribute(
      'href',
      '/activity?actor_id=31',
    );
    expect(within(row).getByRole('link', { name: 'Order #113' })).toHaveAttribute('href', '/order-details/113');
    expect(row).toHaveTextContent('Status change');
    expect(row).toHaveTextContent('November 25, 2026');
  });

  it('reads a person’s sign-ins of a day as one line, each behind a toggle; the switch shows every sign-in', async () => {
    const user = userEvent.setup();
    const asha = { id: 1, name: 'Asha Admin', role: 'Admin' };
    const signIn = (at: string, note: string) =>
      auditEntry({
        action: 'sign_in',
        record_type: 'session',
        record_label: 'Session of Asha Admin',
        changes: [],
        actor: asha,
        at,
        note,
      });
    api.list.mockResolvedValue(
      paged(
        [
          auditEntry(),
          signIn('2026-11-25T09:00:00.000Z', 'Chrome on Windows'),
          signIn('2026-11-25T06:00:00.000Z', 'Safari on iPhone'),
        ],
        {
          totalItems: 3,
        },
      ),
    );
    open();
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(
      await within(table).findByText('Asha Admin (Admin) signed in 2 times on November 25, 2026'),
    ).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const toggle = within(table).getByRole('button', { name: '2 sign-ins' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(table).getByText(/Safari on iPhone/)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'One line per person per day for sign-ins' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).queryByText(/signed in 2 times/)).not.toBeInTheDocument();
  });

  it('keeps every filter in the URL and sends them; a hand-edited bad value falls back', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue(paged([auditEntry()]));
    const { location } = open('/activity?actor_id=31&record_type=order&action=bogus&from_date=2026-11-01&q=113&page=2');
    await screen.findByRole('row', { name: /Priya/ });
    expect(api.list).toHaveBeenLastCalledWith({
      page: 2,
      limit: 10,
      actor_id: 31,
      record_type: 'order',
      from_date: '2026-11-01',
      q: '113',
    });
    // The person chosen by link is named from the entries in the person picker, and can be cleared.
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveValue('Priya (Operations)');

    await user.selectOptions(screen.getByLabelText('Action'), 'Status change');
    await waitFor(() =>
      expect(location()).toBe(
        '/activity?actor_id=31&record_type=order&action=status_change&from_date=2026-11-01&q=113',
      ),
    );
    expect(api.list).toHaveBeenLastCalledWith({
      page: 1,
      limit: 10,
      actor_id: 31,
      record_type: 'order',
      action: 'status_change',
      from_date: '2026-11-01',
      q: '113',
    });

    await user.click(screen.getByRole('button', { name: 'Clear Person' }));
    await waitFor(() =>
      expect(location()).toBe('/activity?record_type=order&action=status_change&from_date=2026-11-01&q=113'),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/activity'));
  });

  it('filters by a person picked by name (staff names only, which Compliance may read)', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue(paged([auditEntry()]));
    api.people.mockImplementation(async ({ q }) =>
      [
        { id: 31, name: 'Priya Sharma' },
        { id: 44, name: 'Rahul Verma' },
      ].filter((person) => !q || person.name.toLowerCase().includes(q.toLowerCase())),
    );
    const { location } = open('/activity?action=update');
    await screen.findByRole('row', { name: /Priya/ });

    const person = screen.getByRole('combobox', { name: 'Person' });
    await user.type(person, 'rah');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Priya Sharma' })).not.toBeInTheDocument());
    expect(api.people).toHaveBeenLastCalledWith({ q: 'rah', limit: 20 });
    await user.click(screen.getByRole('option', { name: 'Rahul Verma' }));
    await waitFor(() => expect(location()).toBe('/activity?action=update&actor_id=44'));
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 10, action: 'update', actor_id: 44 });
  });

  it('exports the filtered set as the CSV the API builds', async () => {
    const user = userEvent.setup();
    api.list.mockResolvedValue(paged([auditEntry()]));
    api.csv.mockResolvedValue(new Blob(['id\r\n1\r\n'], { type: 'text/csv' }));
    const createObjectURL = vi.fn(() => 'blob:activity');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    open('/activity?actor_id=31&action=update&page=3');
    await screen.findByRole('row', { name: /Priya/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(api.csv).toHaveBeenCalledWith({ actor_id: 31, action: 'update' });
  });

  it('says when nothing matches, and shows the fallback when the trail cannot load', async () => {
    api.list.mockResolvedValue(paged([]));
    const { unmount } = open('/activity?q=nobody');
    expect(await screen.findByText('No activity matches these filters')).toBeInTheDocument();
    unmount();
    api.list.mockRejectedValue(apiError(500));
    open();
    expect(await screen.findByText('Failed to fetch activity')).toBeInTheDocument();
  });

  it('shows the Activity tab beside Customers, Employees and Roles', async () => {
    api.list.mockResolvedValue(paged([]));
    open();
    const tabs = await screen.findByRole('navigation', { name: 'Customers, employees and roles' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Customers', 'Employees', 'Roles', 'Activity']);
  });
});
