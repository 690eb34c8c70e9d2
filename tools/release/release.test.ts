import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppReleaseStatus } from '@admin/api-client/contract';
import { parseArgs, run } from './release';
import { smokePages, withRelease } from './release-smoke';
import { packageOf, singletonRequires } from './release-metadata';

const status = (live: string | null): AppReleaseStatus => ({
  app: 'orders-mfe',
  container: 'orders_mfe',
  live: live
    ? {
        id: 1,
        app: 'orders-mfe',
        release: live,
        commit: 'abc',
        builtAt: '',
        publishedBy: 'ci',
        publishedAt: '2026-11-28T10:00:00.000Z',
        manifestUrl: '',
        pages: [],
        exposes: [],
        requires: {},
        lastUsedAt: null,
      }
    : null,
  liveErrors: { pageLoads: 0, failedLoads: 0, rate: null },
  canary: null,
  lastStop: null,
  settings: { ratio: 2, points: 5, minLoads: 50 },
  sessions: [],
  history: [],
  releases: [],
});

/** A built remote: dist/ with its manifest and release.json. */
function built(release: string) {
  const dist = mkdtempSync(join(tmpdir(), 'release-dist-'));
  writeFileSync(join(dist, 'mf-manifest.json'), '{}');
  writeFileSync(
    join(dist, 'release.json'),
    JSON.stringify({
      app: 'orders-mfe',
      container: 'orders_mfe',
      pages: [],
      release,
      commit: 'c1',
      builtAt: '2026-11-28T10:00:00.000Z',
      exposes: ['./OrderListPage'],
      requires: { react: '19.3.1' },
    }),
  );
  return dist;
}

let calls: { url: string; init: RequestInit }[];
const answer = (status: number, body: unknown) => {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
};

beforeEach(() => {
  calls = [];
  vi.stubEnv('RELEASE_TOKEN', 'rdt_orders');
  vi.stubEnv('RELEASE_API', 'http://api.test/api');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('npm run release', () => {
  it('names the commands and the apps it knows', () => {
    expect(() => parseArgs(['ship', 'orders-mfe'])).toThrow(/publish\|canary\|promote\|rollback/);
    expect(() => parseArgs(['publish', 'billing-mfe'])).toThrow('Unknown app "billing-mfe"');
    expect(parseArgs(['canary', 'orders-mfe', 'b1', '--share', '50'])).toMatchObject({
      positional: ['b1'],
      options: { share: '50' },
    });
  });

  it('publishes: copies the build to its own path on the remote’s origin and registers it with the deploy token', async () => {
    const store = mkdtempSync(join(tmpdir(), 'release-store-'));
    answer(201, { data: { ...status(null), releases: [{ release: 'r7' }] } });
    const printed: string[] = [];
    await run(
      ['publish', 'orders-mfe', '--dist', built('r7'), '--store', store, '--origin', 'https://orders.example.com'],
      (line) => printed.push(line),
    );
    expect(existsSync(join(store, 'r7', 'mf-manifest.json'))).toBe(true);
    expect(calls[0]?.url).toBe('http://api.test/api/deploy/orders-mfe/releases');
    expect(calls[0]?.init.headers).toMatchObject({ authorization: 'Bearer rdt_orders' });
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      release: 'r7',
      commit: 'c1',
      manifestUrl: 'https://orders.example.com/releases/r7/mf-manifest.json',
      requires: { react: '19.3.1' },
    });
    expect(printed[0]).toBe('Published orders-mfe r7: not served to anyone until a canary or promote.');
  });

  it('removes the copied files when the registry refuses the release, and says why', async () => {
    const store = mkdtempSync(join(tmpdir(), 'release-store-'));
    answer(422, {
      message: 'Refused: orders-mfe r8 needs react 20.0.0 (major 20); the live shell s1 provides react 19.3.1',
    });
    await expect(run(['publish', 'orders-mfe', '--dist', built('r8'), '--store', store])).rejects.toThrow(
      '422: Refused: orders-mfe r8 needs react 20.0.0 (major 20); the live shell s1 provides react 19.3.1',
    );
    expect(existsSync(join(store, 'r8'))).toBe(false);
  });

  it('never overwrites a release’s files, and refuses a build without a release id', async () => {
    const store = mkdtempSync(join(tmpdir(), 'release-store-'));
    mkdirSync(join(store, 'r9'));
    answer(201, {});
    await expect(run(['publish', 'orders-mfe', '--dist', built('r9'), '--store', store])).rejects.toThrow(
      /never overwritten/,
    );
    await expect(run(['publish', 'orders-mfe', '--dist', built('dev'), '--store', store])).rejects.toThrow(
      /PUBLIC_RELEASE/,
    );
    expect(calls).toEqual([]);
  });

  it('says the API’s refusal of a token for another app', async () => {
    answer(403, { message: 'This deploy token releases orders-mfe only, not customers-mfe', code: 'forbidden' });
    await expect(run(['rollback', 'customers-mfe'])).rejects.toThrow(
      '403: This deploy token releases orders-mfe only, not customers-mfe',
    );
  });

  it('rolls back and prints when, so the time to reach open browsers can be measured', async () => {
    answer(200, { data: status('a1') });
    const printed: string[] = [];
    await run(['rollback', 'orders-mfe', '--reason', 'Orders table empty'], (line) => printed.push(line));
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ reason: 'Orders table empty' });
    expect(printed[0]).toMatch(
      /^Rolled back orders-mfe to a1 at \d{4}-\d\d-\d\dT[\d:.]+Z; open browsers take it at their next check \(within 60 s\)/,
    );
  });
});

