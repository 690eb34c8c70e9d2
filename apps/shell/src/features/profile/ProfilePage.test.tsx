import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInto, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@admin/api-client';
import type { StaffUser } from '@admin/api-client';
import { ProfilePage } from './ProfilePage';

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
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile');
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
    vi.spyOn(authApi, 'me').mockResolvedValue({ ...staff, role: 7, role_data: { id: 7, name: 'Auditor' }, permissions: [] });
    render(<ProfilePage />);
    expect(await screen.findByText('Your role has no permissions yet. Ask an administrator to grant them.')).toBeInTheDocument();
  });

  it('shows the failure and loads again on Try again', async () => {
    const me = vi
      .spyOn(authApi, 'me')
      .mockRejectedValueOnce(new AxiosError('Network Error', 'ERR_NETWORK'))
      .mockResolvedValueOnce(staff);
    render(<ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(me).toHaveBeenCalledTimes(2);
  });
});
