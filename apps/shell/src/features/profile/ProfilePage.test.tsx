import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInto, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, sessionsApi } from '@admin/api-client';
import type { StaffUser, UserSession } from '@admin/api-client';
import { toast } from '@admin/ui';
import { ProfilePage } from './ProfilePage';
import { networkError } from '@admin/tools/testing/api-fakes';

const staff: StaffUser = {
  id: 1,
  uuid: 'u-1',
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phone: '9000000001',
  country_code: '+91',
  role: 1,
  role_data: { id: 1, name: 'Admin' },
  status: 'Active',
  created_at: '2026-01-05T10:00:00.000Z',
  permissions: [],
};

const thisSession: UserSession = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Chrome on Linux',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
  created_at: '2026-11-20T09:00:00.000Z',
  last_seen_at: '2026-11-22T15:00:00.000Z',
  current: true,
};
const otherSession: UserSession = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Firefox on Windows',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0',
  created_at: '2026-10-02T09:00:00.000Z',
  last_seen_at: '2026-11-21T12:00:00.000Z',
  current: false,
};

beforeEach(() => {
  vi.spyOn(sessionsApi, 'listMine').mockResolvedValue([thisSession]);
});
afterEach(() => vi.restoreAllMocks());

/** A fresh cache per test, without the retry delay (retries are the query client's own tests). */
function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInto(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('ProfilePage', () => {
  it("shows the signed-in staff user's details from GET /api/auth/me", async () => {
    vi.spyOn(authApi, 'me').mockResolvedValue(staff);
    render(<ProfilePage />);
    expect(screen.getByText('Loading profile')).toBeInTheDocument();
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.getByText('meera@example.in')).toBeInTheDocument();
    expect(screen.getByText('+91 9000000001')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('Not connected')).toBeInTheDocument();
  });

  it('lists what the role lets the user do, in words, with each permission name', async () => {
    vi.spyOn(authApi, 'me').mockResolvedValue({
      ...staff,
      role: 6,
      role_data: { id: 6, name: 'Support' },
      permissions: ['projects.read', 'orders.read', 'customers.read'],
    });
    render(<ProfilePage />);
    const section = await screen.findByRole('region', { name: 'What your role (Support) lets you do' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'See projects and their risk itemsprojects.read',
      'See orders, payments and cancel requestsorders.read',
      'See customers and their portfolioscustomers.read',
    ]);
  });

  it('says so when the role has no permissions yet', async () => {
    vi.spyOn(authApi, 'me').mockResolvedValue({
      ...staff,
      role: 7,
      role_data: { id: 7, name: 'Auditor' },
      permissions: [],
    });
    render(<ProfilePage />);
    expect(
      await screen.findByText('Your role has no permissions yet. Ask an administrator to grant them.'),
    ).toBeInTheDocument();
  });

  it('shows the failure and loads again on Try again', async () => {
    const me = vi.spyOn(authApi, 'me').mockRejectedValueOnce(networkError()).mockResolvedValueOnce(staff);
    render(<ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
    await userEvent.setup().click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(me).toHaveBeenCalledTimes(2);
  });
});

describe('ProfilePage: where you are signed in', () => {
  beforeEach(() => {
    vi.spyOn(authApi, 'me').mockResolvedValue(staff);
  });
  const sessionsRegion = () => screen.findByRole('region', { name: 'Where you are signed in' });

  it('lists the open sessions with device, first and last seen, and marks this one', async () => {
    vi.mocked(sessionsApi.listMine).mockResolvedValue([thisSession, otherSession]);
    render(<ProfilePage />);
    const list = await within(await sessionsRegion()).findByRole('list', { name: 'Where you are signed in' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(items[0]).toHaveTextContent('This session');
    expect(items[0]).toHaveTextContent('Signed in November 20, 2026 · Last seen November 22, 2026');
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Firefox on Windows');
    expect(items[1]).toHaveTextContent('Signed in October 2, 2026 · Last seen November 21, 2026');
    expect(items[1]).not.toHaveTextContent('This session');
  });

  it('signs one session out after a confirmation, toasts and reloads the list', async () => {
    vi.mocked(sessionsApi.listMine).mockResolvedValueOnce([thisSession, otherSession]).mockResolvedValue([thisSession]);
    const signOut = vi.spyOn(sessionsApi, 'signOutMine').mockResolvedValue({ revoked: 1 });
    const success = vi.spyOn(toast, 'success');
    render(<ProfilePage />);
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
    render(<ProfilePage />);
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
    render(<ProfilePage />);
    const region = await sessionsRegion();
    expect(await within(region).findByRole('alert')).toHaveTextContent('Network Error');
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Chrome on Linux')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });
});
