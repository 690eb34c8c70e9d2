import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { KEYS } from '../support/session';

const ACCOUNT = '0x1234567890abcdef1234567890abcdef1234abcd';

/** A test EIP-1193 provider injected as window.ethereum; window.__wallet.emit(event, payload) plays the extension. */
function injectWallet(page: Page, chainId = '0x33') {
  return page.addInitScript(
    ({ account, initialChain }) => {
      const listeners: Record<string, Array<(payload: unknown) => void>> = {};
      const calls: string[] = [];
      let chain = initialChain;
      const ethereum = {
        isMetaMask: true,
        async request({ method, params }: { method: string; params?: unknown[] }) {
          calls.push(method);
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account];
          if (method === 'eth_chainId') return chain;
          if (method === 'net_version') return String(parseInt(chain, 16));
          if (method === 'wallet_switchEthereumChain') {
            const wanted = (params?.[0] as { chainId: string }).chainId;
            if (wanted !== '0x33') throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
            chain = wanted;
            return null;
          }
          if (method === 'wallet_addEthereumChain') {
            chain = (params?.[0] as { chainId: string }).chainId;
            return null;
          }
          throw Object.assign(new Error(`Unsupported ${method}`), { code: 4200 });
        },
        on(event: string, listener: (payload: unknown) => void) {
          (listeners[event] ??= []).push(listener);
        },
        removeListener(event: string, listener: (payload: unknown) => void) {
          listeners[event] = (listeners[event] ?? []).filter((l) => l !== listener);
        },
      };
      Object.assign(window, {
        ethereum,
        __wallet: {
          calls,
          emit(event: string, payload: unknown) {
            if (event === 'chainChanged') chain = payload as string;
            for (const listener of listeners[event] ?? []) listener(payload);
          },
        },
      });
    },
    { account: ACCOUNT, initialChain: chainId },
  );
}

/** Counts downloaded scripts that contain ethers (by a string only ethers ships). */
function countEthersDownloads(page: Page) {
  const seen = { count: 0, pending: [] as Promise<void>[] };
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    seen.pending.push(
      response
        .text()
        .then((body) => {
          if (body.includes('could not coalesce error')) seen.count += 1;
        })
        .catch(() => undefined),
    );
  });
  return async () => {
    await Promise.all(seen.pending);
    return seen.count;
  };
}

test('connect shows 0x1234…abcd; ethers is fetched only after the click; accountsChanged([]) disconnects', async ({
  page,
}) => {
  await injectWallet(page);
  const ethersDownloads = countEthersDownloads(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await ethersDownloads()).toBe(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Connect Wallet' }).click();

  const address = page.getByTestId('wallet-address');
  await expect(address).toHaveText(/^Wallet 0x1234…abcd$/i);
  expect(await ethersDownloads()).toBe(1);
  await page.screenshot({ path: 'screenshots/wallet-connected.png' });

  // The address survives a reload.
  await page.reload();
  await expect(address).toHaveText(/0x1234…abcd/i);

  await page.evaluate(() =>
    (window as unknown as { __wallet: { emit(e: string, p: unknown): void } }).__wallet.emit('accountsChanged', []),
  );
  await expect(address).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.walletAddress)).toBeNull();
});

test('on another network the wallet is asked for chain 51, adding it when unknown', async ({ page }) => {
  await injectWallet(page, '0x1');
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Connect Wallet' }).click();
  await expect(page.getByTestId('wallet-address')).toHaveText(/0x1234…abcd/i);
  const calls = await page.evaluate(() => (window as unknown as { __wallet: { calls: string[] } }).__wallet.calls);
  expect(calls).toContain('wallet_switchEthereumChain');
  await expect(page.getByTestId('wallet-address')).not.toContainText('Wrong network');

  await page.evaluate(() =>
    (window as unknown as { __wallet: { emit(e: string, p: unknown): void } }).__wallet.emit('chainChanged', '0x1'),
  );
  await expect(page.getByTestId('wallet-address')).toContainText('Wrong network');
});

test('without a wallet extension: the MetaMask alert', async ({ page }) => {
  await page.goto('/');
  const dialogs: Array<{ type: string; message: string }> = [];
  // An alert blocks the page until answered, so answer it where it appears.
  page.on('dialog', (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Connect Wallet' }).click();
  await expect
    .poll(() => dialogs)
    .toEqual([{ type: 'alert', message: 'MetaMask is not installed. Please install it to use this feature.' }]);
  await expect(page.getByTestId('wallet-address')).toHaveCount(0);
});
