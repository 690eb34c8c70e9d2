import { AxiosError, AxiosHeaders } from 'axios';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, tokenStore } from '@admin/api-client';
import type { Permission, StaffUser } from '@admin/api-client';
import { createQueryClient } from '../server-state/query-client';
import { currentUserQuery } from './CurrentUser';
import { Can, useCurrentUser, usePermission } from './CurrentUser';

const staff = (permissions: Permission[]): StaffUser => ({
  id: 7,
  uuid: 'u-7',
  name: 'Meera Iyer',
  email: null,
  phone: '9000000001',
  country_code: '+91',
  role: 3,
  role_data: { id: 3, name: 'Support' },
  status: 'Active',
  created_at: '2026-01-05T10:00:00.000Z',
  permissions,
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  tokenStore.setTokens({ accessToken: 'jwt', refreshToken: 'r' });
});

describe('useCurrentUser', () => {
  it('answers the user from GET /api/auth/me', async () => {
    vi.spyOn(authApi, 'me').mockResolvedValue(staff([]));
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current).toEqual({ user: undefined, isPending: true });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.user?.name).toBe('Meera Iyer');
  });

  it('renders a screen reading the known user in several hooks once when it mounts, again when signed out', () => {
    const client = createQueryClient();
    client.setQueryData(currentUserQuery.queryKey, staff(['orders.write']));
    let renders = 0;
    function Screen() {
      renders++;
      const write = usePermission('orders.write');
      const { user } = useCurrentUser();
      usePermission('cancel.decide');
      return <p>{user ? `${user.name}${write ? ' may write' : ''}` : 'Signed out'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Meera Iyer may write')).toBeInTheDocument();
    // Each hook reading the session once asked for one more render on mount: a list page's whole
    // render again, several times, right after it opened.
    expect(renders).toBe(1);
    act(() => tokenStore.clearTokens());
    expect(renders).toBe(2);
  });

  it('does not ask while signed out', () => {
    tokenStore.clearTokens();
    const me = vi.spyOn(authApi, 'me').mockResolvedValue(staff([]));
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current).toEqual({ user: undefined, isPending: false });
    expect(me).not.toHaveBeenCalled();
  });
});

describe('usePermission and Can', () => {
  it('is false until /auth/me answers, then follows its permissions', async () => {
    let answer!: (user: StaffUser) => void;
    vi.spyOn(authApi, 'me').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(
      () => ({ write: usePermission('orders.write'), decide: usePermission('cancel.decide') }),
      { wrapper },
    );
    expect(result.current).toEqual({ write: false, decide: false });
    answer(staff(['orders.read', 'orders.write']));
    await waitFor(() => expect(result.current.write).toBe(true));
    expect(result.current.decide).toBe(false);
  });

  it('<Can> shows its children only to holders, the fallback to others', async () => {
    vi.spyOn(authApi, 'me').mockResolvedValue(staff(['orders.read']));
    render(
      <>
        <Can permission="orders.read">
          <button type="button">Export</button>
        </Can>
        <Can permission="orders.write" fallback={<span>Read only</span>}>
          <button type="button">Change status</button>
        </Can>
      </>,
      { wrapper },
    );
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it('denies everything when /auth/me fails', async () => {
    const forbidden = new AxiosError(
      'Forbidden',
      'ERR_BAD_REQUEST',
      undefined,
      {},
      {
        status: 403,
        statusText: '',
        data: { message: 'Forbidden', code: 'forbidden' },
        headers: {},
        config: { headers: new AxiosHeaders() },
      },
    );
    vi.spyOn(authApi, 'me').mockRejectedValue(forbidden);
    const { result } = renderHook(() => ({ can: usePermission('orders.read'), current: useCurrentUser() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.current.isPending).toBe(false));
    expect(result.current).toEqual({ can: false, current: { user: undefined, isPending: false } });
  });
});
