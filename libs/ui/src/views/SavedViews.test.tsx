import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../testing/RenderWithProviders';
import { SavedViews } from './SavedViews';

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

    await user.click(within(menu).getByRole('button', { name: 'Delete view Inactive' }));
    expect(within(menu).getByText('No saved views yet.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('admin:saved-views:7:companies')!)).toEqual([]);
  });
});
