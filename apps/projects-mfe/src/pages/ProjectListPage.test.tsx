import { useMemo } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectsApi } from '@admin/api-client/projects';
import { PERMISSIONS } from '@admin/api-client/contract';
import { apiError, never, paged } from '@admin/tools/testing/api-fakes';
import { findRow, renderPage } from '@admin/tools/testing/render-page';
import { aProject } from '../testing/fixtures';
import { queryClient } from '@admin/auth';
import { liveBus } from '@admin/auth/singletons';
import ProjectListPage, { prefetch } from './ProjectListPage';

vi.mock('@admin/api-client/projects', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['projectsApi']),
);

const auth = vi.hoisted(() => ({ permitted: true, denied: [] as string[], userId: undefined as number | undefined }));
vi.mock('@admin/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePermission: (permission: string) => auth.permitted && !auth.denied.includes(permission),
  usePermissions: () => PERMISSIONS.filter((permission) => auth.permitted && !auth.denied.includes(permission)),
  useCurrentUser: () => ({ user: auth.userId === undefined ? undefined : { id: auth.userId }, isPending: false }),
  // The lib's useListStorage reads the lib's own user: the list's storage follows this test's user instead.
  useListStorage: (listId: string) =>
    useMemo(() => (auth.userId === undefined ? undefined : { userId: auth.userId, listId }), [listId]),
}));

const show = (url = '/') => renderPage(<ProjectListPage />, { url, path: '/' });

beforeEach(() => {
  auth.permitted = true;
  auth.denied = [];
  auth.userId = undefined;
});
afterEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
});

