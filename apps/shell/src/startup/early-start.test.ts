import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, takeAssignments, takeEarly } from './early-fetches';
import { startEarlyFetches as startOnPage } from './start-early-fetches';

/** What the start does on a page load of `pathname`, with a stored session (index.html's data-boot="frame") or not. */
function startEarlyFetches(pathname: string, signedIn: boolean): void {
  window.history.replaceState(null, '', pathname);
  document.documentElement.dataset.boot = signedIn ? 'frame' : '';
  startOnPage();
}

const MANIFEST = 'http://orders.test/mf-manifest.json';
const ordersPage = (path: string, expose: string) => ({ path, expose, title: expose, section: '/orders' });
const config = {
  apiBaseUrl: 'http://api.test/api',
  remotes: { orders_mfe: MANIFEST },
  // The release's pages name the remote of the opening URL: a page it adds is preloaded as early.
  apps: {
    orders_mfe: {
      live: {
        release: 'r2',
        manifest: MANIFEST,
        pages: [ordersPage('/orders', './OrderListPage'), ordersPage('/order-summary', './OrderSummaryPage')],
      },
    },
  },
};
// What index.html says the shell's build provides (tools/preload-startup.ts).
const shellProviding = (...names: string[]) => {
  const meta = document.createElement('meta');
  meta.name = 'admin:provided-shared';
  meta.content = names.join(' ');
  document.head.appendChild(meta);
};

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/orders_mfe.1.js', path: '' } },
  // Each shared module's every file, and what each page consumes (tools/manifest-preloads.ts).
  shared: [
    { name: 'react', assets: { js: { sync: ['static/js/async/react.5.js'] } } },
    {
      name: '@admin/ui/zod-mini',
      assets: { js: { sync: ['static/js/async/mini.6.js', 'static/js/async/core.7.js'] } },
    },
  ],
  exposes: [
    {
      name: 'OrderListPage',
      requires: ['react', '@admin/ui/zod-mini'],
      assets: { js: { sync: ['static/js/async/list.2.js'] }, css: { sync: ['static/css/list.3.css'] } },
    },
    { name: 'OrderSummaryPage', assets: { js: { sync: ['static/js/async/summary.4.js'] } } },
  ],
};
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn((url: string) => Promise.resolve(json(url === MANIFEST ? manifest : config)));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  document.head.innerHTML = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  // Whatever a test left untaken is taken, so the next one starts empty.
  for (const url of ['/runtime-config.json', MANIFEST]) void takeEarly(url);
});

describe('the early fetches of the entry (index.ts)', () => {
  it('signed in on a remote’s URL: fetches the runtime config, that remote’s manifest, and preloads its entry and page files', async () => {
    startEarlyFetches('/orders', true);
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/runtime-config.json', MANIFEST]);
    expect(preloads()).toEqual([
      'script http://orders.test/static/js/orders_mfe.1.js',
      'script http://orders.test/static/js/async/list.2.js',
      'style http://orders.test/static/css/list.3.css',
    ]);
  });

  it('also preloads the shared modules the page consumes that the shell does not provide (the remote’s copy runs)', async () => {
    shellProviding('react', '@admin/ui');
    startEarlyFetches('/orders', true);
    await settle();
    expect(preloads()).toEqual([
      'script http://orders.test/static/js/orders_mfe.1.js',
      'script http://orders.test/static/js/async/list.2.js',
      'style http://orders.test/static/css/list.3.css',
      'script http://orders.test/static/js/async/mini.6.js',
      'script http://orders.test/static/js/async/core.7.js',
    ]);
  });

  it('preloads a page its release declares that the shell has never heard of', async () => {
    startEarlyFetches('/order-summary', true);
    await settle();
    expect(preloads()).toEqual([
      'script http://orders.test/static/js/orders_mfe.1.js',
      'script http://orders.test/static/js/async/summary.4.js',
    ]);
  });

  it('preloads nothing from a runtime config without the releases’ pages (bootstrap reports it)', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(json({ ...config, apps: undefined })));
    startEarlyFetches('/orders', true);
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/runtime-config.json']);
    expect(preloads()).toEqual([]);
  });

  it('hands each early answer to the first who asks for it, then fetches as usual', async () => {
    startEarlyFetches('/orders', true);
    await settle();
    expect(await (await fetchEarly('/runtime-config.json', { cache: 'no-store' })).json()).toEqual(config);
    expect(await (await takeEarly(MANIFEST)!).json()).toEqual(manifest);
    expect(takeEarly(MANIFEST)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await fetchEarly('/runtime-config.json');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('signed out, or on a shell screen, fetches only the runtime config', async () => {
    startEarlyFetches('/orders', false);
    await settle();
    void takeEarly('/runtime-config.json');
    startEarlyFetches('/getting-started', true);
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/runtime-config.json', '/runtime-config.json']);
    expect(preloads()).toEqual([]);
  });

  it('an early request that failed is made again for whoever asks', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startEarlyFetches('/getting-started', true);
    expect(await (await fetchEarly('/runtime-config.json')).json()).toEqual(config);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('the releases this page load runs', () => {
  it('are decided by the start as the runtime config arrives, and bootstrap takes that decision', async () => {
    startEarlyFetches('/orders', false);
    await expect(takeAssignments()).resolves.toEqual({
      orders_mfe: { ...config.apps.orders_mfe.live, cohort: 'live' },
    });
  });

  it('a runtime config that is not JSON fails bootstrap’s take (which reports it), not the start', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { headers: { 'Content-Type': 'text/html' } }));
    startEarlyFetches('/orders', true);
    await expect(takeAssignments()).rejects.toThrow();
    expect(preloads()).toEqual([]);
  });
});

describe('index.html’s inline start (startup/inline-start.ts, its own copy of these modules)', () => {
  it('hands what it started to the entry’s copy, through the page’s global map, and the entry does not ask again', async () => {
    // What the inline copy does: its own module instance, the same map on the global object.
    const inline = (globalThis as { __adminEarlyFetches?: Map<string, Promise<Response>> }).__adminEarlyFetches!;
    inline.set('/runtime-config.json', Promise.resolve(json(config)));
    inline.set(MANIFEST, Promise.resolve(json(manifest)));
    expect(await (await fetchEarly('/runtime-config.json')).json()).toEqual(config);
    expect(await (await takeEarly(MANIFEST)!).json()).toEqual(manifest);
    // Each answer is taken once.
    expect(takeEarly('/runtime-config.json')).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
