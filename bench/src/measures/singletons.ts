// One page, signed in, tours every screen inside the app, then: the copies of each federated
// singleton it loaded (tools/measure/initial-js.ts loadedSingletonCopies), and the ethers bytes it
// downloaded before Connect Wallet. Then Connect Wallet (with a test wallet injected as
// window.ethereum), to check that the ethers detector does find ethers once it is asked for.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { loadedSingletonCopies } from '../../../tools/measure/initial-js';
import { VIEWPORT } from '../../../tools/measure/browser';
import { firstScreenRendered, signedInState } from '../../../tools/measure/session';
import type { Suite } from '../../../tools/measure/suite';
import { everyScreen, tour } from '../../../tools/measure/tour';

/** A string only ethers ships (its error coalescing), as e2e/tests/wallet.spec.ts detects it. */
const ETHERS_MARKER = 'could not coalesce error';

export interface TourResult {
  copies: Record<string, number>;
  missed: string[];
  ethersBeforeConnect: number;
  /** gzip bytes of ethers fetched on Connect Wallet; 0 means the detector saw none (figure unreliable). */
  ethersOnConnect: number;
}

/** gzip bytes of the ethers scripts among every script the page downloads, until `read` is called. */
function ethersDownloads(page: Page) {
  const pending: Array<Promise<number>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => (body.includes(ETHERS_MARKER) ? gzipSync(body, { level: 9 }).length : 0))
        .catch(() => 0),
    );
  });
  let readSoFar = 0;
  /** Bytes since the previous read. */
  return async () => {
    const sizes = await Promise.all(pending.slice(readSoFar));
    readSoFar += sizes.length;
    return sizes.reduce((a, b) => a + b, 0);
  };
}

/** A minimal EIP-1193 wallet on the configured chain (51), so Connect Wallet goes as far as ethers. */
function injectTestWallet(page: Page) {
  return page.addInitScript(() => {
    const account = '0x1234567890abcdef1234567890abcdef1234abcd';
    Object.assign(window, {
      ethereum: {
        async request({ method }: { method: string }) {
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account];
          if (method === 'eth_chainId') return '0x33';
          if (method === 'net_version') return '51';
          throw Object.assign(new Error(`Unsupported ${method}`), { code: 4200 });
        },
        on() {},
        removeListener() {},
      },
    });
  });
}

export async function measureTour(browser: Browser, suite: Suite): Promise<TourResult> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: await signedInState(suite) });
  const page = await context.newPage();
  await injectTestWallet(page);
  const ethers = ethersDownloads(page);
  await page.goto(`${suite.shellUrl}/`);
  await firstScreenRendered(page);
  const missed = await tour(page, everyScreen(), { settle: true });
  const copies = await loadedSingletonCopies(page);
  // Whatever the tour started fetching (idle prefetch included) is done before the count.
  await page.waitForLoadState('networkidle');
  const ethersBeforeConnect = await ethers();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Connect Wallet' }).click();
  await page
    .getByText('0x1234…abcd')
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const ethersOnConnect = await ethers();
  await context.close();
  return { copies, missed, ethersBeforeConnect, ethersOnConnect };
}
