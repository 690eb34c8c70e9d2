import { describe, expect, it } from 'vitest';
import { testApps, testPages } from '../testing/releases';
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const remotes = {
  projects_mfe: 'http://localhost:4201/mf-manifest.json',
  orders_mfe: 'http://localhost:4202/mf-manifest.json',
  customers_mfe: 'http://localhost:4203/mf-manifest.json',
  config_mfe: 'http://localhost:4204/mf-manifest.json',
};
const storage = { gatewayUrl: 'http://localhost:3000/ipfs', jwt: 'dev-storage-jwt' };
const apps = testApps();

describe('parseRuntimeConfig', () => {
  it('fills the spec defaults: API base on localhost:3000 and chain 51', () => {
    const config = parseRuntimeConfig({ storage, apps, remotes });
    expect(config.apiBaseUrl).toBe('http://localhost:3000/api');
    expect(config.chain.id).toBe(51);
    expect(config.remotes).toEqual(remotes);
  });

  it('refuses to start without the storage gateway URL or JWT, naming both', () => {
    expect(() => parseRuntimeConfig({ remotes })).toThrow(
      'Missing required settings: storage.gatewayUrl (storage gateway URL), storage.jwt (storage JWT).',
    );
    expect(() => parseRuntimeConfig({ remotes, storage: { gatewayUrl: 'http://x', jwt: ' ' } })).toThrow(
      'Missing required setting: storage.jwt (storage JWT).',
    );
  });

  it('reads the origins allowed for QA overrides; absent means overrides are off', () => {
    expect(parseRuntimeConfig({ storage, apps, remotes }).remoteOverrideOrigins).toEqual([]);
    expect(
      parseRuntimeConfig({
        storage,
        apps,
        remotes,
        remoteOverrideOrigins: ['http://localhost:*', 'https://qa.example.com'],
      }).remoteOverrideOrigins,
    ).toEqual(['http://localhost:*', 'https://qa.example.com']);
  });

  it('reads the pages of each remote’s live release, whose manifest is the one under "remotes"', () => {
    const config = parseRuntimeConfig({ storage, apps, remotes });
    expect(config.apps.orders_mfe.live).toEqual({
      release: 'test',
      manifest: remotes.orders_mfe,
      pages: testPages.orders_mfe,
    });
  });

  it('keeps a canary the registry runs with its pages, and drops one whose pages are not whole', () => {
    const canary = {
      release: 'o2',
      manifest: 'http://localhost:4202/releases/o2/mf-manifest.json',
      pages: testPages.orders_mfe,
      share: 10,
      members: [],
      salt: 's',
    };
    const withCanary = { ...apps, orders_mfe: { ...apps.orders_mfe, canary } };
    expect(parseRuntimeConfig({ storage, apps: withCanary, remotes }).apps.orders_mfe.canary).toEqual(canary);
    const bare = { ...canary, pages: [{ path: '/orders', expose: './OrderListPage' }] };
    const withBare = { ...apps, orders_mfe: { ...apps.orders_mfe, canary: bare } };
    const parsed = parseRuntimeConfig({ storage, apps: withBare, remotes }).apps.orders_mfe;
    expect(parsed.canary).toBeUndefined();
    expect(parsed.live.pages).toEqual(testPages.orders_mfe);
  });

  it('refuses to start without the pages of every remote, naming the remote', () => {
    const { orders_mfe: _omitted, ...three } = apps;
    const message =
      'Missing the pages of remote "orders_mfe" under "apps.orders_mfe.live.pages" (each with path, expose, title and section: its release.json).';
    expect(() => parseRuntimeConfig({ storage, remotes, apps: three })).toThrow(message);
    const untitled = { ...testPages.orders_mfe[0], title: ' ' };
    expect(() =>
      parseRuntimeConfig({
        storage,
        remotes,
        apps: { ...apps, orders_mfe: { live: { release: 'x', pages: [untitled] } } },
      }),
    ).toThrow(message);
  });

  it('requires a manifest URL for every remote', () => {
    const { config_mfe: _omitted, ...three } = remotes;
    expect(() => parseRuntimeConfig({ storage, apps, remotes: three })).toThrow(RuntimeConfigError);
  });

  it('reads parcel mode per remote (true) or per page (a list); absent means none', () => {
    expect(parseRuntimeConfig({ storage, apps, remotes }).parcels).toEqual({});
    const parcels = { config_mfe: true, orders_mfe: ['OrderReportPage'], customers_mfe: false };
    expect(parseRuntimeConfig({ storage, apps, remotes, parcels }).parcels).toEqual({
      config_mfe: true,
      orders_mfe: ['OrderReportPage'],
    });
  });

  it('refuses a parcel setting naming an unknown remote or a page its remote does not serve', () => {
    const message =
      '"parcels" must name remotes, each true or a list of its pages, e.g. { "config_mfe": ["TemplatesPage"] }.';
    for (const parcels of [
      { react18: true },
      { config_mfe: ['OrderListPage'] },
      { config_mfe: [] },
      { config_mfe: 'yes' },
      [],
      'config_mfe',
    ]) {
      expect(() => parseRuntimeConfig({ storage, apps, remotes, parcels })).toThrow(message);
    }
    expect(() => parseRuntimeConfig({ storage, apps, remotes, parcels: { config_mfe: ['OrderListPage'] } })).toThrow(
      RuntimeConfigError,
    );
  });
});

describe('loadRuntimeConfig', () => {
  it('reports an unreachable or broken document clearly', async () => {
    const notFound = (() => Promise.resolve(new Response('nope', { status: 404 }))) as typeof fetch;
    await expect(loadRuntimeConfig(notFound)).rejects.toThrow('Could not fetch /runtime-config.json: HTTP 404.');
    const notJson = (() => Promise.resolve(new Response('<html>'))) as typeof fetch;
    await expect(loadRuntimeConfig(notJson)).rejects.toThrow('/runtime-config.json is not valid JSON.');
  });
});