describe('ProjectListPage', () => {
  it('shows the section tabs and the table loading', async () => {
    vi.mocked(projectsApi.list).mockReturnValue(never());
    show();
    const tabs = screen.getByRole('navigation', { name: 'Project sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Project List', 'Properties', 'Fee management']);
    expect(await screen.findByText('Loading Projects')).toBeInTheDocument();
  });

  it('leaves out the Fee management tab for a role without fees.read', async () => {
    auth.denied = ['fees.read'];
    vi.mocked(projectsApi.list).mockReturnValue(never());
    show();
    const tabs = screen.getByRole('navigation', { name: 'Project sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Project List', 'Properties']);
    expect(await screen.findByText('Loading Projects')).toBeInTheDocument();
  });

  it('says so when no project matches the filters', async () => {
    vi.mocked(projectsApi.list).mockResolvedValue(paged([]));
    show('/?status=Completed');
    expect(await screen.findByText('No projects match these filters')).toBeInTheDocument();
  });

  it('shows the spec’s fallback when the list fails', async () => {
    vi.mocked(projectsApi.list).mockRejectedValue(apiError(500));
    show();
    expect(await screen.findByText('Failed to fetch projects')).toBeInTheDocument();
  });

  it('lists projects with the columns staff need, status labels of the spec, and the URL’s filters sent', async () => {
    const list = vi.mocked(projectsApi.list).mockResolvedValue(
      paged([
        aProject(),
        aProject({
          id: 12,
          name: 'Blue Notes',
          property_type_id: 3,
          property_type_name: 'Music',
          status: 'Completed',
          company_name: null,
        }),
      ]),
    );
    show('/?search=reel&status=Application+Pending');
    const row = await findRow(() => screen.findByText('Monsoon Reel'));
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 10, search: 'reel', status: 'Application Pending' });
    for (const text of ['Lotus Films LLP', 'MONS', '₹1,250.00', 'Incomplete', 'November 22, 2026'])
      expect(row).toHaveTextContent(text);
    expect(within(row).getByRole('switch', { name: 'Join waitlist for Monsoon Reel' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Category and Total supply wait in the column chooser, so the row's actions fit beside the rest.
    expect(screen.queryByRole('columnheader', { name: /Category/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Total supply/ })).not.toBeInTheDocument();
  });

  it('sorts through the API by the URL’s sort and the header buttons; no sort sends none', async () => {
    const list = vi.mocked(projectsApi.list).mockResolvedValue(paged([aProject()]));
    show('/?sort=created_at&order=asc');
    await screen.findByText('Monsoon Reel');
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 10, sort: 'created_at', order: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, sort: 'name', order: 'asc' }));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, sort: 'name', order: 'desc' }));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10 }));
  });

  // The bulk bar and the confirm dialog load on first use: slower than the rest on a busy machine.
  it('activates the selected projects one by one, each with its version, and keeps the refused one selected', {
    timeout: 20_000,
  }, async () => {
    auth.userId = 42;
    const reel = aProject({ version: 3 });
    const notes = aProject({ id: 12, name: 'Blue Notes', version: 7 });
    vi.mocked(projectsApi.list).mockResolvedValue(paged([reel, notes]));
    const setStatus = vi.mocked(projectsApi.setStatus).mockImplementation(async (id) => {
      if (id === 12) throw apiError(409, { message: 'Project was changed by someone else' });
      return { ...reel, status: 'Active' };
    });
    show();
    await screen.findByText('Blue Notes');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate 2 projects?' }, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));

    const report = await screen.findByText('Activate: 1 of 2 done, 1 failed.', undefined, { timeout: 10_000 });
    expect(report.closest('[role="alert"]')).toHaveTextContent('Blue Notes: Project was changed by someone else');
    expect(setStatus).toHaveBeenCalledWith(11, 'Active', 3);
    expect(setStatus).toHaveBeenCalledWith(12, 'Active', 7);
    expect(screen.getByRole('checkbox', { name: 'Select Blue Notes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Monsoon Reel' })).not.toBeChecked();
  });

  it('offers no selection without projects.write', async () => {
    auth.permitted = false;
    auth.userId = 42;
    vi.mocked(projectsApi.list).mockResolvedValue(paged([aProject()]));
    show();
    expect(await screen.findByText('Monsoon Reel')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Monsoon Reel' })).not.toBeInTheDocument();
  });

  it('changes a status with property_id and the row’s version, toggles a flag, and rolls the flag back with the fallback when refused', async () => {
    const list = vi.mocked(projectsApi.list).mockResolvedValue(paged([aProject({ version: 4 })]));
    const setStatus = vi.mocked(projectsApi.setStatus).mockResolvedValue(aProject({ status: 'Active', version: 5 }));
    const booking = vi.mocked(projectsApi.setBookingAmountRequired).mockRejectedValue(apiError(500));
    show();
    // An application can be approved or shelved, not completed.
    expect(
      within(await screen.findByLabelText('Change status of Monsoon Reel')).getByRole('option', { name: 'Completed' }),
    ).toBeDisabled();
    fireEvent.change(await screen.findByLabelText('Change status of Monsoon Reel'), { target: { value: 'Active' } });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Set to Active' }));
    // From now on the server lists the row as saved.
    list.mockResolvedValue(paged([aProject({ status: 'Active', version: 5 })]));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith(11, 'Active', 4));
    expect(await screen.findByText('Monsoon Reel is now Active')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Booking amount required for Monsoon Reel' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Require booking amount' }),
    );
    // The saved row's new version goes with its next change.
    await waitFor(() => expect(booking).toHaveBeenCalledWith(11, true, 5));
    expect(await screen.findByText('Failed to update booking amount')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Booking amount required for Monsoon Reel' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
  });

  it('asks before a status change, naming the project and both statuses: Cancel sends nothing and keeps the select, Confirm sends one call', async () => {
    vi.mocked(projectsApi.list).mockResolvedValue(paged([aProject({ version: 4 })]));
    const setStatus = vi.mocked(projectsApi.setStatus).mockResolvedValue(aProject({ status: 'Active', version: 5 }));
    show();
    const select = await screen.findByLabelText('Change status of Monsoon Reel');
    fireEvent.change(select, { target: { value: 'Active' } });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Change “Monsoon Reel” from Incomplete to Active?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Change status of Monsoon Reel')).toHaveValue('Application Pending');
    expect(setStatus).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Change status of Monsoon Reel'), { target: { value: 'Active' } });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Set to Active' }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith(11, 'Active', 4));
    expect(setStatus).toHaveBeenCalledTimes(1);
  });

  it('asks before switching the booking amount or the waitlist, naming the project and the change', async () => {
    vi.mocked(projectsApi.list).mockResolvedValue(paged([aProject({ version: 4 })]));
    const booking = vi
      .mocked(projectsApi.setBookingAmountRequired)
      .mockResolvedValue(aProject({ is_booking_amount_required: true, version: 5 }));
    const waitlist = vi
      .mocked(projectsApi.setJoinWaitlist)
      .mockResolvedValue(aProject({ join_waitlist: false, version: 5 }));
    show();
    fireEvent.click(await screen.findByRole('switch', { name: 'Booking amount required for Monsoon Reel' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Require a booking amount for “Monsoon Reel”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Booking amount required for Monsoon Reel' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(booking).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('switch', { name: 'Join waitlist for Monsoon Reel' }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Close the waitlist for “Monsoon Reel”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close waitlist' }));
    await waitFor(() => expect(waitlist).toHaveBeenCalledWith(11, false, 4));
    expect(waitlist).toHaveBeenCalledTimes(1);
    expect(booking).not.toHaveBeenCalled();
  });

  it('deletes only after a confirmation naming the project, and shows a 409’s reason', async () => {
    vi.mocked(projectsApi.list).mockResolvedValue(paged([aProject()]));
    const remove = vi
      .mocked(projectsApi.deleteHard)
      .mockRejectedValue(
        apiError(409, { message: 'Project has orders and cannot be hard-deleted; delete it softly instead' }),
      );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Monsoon Reel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the project “Monsoon Reel”?');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(11));
    expect(
      await screen.findByText('Project has orders and cannot be hard-deleted; delete it softly instead'),
    ).toBeInTheDocument();
  });

  it('without projects.write shows no status, flag, edit or delete controls', async () => {
    auth.permitted = false;
    vi.mocked(projectsApi.list).mockResolvedValue(paged([aProject()]));
    show();
    const row = await findRow(() => screen.findByText('Monsoon Reel'));
    expect(row).toHaveTextContent('Incomplete');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Change status of Monsoon Reel')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Monsoon Reel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Monsoon Reel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add project' })).toBeDisabled();
  });
});

