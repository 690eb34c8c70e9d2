import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInto, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@admin/api-client';
import type { StaffUser } from '@admin/api-client';
import { staffTimeZone, toast } from '@admin/ui';
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

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** A fresh cache per test, without the retry delay (retries are the query client's own tests). */
function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/profile'] });
  return renderInto(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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

  it('lists what the role lets the user do, in words, never by its key', async () => {
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
      'See projects and their risk items',
      'See orders, payments and cancel requests',
      'See customers and their portfolios',
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

  it('links to the page of its own that lists where the user is signed in', async () => {
    vi.spyOn(authApi, 'me').mockResolvedValue(staff);
    render(<ProfilePage />);
    const region = await screen.findByRole('region', { name: 'Sessions' });
    expect(within(region).getByRole('link', { name: 'Where you are signed in' })).toHaveAttribute(
      'href',
      '/profile/sessions',
    );
  });
});

describe('ProfilePage: time zone', () => {
  beforeEach(() => {
    vi.spyOn(authApi, 'me').mockResolvedValue(staff);
  });

  it('is IST until another is chosen; the choice is kept and times follow it', async () => {
    const success = vi.spyOn(toast, 'success');
    render(<ProfilePage />);
    const zone = await screen.findByRole('combobox', { name: 'Show times in' });
    expect(zone).toHaveValue('Asia/Kolkata');
    expect(zone).toHaveAccessibleDescription(/date filters read their days in it/);
    await userEvent.setup().selectOptions(zone, 'America/New_York');
    expect(staffTimeZone.get()).toBe('America/New_York');
    expect(localStorage.getItem('admin.timeZone')).toBe('America/New_York');
    expect(success).toHaveBeenCalledWith('Times are now shown in New York (ET)');
    expect(screen.getByRole('combobox', { name: 'Show times in' })).toHaveValue('America/New_York');
  });
});
