import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInto, screen } from '@testing-library/react';
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