describe('ProjectListPage prefetch', () => {
  it('starts the same call the page makes for its URL, for the shell to run beside the first render', async () => {
    vi.mocked(projectsApi.list).mockResolvedValue(paged([]));
    const url = '/?status=Completed&search=Villa&page=2&limit=25&sort=name&order=asc';
    prefetch({ searchParams: new URL(url, 'http://shell.test').searchParams, params: {} });
    show(url);
    await waitFor(() => expect(projectsApi.list).toHaveBeenCalledTimes(2));
    const [fromPrefetch, fromPage] = vi.mocked(projectsApi.list).mock.calls;
    expect(fromPrefetch).toEqual(fromPage);
    expect(fromPage![0]).toMatchObject({ status: 'Completed', search: 'Villa', page: 2, limit: 25 });
    queryClient.clear();
  });
});

describe('ProjectListPage, live', () => {
  const byRavi = { by: { id: 77, name: 'Ravi Rao' }, at: '2026-11-29T09:00:00.000Z', fields: ['status'] };
  afterEach(() => act(() => liveBus.setStatus('off')));

  it('loads its live updates once the stream starts: a project someone else moved out of the filter stays marked with its new status, the pager counts it, and new ones wait behind "1 new · Show"', async () => {
    const monsoon = aProject({ id: 11, name: 'Monsoon Reel', status: 'Active' });
    const harbour = aProject({ id: 12, name: 'Harbour Lights', status: 'Active' });
    vi.mocked(projectsApi.list).mockResolvedValue(paged([monsoon, harbour]));
    vi.mocked(projectsApi.get).mockResolvedValue({ ...monsoon, status: 'Inactive', version: 2 });
    show('/?status=Active');
    const row = await findRow(() => screen.findByText('Monsoon Reel'));
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    // Until the stream starts, nothing of it is loaded: a change goes unheard.
    act(() => liveBus.emit({ id: '1', type: 'project', record_id: '13', action: 'create', version: 1, ...byRavi }));
    act(() => liveBus.setStatus('connecting'));
    // Once it does (its code loads then: the addition is sent until it is heard), a project someone
    // else adds is counted, not slipped in.
    const added = () =>
      liveBus.emit({ id: '2', type: 'project', record_id: '13', action: 'create', version: 1, ...byRavi });
    await waitFor(() => {
      act(added);
      expect(screen.getByRole('button', { name: /new · Show/ })).toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: '1 new · Show' })).toBeInTheDocument();

    // Someone else deactivates Monsoon Reel: it leaves the Active filter, but stays in place, marked.
    vi.mocked(projectsApi.list).mockResolvedValue(paged([harbour]));
    act(() => liveBus.emit({ id: '1', type: 'project', record_id: '11', action: 'update', version: 2, ...byRavi }));
    expect(await screen.findByText('Changed by Ravi Rao')).toBeInTheDocument();
    expect(row).toHaveAttribute('data-marked');
    await waitFor(() =>
      expect(within(row).getByRole('combobox', { name: 'Change status of Monsoon Reel' })).toHaveValue('Inactive'),
    );
    expect(within(row).getByRole('combobox', { name: 'Change status of Monsoon Reel' })).toBeDisabled();
    expect(projectsApi.get).toHaveBeenCalledWith(11);
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();

    // Show fetches the list: the new project comes in, and the marked row goes.
    fireEvent.click(screen.getByRole('button', { name: '1 new · Show' }));
    await waitFor(() => expect(screen.queryByText('Monsoon Reel')).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new · Show/ })).not.toBeInTheDocument();
  });
});
