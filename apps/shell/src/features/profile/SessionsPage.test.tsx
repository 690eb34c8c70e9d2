import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInto, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionsApi } from '@admin/api-client';
import type { UserSession } from '@admin/api-client';
import { toast } from '@admin/ui';
import { SessionsPage } from './SessionsPage';
import { networkError } from '@admin/tools/testing/api-fakes';

const thisSession: UserSession = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Chrome on Linux',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
  client_address: '203.0.113.7',
  created_at: '2026-11-20T09:00:00.000Z',
  last_seen_at: '2026-11-22T15:00:00.000Z',
  current: true,
};
const otherSession: UserSession = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Firefox on Windows',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0',
  client_address: null,
  created_at: '2026-10-02T09:00:00.000Z',
  last_seen_at: '2026-11-21T12:00:00.000Z',
  current: false,
};

beforeEach(() => {
  vi.spyOn(sessionsApi, 'listMine').mockResolvedValue([thisSession]);
});
afterEach(() => vi.restoreAllMocks());

/** A fresh cache per test, without the retry delay, inside a router (the page links back to Profile). */
function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/profile/sessions'] });
  return renderInto(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('SessionsPage: where you are signed in', () => {
  const sessionsRegion = () => screen.findByRole('region', { name: 'Where you are signed in' });

  it('lists the open sessions with device, address, first and last seen with time and zone, and marks this one', async () => {
    vi.mocked(sessionsApi.listMine).mockResolvedValue([thisSession, otherSession]);
    render(<SessionsPage />);
    const list = await within(await sessionsRegion()).findByRole('list', { name: 'Where you are signed in' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(items[0]).toHaveTextContent('This session');
    expect(items[0]).toHaveTextContent(
      'Signed in November 20, 2026, 2:30 PM IST · Last seen November 22, 2026, 8:30 PM IST',
    );
    expect(items[0]).toHaveTextContent('From 203.0.113.7');
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Firefox on Windows');
    expect(items[1]).toHaveTextContent(
      'Signed in October 2, 2026, 2:30 PM IST · Last seen November 21, 2026, 5:30 PM IST',
    );
    expect(items[1]).toHaveTextContent('Address not recorded');
    expect(items[1]).not.toHaveTextContent('This session');
  });

  it('signs one session out after a confirmation, toasts and reloads the list', async () => {
    vi.mocked(sessionsApi.listMine).mockResolvedValueOnce([thisSession, otherSession]).mockResolvedValue([thisSession]);
    const signOut = vi.spyOn(sessionsApi, 'signOutMine').mockResolvedValue({ revoked: 1 });
    const success = vi.spyOn(toast, 'success');
    render(<SessionsPage />);
    const user = userEvent.setup();
    await user.click(
      await within(await sessionsRegion()).findByRole('button', { name: 'Sign out Firefox on Windows' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out Firefox on Windows?' });
    expect(signOut).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledWith(otherSession.id);
    expect(success).toHaveBeenCalledWith('Session signed out');
    await vi.waitFor(() => expect(screen.queryByText('Firefox on Windows')).toBeNull());
  });

  it('signs out everywhere else after a confirmation; Cancel does nothing', async () => {
    vi.mocked(sessionsApi.listMine).mockResolvedValue([thisSession, otherSession]);
    const others = vi.spyOn(sessionsApi, 'signOutMyOthers').mockResolvedValue({ revoked: 1 });
    render(<SessionsPage />);
    const user = userEvent.setup();
    const region = await sessionsRegion();
    await user.click(await within(region).findByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(others).not.toHaveBeenCalled();
    await user.click(within(region).getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(others).toHaveBeenCalledTimes(1);
  });

  it('offers no bulk sign-out when this is the only session, and shows a load failure with Try again', async () => {
    vi.mocked(sessionsApi.listMine).mockRejectedValueOnce(networkError()).mockResolvedValue([thisSession]);
    render(<SessionsPage />);
    const region = await sessionsRegion();
    expect(await within(region).findByRole('alert')).toHaveTextContent('Network Error');
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Chrome on Linux')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('shows this session and the two most recent others; the older ones behind a toggle', async () => {
    const older = (n: number): UserSession => ({
      ...otherSession,
      id: `3333333${n}-3333-4333-8333-333333333333`,
      device: `Browser ${n}`,
      last_seen_at: `2026-11-1${n}T12:00:00.000Z`,
    });
    vi.mocked(sessionsApi.listMine).mockResolvedValue([older(1), older(5), thisSession, older(3), older(7)]);
    render(<SessionsPage />);
    const list = await within(await sessionsRegion()).findByRole('list', { name: 'Where you are signed in' });
    const devices = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span')?.textContent);
    expect(devices()).toEqual(['Chrome on Linux', 'Browser 7', 'Browser 5']);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Show 2 older sessions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(devices()).toEqual(['Chrome on Linux', 'Browser 7', 'Browser 5', 'Browser 3', 'Browser 1']);
    await user.click(screen.getByRole('button', { name: 'Hide older sessions' }));
    expect(devices()).toHaveLength(3);
  });
});
