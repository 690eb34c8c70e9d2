import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../testing/RenderWithProviders';
import { VIEW_NAME_MAX, type SharedView } from '@admin/api-client/contract';
import { toast } from '../toast/Toast';
import { SavedViews } from './SavedViews';
import type { SharedViewsCalls } from './shared-views';
import { VIEW_NAME_LIMIT } from './view-words';

const storage = { userId: 7, listId: 'companies' };
const COLUMNS_KEY = 'admin:table-columns:7:companies';

function Screen() {
  return (
    <>
      <SavedViews storage={storage} />
      <Link to="/company?type=Developer">Developers</Link>
    </>
  );
}

afterEach(() => localStorage.clear());

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  // The panel's code loads when the menu first opens; focus moves into it.
  await user.click(screen.getByRole('button', { name: 'Views' }));
  const panel = await screen.findByRole('group', { name: 'Saved views' });
  await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  return panel;
}

describe('SavedViews', () => {
  it('saves the URL state (filters, sort) and the columns under a name, and reopens it on page 1', async () => {
    const user = userEvent.setup();
    localStorage.setItem(COLUMNS_KEY, JSON.stringify({ phone: true }));
    renderWithProviders(<Screen />, { route: '/company?status=Active&sort=name&order=desc&page=3' });

    let menu = await openMenu(user);
    expect(within(menu).getByText('No saved views yet.')).toBeInTheDocument();
    await user.type(within(menu).getByRole('textbox', { name: 'View name' }), 'Active by name{Enter}');
    expect(within(menu).getByRole('button', { name: 'Open view Active by name' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('admin:saved-views:7:companies')!)).toEqual([
      { name: 'Active by name', search: 'order=desc&sort=name&status=Active', columns: { phone: true } },
    ]);

    // Elsewhere, with other columns...
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('link', { name: 'Developers' }));
    localStorage.setItem(COLUMNS_KEY, JSON.stringify({ city: false }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company?type=Developer');

    // ...the view brings its URL state and columns back.
    menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Open view Active by name' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company?order=desc&sort=name&status=Active');
    expect(JSON.parse(localStorage.getItem(COLUMNS_KEY)!)).toEqual({ phone: true });
    expect(screen.queryByRole('group', { name: 'Saved views' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Views' })).toHaveFocus();
  });

  it('keeps views per user, deletes one, and copies its link', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    localStorage.setItem(
      'admin:saved-views:8:companies',
      JSON.stringify([{ name: 'Not mine', search: '', columns: {} }]),
    );
    localStorage.setItem(
      'admin:saved-views:7:companies',
      JSON.stringify([{ name: 'Inactive', search: 'status=Inactive', columns: {} }]),
    );
    renderWithProviders(<Screen />, { route: '/company' });

    const menu = await openMenu(user);
    expect(within(menu).queryByRole('button', { name: 'Open view Not mine' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Copy link to view Inactive' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/[^/]+\/[^?]*\?status=Inactive$/));

    // Delete asks first, in the row; Cancel keeps it, Escape answers no without closing the menu.
    await user.click(within(menu).getByRole('button', { name: 'Delete view Inactive' }));
    expect(within(menu).getByText('Delete “Inactive”?')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(menu).getByRole('button', { name: 'Open view Inactive' })).toBeInTheDocument();
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Delete view Inactive' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.click(within(menu).getByRole('button', { name: 'Yes, delete view Inactive' }));
    expect(within(menu).getByText('No saved views yet.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('admin:saved-views:7:companies')!)).toEqual([]);
  });
});

describe('SavedViews shared with the team', () => {
  it('allows the names the API allows', () => expect(VIEW_NAME_LIMIT).toBe(VIEW_NAME_MAX));

  const SHARED: SharedView = {
    id: 5,
    version: 1,
    list: 'companies',
    name: 'Developers by name',
    search: 'sort=name&type=Developer',
    columns: { city: false },
    owner: { id: 8, name: 'Priya Sharma' },
    created_at: '2026-11-29T10:00:00.000Z',
    updated_at: '2026-11-29T10:00:00.000Z',
  };

  function fakeCalls(initial: SharedView[]) {
    let views = [...initial];
    const calls: SharedViewsCalls = {
      list: vi.fn(async () => views),
      share: vi.fn(async (body) => {
        const view = { ...SHARED, ...body, id: 9, owner: { id: 7, name: 'Me' } };
        views = [...views, view];
        return view;
      }),
      rename: vi.fn(async (view, name) => {
        views = views.map((v) => (v.id === view.id ? { ...v, name, version: v.version + 1 } : v));
        return views.find((v) => v.id === view.id)!;
      }),
      remove: vi.fn(async (id) => {
        views = views.filter((v) => v.id !== id);
      }),
    };
    return calls;
  }
  const withTeam = (calls: SharedViewsCalls, manageAll = false) => ({
    ...storage,
    sharedViews: { calls: async () => calls, manageAll },
  });

  it("shares the current view, opens a colleague's with its filters and columns, copies it to mine", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const calls = fakeCalls([SHARED]);
    renderWithProviders(<SavedViews storage={withTeam(calls)} />, { route: '/company?status=Active&page=2' });

    let menu = await openMenu(user);
    const team = await within(menu).findByRole('list', { name: 'Team views' });
    expect(within(team).getByText('by Priya Sharma')).toBeInTheDocument();
    // Not theirs to change: no Rename or Delete on a colleague's view.
    expect(within(team).queryByRole('button', { name: /Rename|Delete/ })).not.toBeInTheDocument();

    await user.type(within(menu).getByRole('textbox', { name: 'View name' }), 'Active ones');
    await user.click(within(menu).getByRole('button', { name: 'Share with the team' }));
    expect(calls.share).toHaveBeenCalledWith({
      list: 'companies',
      name: 'Active ones',
      search: 'status=Active',
      columns: {},
    });
    expect(await within(menu).findByText('by you')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('View “Active ones” shared with the team');

    await user.click(within(menu).getByRole('button', { name: 'Copy team view Developers by name to my views' }));
    expect(JSON.parse(localStorage.getItem('admin:saved-views:7:companies')!)).toEqual([
      { name: 'Developers by name', search: 'sort=name&type=Developer', columns: { city: false } },
    ]);

    await user.click(within(menu).getByRole('button', { name: 'Open team view Developers by name' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company?sort=name&type=Developer');
    expect(JSON.parse(localStorage.getItem(COLUMNS_KEY)!)).toEqual({ city: false });

    // Their own shared view: renamed in place, deleted after a question.
    menu = await openMenu(user);
    await user.click(await within(menu).findByRole('button', { name: 'Rename team view Active ones' }));
    const box = within(menu).getByRole('textbox', { name: 'New name of team view Active ones' });
    await user.clear(box);
    await user.type(box, 'Active companies{Enter}');
    expect(calls.rename).toHaveBeenCalledWith(expect.objectContaining({ id: 9, version: 1 }), 'Active companies');
    await user.click(await within(menu).findByRole('button', { name: 'Delete team view Active companies' }));
    await user.click(within(menu).getByRole('button', { name: 'Yes, delete team view Active companies' }));
    expect(calls.remove).toHaveBeenCalledWith(9);
    await waitFor(() => expect(within(menu).queryByText('by you')).not.toBeInTheDocument());
  });

  it("lets an Admin (views.manage) rename or delete a colleague's view", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SavedViews storage={withTeam(fakeCalls([SHARED]), true)} />, { route: '/company' });
    const menu = await openMenu(user);
    expect(
      await within(menu).findByRole('button', { name: 'Rename team view Developers by name' }),
    ).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Delete team view Developers by name' })).toBeInTheDocument();
  });

  it("says when the team's views could not be fetched, with Retry", async () => {
    const user = userEvent.setup();
    const calls = fakeCalls([]);
    calls.list = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([SHARED]);
    renderWithProviders(<SavedViews storage={withTeam(calls)} />, { route: '/company' });
    const menu = await openMenu(user);
    expect(await within(menu).findByText("Failed to fetch the team's views", { exact: false })).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Retry' }));
    expect(await within(menu).findByText('by Priya Sharma')).toBeInTheDocument();
  });
});
