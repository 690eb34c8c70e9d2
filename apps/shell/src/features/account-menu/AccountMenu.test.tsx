import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, tokenStore } from '@admin/api-client';
import { RuntimeConfigProvider } from '@admin/auth';
import { ToastViewport } from '@admin/ui';
import { loadEthers } from '../wallet/connect-wallet';
import type { Eip1193Provider } from '../wallet/eip1193';
import { fakeWallet } from '../wallet/fake-eip1193';
import { parseRuntimeConfig } from '../../runtime-config/runtime-config';
import { testApps } from '../../testing/releases';
import { AccountMenu } from './AccountMenu';

// The runtime config with its defaults: chain 51, XDC Apothem.
const config = parseRuntimeConfig({
  storage: { gatewayUrl: 'http://gateway.test', jwt: 'jwt' },
  remotes: { projects_mfe: 'p', orders_mfe: 'o', customers_mfe: 'c', config_mfe: 'g' },
  apps: testApps(),
});

function renderMenu(seams: { provider: Eip1193Provider | null; alert?: (message: string) => void }) {
  const load = vi.fn(loadEthers);
  const alert = seams.alert ?? vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/orders',
        element: <AccountMenu wallet={{ getProvider: () => seams.provider, loadEthers: load, alert }} />,
      },
      { path: '/profile', element: <p>profile page</p> },
      { path: '/sign-in', element: <p>sign-in page</p> },
    ],
    { initialEntries: ['/orders'] },
  );
  render(
    <RuntimeConfigProvider config={config}>
      <RouterProvider router={router} />
      <ToastViewport />
    </RuntimeConfigProvider>,
  );
  return { router, load, alert, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, item: string) {
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

beforeEach(() => {
  localStorage.clear();
  tokenStore.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AccountMenu', () => {
  it('offers Profile, Connect Wallet and Logout, and Profile opens /profile', async () => {
    const { router, user } = renderMenu({ provider: null });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Profile',
      'Connect Wallet',
      'Logout',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('is keyboard navigable, with type-ahead', async () => {
    const { router, user } = renderMenu({ provider: null });
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Connect Wallet' })).toHaveFocus();
    await user.keyboard('l');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('type-ahead gathers keys typed together and starts afresh after 1 s', async () => {
    // The second of quiet passes on a fake clock, not a real one (it still runs on its own, for the menu's own short waits).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderMenu({ provider: null });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await user.keyboard('c');
    expect(screen.getByRole('menuitem', { name: 'Connect Wallet' })).toHaveFocus();
    await user.keyboard('l'); // "cl" names no item: focus stays
    expect(screen.getByRole('menuitem', { name: 'Connect Wallet' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(1_100));
    await user.keyboard('l'); // a fresh search: "l"
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('Logout clears the tokens and goes to /sign-in', async () => {
    vi.spyOn(authApi, 'logout').mockResolvedValue(undefined);
    const { router, user } = renderMenu({ provider: null });
    await choose(user, 'Logout');
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('without a wallet extension: the MetaMask alert, and ethers is never loaded', async () => {
    const { alert, load, user } = renderMenu({ provider: null });
    await choose(user, 'Connect Wallet');
    expect(alert).toHaveBeenCalledWith('MetaMask is not installed. Please install it to use this feature.');
    expect(load).not.toHaveBeenCalled();
  });

  it('connects on click (loading ethers then), shows 0x1234…abcd, persists it, and disconnects on accountsChanged([])', async () => {
    const wallet = fakeWallet({ chainId: '0x33', knownChains: ['0x33'] });
    const { load, user } = renderMenu({ provider: wallet });
    expect(load).not.toHaveBeenCalled();

    await choose(user, 'Connect Wallet');

    expect(await screen.findByTestId('wallet-address')).toHaveTextContent(/^Wallet 0x1234…abcd$/i); // checksummed case
    expect(load).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('admin.walletAddress')?.toLowerCase()).toBe(
      '0x1234567890abcdef1234567890abcdef1234abcd',
    );

    act(() => wallet.emit('accountsChanged', []));
    expect(screen.queryByTestId('wallet-address')).not.toBeInTheDocument();
    expect(localStorage.getItem('admin.walletAddress')).toBeNull();
  });

  it('follows an account switch and a network change made in the extension', async () => {
    const wallet = fakeWallet({ chainId: '0x33', knownChains: ['0x33'] });
    const { user } = renderMenu({ provider: wallet });
    await choose(user, 'Connect Wallet');
    await screen.findByTestId('wallet-address');

    act(() => wallet.emit('accountsChanged', ['0xfeedfacefeedfacefeedfacefeedfacefeed9876']));
    expect(screen.getByTestId('wallet-address')).toHaveTextContent('0xfeed…9876');

    act(() => wallet.emit('chainChanged', '0x1'));
    expect(screen.getByTestId('wallet-address')).toHaveTextContent('Wrong network');
    await choose(user, 'Switch to XDC Apothem Network');
    await waitFor(() => expect(screen.getByTestId('wallet-address')).not.toHaveTextContent('Wrong network'));
    expect(wallet.calls.filter((c) => c.method === 'wallet_switchEthereumChain').at(-1)?.params).toEqual([
      { chainId: '0x33' },
    ]);
  });

  it('a refused connection shows the spec error toast and stays disconnected', async () => {
    const { user } = renderMenu({ provider: fakeWallet({ rejectConnect: true }) });
    await choose(user, 'Connect Wallet');
    expect(await screen.findByText('Failed to connect wallet. Please try again.')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-address')).not.toBeInTheDocument();
  });

  it('Disconnect Wallet forgets the address', async () => {
    localStorage.setItem('admin.walletAddress', '0x1234567890abcdef1234567890abcdef1234abcd');
    const { user } = renderMenu({ provider: fakeWallet({ chainId: '0x33', knownChains: ['0x33'] }) });
    await choose(user, 'Disconnect Wallet');
    expect(screen.queryByTestId('wallet-address')).not.toBeInTheDocument();
    expect(localStorage.getItem('admin.walletAddress')).toBeNull();
  });
});
