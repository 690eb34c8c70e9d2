// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfigApps } from '@admin/api-client/contract';
import { beaconBody, recheckReleases, startReleaseChecks } from './release-checks';
import { PAGE_LOAD_ID, remoteMoved, runningRelease, setRunningReleases } from './running-releases';
import { REMOTE_NAMES, type RemoteName } from './remotes';

const manifest = (remote: string, release: string) => `http://${remote}.test/releases/${release}/mf-manifest.json`;
const remotes = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, `http://${name}.test/mf-manifest.json`]),
) as Record<RemoteName, string>;
const liveA = { release: 'A', manifest: manifest('orders_mfe', 'A'), pages: [] };
const document = (apps: RuntimeConfigApps) => ({ remotes, apps });
/** A fetch answering runtime-config.json with `body`, remembering how it was asked. */
const answering = (body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status: 200 }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the releases a page load runs', () => {
  it('stay put while runtime-config.json names the same ones, asked with a conditional request', async () => {
    setRunningReleases({ ...remotes, orders_mfe: liveA.manifest }, { orders_mfe: { ...liveA, cohort: 'live' } });
    const fetchImpl = answering(document({ orders_mfe: { live: liveA } }));
    expect(await recheckReleases(fetchImpl as typeof fetch, new Set(), () => 7)).toEqual([]);
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
    expect(remoteMoved('orders_mfe')).toBe(false);
    expect(runningRelease('orders_mfe')).toBe('A');
  });

  it('are marked moved when a rollback or a promote changes the live release', async () => {
    setRunningReleases(
      { ...remotes, orders_mfe: manifest('orders_mfe', 'B') },
      {
        orders_mfe: { release: 'B', manifest: manifest('orders_mfe', 'B'), pages: [], cohort: 'live' },
      },
    );
    const moved = await recheckReleases(
      answering(document({ orders_mfe: { live: liveA } })) as typeof fetch,
      new Set(),
      () => 7,
    );
    expect(moved).toEqual(['orders_mfe']);
    expect(remoteMoved('orders_mfe')).toBe(true);
    expect(remoteMoved('customers_mfe')).toBe(false);
  });

  it('are marked moved for a canary member when the canary stops', async () => {
    const canaryB = { release: 'B', manifest: manifest('orders_mfe', 'B'), pages: [] };
    setRunningReleases({ ...remotes, orders_mfe: canaryB.manifest }, { orders_mfe: { ...canaryB, cohort: 'canary' } });
    const stillInCanary = document({
      orders_mfe: { live: liveA, canary: { ...canaryB, share: 100, members: [], salt: 's' } },
    });
    expect(await recheckReleases(answering(stillInCanary) as typeof fetch, new Set(), () => 7)).toEqual([]);
    expect(
      await recheckReleases(answering(document({ orders_mfe: { live: liveA } })) as typeof fetch, new Set(), () => 7),
    ).toEqual(['orders_mfe']);
  });

  it('never move a remote a QA override points elsewhere', async () => {
    setRunningReleases({ ...remotes, orders_mfe: 'http://localhost:4202/mf-manifest.json' }, {});
    const overridden = new Set<RemoteName>(['orders_mfe']);
    expect(
      await recheckReleases(answering(document({ orders_mfe: { live: liveA } })) as typeof fetch, overridden, () => 7),
    ).toEqual([]);
  });

  it('are told to the API by a beacon with a random page-load id and no person', () => {
    setRunningReleases({ ...remotes, orders_mfe: liveA.manifest }, { orders_mfe: { ...liveA, cohort: 'live' } });
    expect(beaconBody()).toEqual({ load: PAGE_LOAD_ID, runs: [{ remote: 'orders_mfe', release: 'A' }] });
  });

  it('are re-checked 50 s after the page load began, however late the checks’ chunk arrived, then every 50 s', async () => {
    vi.useFakeTimers();
    const fetchImpl = answering(document({ orders_mfe: { live: liveA } }));
    vi.stubGlobal('fetch', fetchImpl);
    vi.stubGlobal('window', { setTimeout, setInterval, localStorage: { getItem: () => null } });
    // The chunk started 20 s into the page load.
    vi.spyOn(performance, 'now').mockReturnValue(20_000);
    setRunningReleases({ ...remotes, orders_mfe: liveA.manifest }, { orders_mfe: { ...liveA, cohort: 'live' } });
    const configChecks = () => fetchImpl.mock.calls.filter(([url]) => url === '/runtime-config.json').length;

    startReleaseChecks('http://api.test/api', new Set());
    expect(fetchImpl).toHaveBeenCalledWith('http://api.test/api/release-beacons', expect.anything());
    // The first re-check comes 50 s after the page load began, then every 50 s.
    await vi.advanceTimersByTimeAsync(29_999);
    expect(configChecks()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(configChecks()).toBe(1);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(configChecks()).toBe(2);
  });
});
