import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, tokenStore } from '@admin/api-client';
import type { StaffUser } from '@admin/api-client';
import { queryClient } from '@admin/auth';
import { registerParcelPages } from '../federation/parcel-mode';
import * as runningReleases from '../federation/running-releases';
import { loadRemotePage, RemoteLoadError } from '../federation/remote-loader';
import type * as RemoteLoader from '../federation/remote-loader';
import { LOADER_WAIT_MS, loadRemoteRoute, remoteRouteShouldReload } from './remote-page-loader';

// The federation runtime is replaced here; the browser tests drive the real one.
vi.mock('../federation/remote-loader', async (importOriginal) => ({
  ...(await importOriginal<typeof RemoteLoader>()),
  loadRemotePage: vi.fn(),
}));

const route = {
  path: '/orders',
  remote: 'orders_mfe',
  expose: 'OrderListPage',
  title: 'Orders',
  section: '/orders',
} as const;
const args = { request: new Request('http://shell.test/orders?status=Booked&page=2'), params: {} };
const Page = () => null;
const staff = (permissions: string[]) => ({ id: 1, permissions }) as unknown as StaffUser;

beforeEach(() => {
  registerParcelPages({});
  vi.spyOn(tokenStore, 'getAccessToken').mockReturnValue('a token');
  vi.spyOn(authApi, 'me').mockResolvedValue(staff(['orders.read']));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(loadRemotePage).mockReset();
  queryClient.clear();
});

describe('loadRemoteRoute', () => {
  it('loads the target URL afresh when the remote’s release moved, and never mixes two releases in one page', async () => {
    vi.spyOn(runningReleases, 'remoteMoved').mockReturnValue(true);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const settled = vi.fn();
    void loadRemoteRoute(route, 'orders.read', args).then(settled);
    await new Promise((resolve) => setTimeout(resolve, LOADER_WAIT_MS + 50));
    expect(assign).toHaveBeenCalledWith('http://shell.test/orders?status=Booked&page=2');
    expect(loadRemotePage).not.toHaveBeenCalled();
    expect(settled).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('loads the page, then starts its prefetch with the URL’s search and the route’s params', async () => {
    const prefetch = vi.fn();
    vi.mocked(loadRemotePage).mockResolvedValue({ default: Page, prefetch });
    await expect(loadRemoteRoute(route, 'orders.read', { ...args, params: { id: '7' } })).resolves.toBeNull();
    expect(loadRemotePage).toHaveBeenCalledWith('orders_mfe', 'OrderListPage');
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [{ searchParams, params }] = prefetch.mock.calls[0]!;
    expect(Object.fromEntries(searchParams)).toEqual({ status: 'Booked', page: '2' });
    expect(params).toEqual({ id: '7' });
  });

  it('waits for the code the page’s prefetch names before the route renders (within LOADER_WAIT_MS)', async () => {
    let codeLoaded = false;
    const prefetch = () => new Promise<void>((resolve) => setTimeout(() => resolve(void (codeLoaded = true)), 10));
    vi.mocked(loadRemotePage).mockResolvedValue({ default: Page, prefetch });
    await loadRemoteRoute(route, 'orders.read', args);
    expect(codeLoaded).toBe(true);
  });

  it('does not prefetch for a role that may not open the page (its calls would only be refused)', async () => {
    vi.mocked(authApi.me).mockResolvedValue(staff(['projects.read']));
    const prefetch = vi.fn();
    vi.mocked(loadRemotePage).mockResolvedValue({ default: Page, prefetch });
    await loadRemoteRoute(route, 'orders.read', args);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('loads nothing signed out (the guard sends the visitor to sign in) or for a parcel page', async () => {
    vi.mocked(tokenStore.getAccessToken).mockReturnValue(null);
    await loadRemoteRoute(route, 'orders.read', args);
    vi.mocked(tokenStore.getAccessToken).mockReturnValue('a token');
    registerParcelPages({ orders_mfe: true });
    await loadRemoteRoute(route, 'orders.read', args);
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('lets the route render when the remote cannot be loaded (RemotePage shows its fallback)', async () => {
    vi.mocked(loadRemotePage).mockRejectedValue(new RemoteLoadError('orders_mfe', 'OrderListPage', new Error('down')));
    await expect(loadRemoteRoute(route, 'orders.read', args)).resolves.toBeNull();
  });

  it('lets the route render after LOADER_WAIT_MS when the remote is slow (RemotePage shows its spinner), and still prefetches once the page arrives', async () => {
    vi.useFakeTimers();
    try {
      let arrive!: (page: { default: typeof Page; prefetch: () => void }) => void;
      vi.mocked(loadRemotePage).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
      const prefetch = vi.fn();
      let settled = false;
      void loadRemoteRoute(route, 'orders.read', args).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(LOADER_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      arrive({ default: Page, prefetch });
      await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs again for a new path, not for a new search or hash on the same one', () => {
    const at = (url: string) => new URL(url, 'http://shell.test');
    expect(remoteRouteShouldReload({ currentUrl: at('/orders'), nextUrl: at('/orders?page=2#top') })).toBe(false);
    expect(remoteRouteShouldReload({ currentUrl: at('/edit-project/1'), nextUrl: at('/edit-project/2') })).toBe(true);
  });

  it("runs again on a click of the page's own link only when its remote's release moved", () => {
    const at = (url: string) => new URL(url, 'http://shell.test');
    expect(remoteRouteShouldReload({ currentUrl: at('/orders?page=2'), nextUrl: at('/orders?page=2') })).toBe(false);
    expect(remoteRouteShouldReload({ currentUrl: at('/orders?page=2'), nextUrl: at('/orders?page=2') }, true)).toBe(
      true,
    );
    // The sidebar's link carries no filters.
    expect(remoteRouteShouldReload({ currentUrl: at('/orders?page=2'), nextUrl: at('/orders') }, true)).toBe(true);
    // A filter typed on a moved remote's page stays in the page: the next link brings the release.
    expect(remoteRouteShouldReload({ currentUrl: at('/orders'), nextUrl: at('/orders?status=1') }, true)).toBe(false);
  });
});
