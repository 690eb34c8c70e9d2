import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, tokenStore } from '@admin/api-client';
import type { StaffUser } from '@admin/api-client';
import { queryClient } from '@admin/auth';
import { loadRemotePage } from '../federation/remote-loader';
import type * as RemoteLoader from '../federation/remote-loader';
import { prefetchRemotePage } from '../federation/prefetch';
import { prefetchOpeningRoute, prefetchRoute } from './prefetch-route';
import { testRoutes } from '../testing/releases';
import { registerRemoteRoutes } from './remote-routes';

// The routes of the releases the runtime config assigns this page load.
beforeEach(() => registerRemoteRoutes(testRoutes()));

vi.mock('../federation/remote-loader', async (importOriginal) => ({
  ...(await importOriginal<typeof RemoteLoader>()),
  loadRemotePage: vi.fn(),
}));

vi.mock('../federation/prefetch', () => ({ prefetchRemotePage: vi.fn() }));

// A signed-in staff member who may open both pages used below; each test's page has a prefetch.
const prefetch = vi.fn();
beforeEach(() => {
  vi.spyOn(tokenStore, 'getAccessToken').mockReturnValue('a token');
  vi.spyOn(authApi, 'me').mockResolvedValue({
    id: 1,
    permissions: ['orders.read', 'projects.read'],
  } as unknown as StaffUser);
  vi.mocked(loadRemotePage).mockResolvedValue({ default: () => null, prefetch });
});
afterEach(() => {
  prefetch.mockReset();
  vi.restoreAllMocks();
  vi.mocked(loadRemotePage).mockReset();
  queryClient.clear();
});

describe('prefetchRoute (a sidebar link the pointer rests on)', () => {
  it('loads the link’s page and starts its first queries for the link’s URL', async () => {
    prefetchRoute('/orders?status=Booked');
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(loadRemotePage).toHaveBeenCalledWith('orders_mfe', 'OrderListPage');
    expect(Object.fromEntries(prefetch.mock.calls[0]![0].searchParams)).toEqual({ status: 'Booked' });
  });

  it('does nothing for a shell screen', () => {
    prefetchRoute('/getting-started');
    expect(loadRemotePage).not.toHaveBeenCalled();
  });
});

describe('prefetchOpeningRoute (the page in the URL at start-up)', () => {
  it('downloads its remote’s files and runs its route’s loader with the URL’s parameters and search', async () => {
    prefetchOpeningRoute(new URL('http://shell.test/edit-project/7?tab=media') as unknown as Location);
    expect(prefetchRemotePage).toHaveBeenCalledWith('projects_mfe', 'ProjectFormPage');
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const [{ params, searchParams }] = prefetch.mock.calls[0]!;
    expect(params).toEqual({ id: '7' });
    expect(searchParams.get('tab')).toBe('media');
  });
});