describe('release.json', () => {
  it('records each singleton’s package version, and a contract for our libs’ entries', () => {
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@tanstack/react-query')).toBe('@tanstack/react-query');
    const requires = singletonRequires(join(import.meta.dirname, '../../apps/orders-mfe'));
    const react = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../node_modules/react/package.json'), 'utf8'),
    ) as {
      version: string;
    };
    expect(requires.react).toBe(react.version);
    expect(requires['@admin/auth/singletons']).toMatch(/^\d+$/);
    expect(Object.keys(requires)).not.toContain('react/jsx-runtime');
  });
});

describe('npm run release -- … --smoke', () => {
  const target = {
    app: 'orders-mfe',
    container: 'orders_mfe',
    release: 'b1',
    manifest: 'https://orders.example.com/releases/b1/mf-manifest.json',
    pages: [
      { path: '/orders', expose: './OrderListPage', title: 'Orders', section: '/orders' },
      { path: '/order-details/:id', expose: './OrderDetailPage', title: 'Order Details', section: '/orders' },
    ] as const,
  };

  it('reads --smoke as a flag, not as taking the next word', () => {
    expect(parseArgs(['promote', 'orders-mfe', '--smoke', 'b1'])).toMatchObject({
      positional: ['b1'],
      options: { smoke: 'yes' },
    });
  });

  it('tries the release in place of the remote’s live one and its canary, keeping every other setting', () => {
    const live = {
      apiBaseUrl: 'https://api.example.com/api',
      remotes: { orders_mfe: 'https://orders.example.com/releases/a1/mf-manifest.json', config_mfe: 'k' },
      apps: {
        orders_mfe: { live: { release: 'a1' }, canary: { release: 'c1' } },
        config_mfe: { live: { release: 'k1' } },
      },
    };
    expect(withRelease(live, { ...target, pages: [...target.pages] })).toEqual({
      apiBaseUrl: 'https://api.example.com/api',
      remotes: { orders_mfe: target.manifest, config_mfe: 'k' },
      apps: {
        orders_mfe: { live: { release: 'b1', manifest: target.manifest, pages: [...target.pages] } },
        config_mfe: { live: { release: 'k1' } },
      },
    });
  });

  it('opens the pages without parameters and says which it skipped', () => {
    expect(smokePages(target.pages)).toEqual({ open: ['/orders'], skipped: ['/order-details/:id'] });
  });

  it('asks for a staff session before anything moves', async () => {
    answer(200, { data: status('a1') });
    await expect(run(['canary', 'orders-mfe', 'b1', '--share', '10', '--smoke'])).rejects.toThrow(
      'Set RELEASE_SMOKE_ACCESS_TOKEN',
    );
    expect(calls).toEqual([]);
  });
});
