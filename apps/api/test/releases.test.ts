/**
 * The release registry (docs/releases.md): deploy tokens scoped to one app, immutable releases, the
 * gate against the live shell and the live remotes, pointer moves written to runtime-config.json and
 * the audit trail, and the automatic stop of a canary whose page loads fail.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppReleaseStatus,
  AuditEntry,
  CreatedDeployToken,
  ItemResponse,
  ListResponse,
  PageDeclaration,
  PublishReleaseBody,
  ReleasesOverview,
  RuntimeConfigApps,
  SectionPath,
} from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';

const SHELL_PROVIDES = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@admin/auth/singletons': '1',
};

/** A page as a remote declares it (PageDeclaration): the registry refuses one the shell could not route to. */
const page = (path: string, expose: `./${string}`, section: SectionPath = '/orders'): PageDeclaration => ({
  path,
  expose,
  title: expose.slice(2),
  section,
});

const build = (release: string, overrides: Partial<PublishReleaseBody> = {}): PublishReleaseBody => ({
  release,
  commit: `c0ffee${release.replace(/\W/g, '')}`.slice(0, 12),
  builtAt: '2026-11-28T10:00:00.000Z',
  manifestUrl: `http://localhost:4202/releases/${release}/mf-manifest.json`,
  pages: [page('/orders', './OrderListPage')],
  exposes: ['./OrderListPage'],
  requires: { react: '19.3.1', '@admin/auth/singletons': '1' },
  ...overrides,
});

describe('the release registry', () => {
  let server: TestServer;
  let configPath: string;
  let admin: ReturnType<typeof client>;
  let anon: ReturnType<typeof client>;
  const tokens: Record<string, string> = {};
  const deploy = (app: string, token = tokens[app]) => ({
    publish: (body: PublishReleaseBody) =>
      anon.post<ItemResponse<AppReleaseStatus>>(`/api/deploy/${app}/releases`, body, { token }),
    promote: (body = {}) => anon.post<ItemResponse<AppReleaseStatus>>(`/api/deploy/${app}/promote`, body, { token }),
    canary: (body: unknown) => anon.post<ItemResponse<AppReleaseStatus>>(`/api/deploy/${app}/canary`, body, { token }),
    rollback: (body = {}) => anon.post<ItemResponse<AppReleaseStatus>>(`/api/deploy/${app}/rollback`, body, { token }),
    status: () => anon.get<ItemResponse<AppReleaseStatus>>(`/api/deploy/${app}`, { token }),
  });
  const runtimeConfig = async () =>
    JSON.parse(await fs.readFile(configPath, 'utf8')) as { remotes: Record<string, string>; apps: RuntimeConfigApps };
  const beacon = async (load: string, remote: string, release: string) => {
    const answer = await anon.post('/api/release-beacons', { load: `load-${load}`, runs: [{ remote, release }] });
    expect(answer.status).toBe(204);
  };
  const clientError = async (load: string, remote: string, release: string) => {
    const report = { kind: 'error-boundary', message: 'boom', remote, release, route: '/orders', load: `load-${load}` };
    expect((await anon.post('/api/client-errors', report)).status).toBe(204);
  };

  beforeAll(async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'registry-'));
    configPath = path.join(dir, 'runtime-config.json');
    await fs.writeFile(
      configPath,
      JSON.stringify({
        apiBaseUrl: 'http://localhost:3000/api',
        remotes: { orders_mfe: 'http://localhost:4202/mf-manifest.json' },
      }),
    );
    server = await startServer({ releaseRuntimeConfig: configPath, clientReportLimit: 100_000 });
    admin = client(server.url, (await signIn(server.url)).token);
    anon = client(server.url);
    for (const app of ['shell', 'orders-mfe', 'customers-mfe']) {
      const created = await admin.post<ItemResponse<CreatedDeployToken>>('/api/v2/releases/tokens', {
        app,
        name: `${app}-ci`,
      });
      expect(created.status).toBe(201);
      tokens[app] = created.body.data.token;
    }
  });
  afterAll(() => server.close());

  it('refuses a remote before a shell is live: the gate has nothing to check it against', async () => {
    const answer = await deploy('orders-mfe').publish(build('a0'));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: expect.stringContaining('No live shell release is registered') });
  });

  it('publishes and promotes the shell with what it provides', async () => {
    const shell = deploy('shell');
    expect((await shell.publish(build('shell-1', { pages: [], exposes: [], requires: SHELL_PROVIDES }))).status).toBe(
      201,
    );
    const promoted = await shell.promote({ release: 'shell-1' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.live?.release).toBe('shell-1');
  });

  it('keeps a deploy token to its own app: 401 without a known one, 403 on another app', async () => {
    const other = await deploy('customers-mfe', tokens['orders-mfe']).publish(build('c1'));
    expect(other).toMatchObject({
      status: 403,
      body: { message: 'This deploy token releases orders-mfe only, not customers-mfe', code: 'forbidden' },
    });
    expect((await deploy('orders-mfe', 'rdt_not-a-token').status()).status).toBe(401);
    expect((await deploy('orders-mfe', '').status()).status).toBe(401);
    // A staff session is not a deploy token either.
    expect((await deploy('orders-mfe', (await signIn(server.url)).token).status()).status).toBe(401);
  });

  it('registers an immutable release: who, which commit, its pages; the same id twice is refused', async () => {
    const orders = deploy('orders-mfe');
    const published = await orders.publish(build('a1'));
    expect(published.status).toBe(201);
    const [release] = published.body.data.releases;
    expect(release).toMatchObject({
      release: 'a1',
      commit: 'c0ffeea1',
      publishedBy: 'Deploy token orders-mfe-ci',
      pages: [page('/orders', './OrderListPage')],
      requires: { react: '19.3.1' },
    });
    expect(published.body.data.history[0]).toMatchObject({
      move: 'publish',
      to: 'a1',
      by: 'Deploy token orders-mfe-ci',
    });
    expect(published.body.data.live).toBeNull();
    const again = await orders.publish(build('a1', { commit: 'other' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: expect.stringContaining('a release is immutable') });
  });

  it('refuses at publish a React the live shell lacks, naming it', async () => {
    const answer = await deploy('orders-mfe').publish(build('r20', { requires: { react: '20.0.0' } }));
    expect(answer.status).toBe(422);
    expect((answer.body as { message: string }).message).toBe(
      'Refused: orders-mfe r20 needs react 20.0.0 (major 20); the live shell shell-1 provides react 19.3.1',
    );
  });

  it('refuses a lib contract the live shell does not provide, and a singleton it lacks', async () => {
    const answer = await deploy('orders-mfe').publish(
      build('c2', { requires: { '@admin/auth/singletons': '2', jotai: '2.20.0' } }),
    );
    expect(answer.status).toBe(422);
    const { message } = answer.body as { message: string };
    expect(message).toContain('@admin/auth/singletons contract 2; the live shell shell-1 provides contract 1');
    expect(message).toContain('jotai 2.20.0, which the live shell shell-1 does not provide');
  });

  it('refuses a page declaration the shell could not route to (no title or section)', async () => {
    const bare = [{ path: '/orders', expose: './OrderListPage' }] as unknown as PageDeclaration[];
    const answer = await deploy('orders-mfe').publish(build('x0', { pages: bare }));
    expect(answer.status).toBe(400);
  });

  it('refuses a page whose expose the release lacks', async () => {
    const answer = await deploy('orders-mfe').publish(
      build('x1', { pages: [page('/order-report', './OrderReportPage')] }),
    );
    expect(answer.status).toBe(422);
    expect((answer.body as { message: string }).message).toBe(
      'Refused: orders-mfe x1 declares the page /order-report with the expose ./OrderReportPage, which it does not expose',
    );
  });

  it('refuses a route another remote owns', async () => {
    const customers = deploy('customers-mfe');
    const customerPages = {
      pages: [page('/customers', './CustomerListPage', '/customers')],
      exposes: ['./CustomerListPage'],
    };
    expect((await customers.publish(build('k1', customerPages))).status).toBe(201);
    expect((await customers.promote({ release: 'k1' })).status).toBe(200);
    const answer = await deploy('orders-mfe').publish(build('o2', { pages: [page('/Customers/', './OrderListPage')] }));
    expect(answer.status).toBe(422);
    expect((answer.body as { message: string }).message).toContain(
      'The route /Customers/ is already owned by customers-mfe',
    );
  });

  it('promotes by moving a pointer: runtime-config.json names the live release, its manifest and pages', async () => {
    const promoted = await deploy('orders-mfe').promote({ release: 'a1' });
    expect(promoted.status).toBe(200);
    const config = await runtimeConfig();
    expect(config.apps.orders_mfe).toEqual({
      live: {
        release: 'a1',
        manifest: 'http://localhost:4202/releases/a1/mf-manifest.json',
        pages: [page('/orders', './OrderListPage')],
      },
    });
    expect(config.remotes.orders_mfe).toBe('http://localhost:4202/releases/a1/mf-manifest.json');
    // Other settings of the document are kept.
    expect(config).toMatchObject({ apiBaseUrl: 'http://localhost:3000/api' });
  });

  it('runs a canary for a share and named members, published only as salted hashes', async () => {
    expect((await deploy('orders-mfe').publish(build('b1'))).status).toBe(201);
    const canary = await admin.post<ItemResponse<AppReleaseStatus>>('/api/v2/releases/orders-mfe/canary', {
      release: 'b1',
      share: 50,
      members: [4, 4, 7],
    });
    expect(canary.status).toBe(200);
    expect(canary.body.data.canary).toMatchObject({ share: 50, memberIds: [4, 7], release: { release: 'b1' } });
    const { canary: published } = (await runtimeConfig()).apps.orders_mfe ?? {};
    expect(published).toMatchObject({ release: 'b1', share: 50, salt: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const hash = (id: number) => createHash('sha256').update(`${published?.salt}:${id}`).digest('hex');
    expect(published?.members).toEqual([hash(4), hash(7)]);
    expect(JSON.stringify(published)).not.toMatch(/"(4|7)"/);
  });

  it('writes every move to the audit trail under the app', async () => {
    const trail = await admin.get<ListResponse<AuditEntry>>(
      '/api/v2/audit?record_type=release&record_id=orders-mfe&limit=50',
    );
    expect(trail.status).toBe(200);
    const lines = trail.body.data.map((entry) => [
      entry.action,
      entry.actor?.name,
      entry.changes.map((c) => `${c.field}:${c.after}`).join(','),
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['create', 'Deploy token orders-mfe-ci', 'release:a1,commit:c0ffeea1'],
        ['status_change', 'Deploy token orders-mfe-ci', 'live:a1'],
        ['status_change', 'Asha Admin', 'canary:b1,canary_share:50'],
      ]),
    );
  });

  it('keeps the canary while it has fewer page loads than the threshold, even all failing', async () => {
    for (let i = 0; i < 10; i++) {
      await beacon(`canary-few-${i}`, 'orders_mfe', 'b1');
      await clientError(`canary-few-${i}`, 'orders_mfe', 'b1');
    }
    const status = await deploy('orders-mfe').status();
    expect(status.body.data.canary?.errors).toEqual({ pageLoads: 10, failedLoads: 10, rate: 100 });
  });

  it('stops a canary whose page loads fail over twice as often as live and 5 points above, over 50 loads', async () => {
    for (let i = 0; i < 50; i++) await beacon(`live-${i}`, 'orders_mfe', 'a1');
    await clientError('live-0', 'orders_mfe', 'a1');
    // 10 failed of 10 so far; 40 more loads, none failing: 10 of 50 (20%) against 2%.
    for (let i = 0; i < 39; i++) await beacon(`canary-ok-${i}`, 'orders_mfe', 'b1');
    expect((await deploy('orders-mfe').status()).body.data.canary).not.toBeNull();
    await beacon('canary-ok-last', 'orders_mfe', 'b1');
    const status = (await deploy('orders-mfe').status()).body.data;
    expect(status.canary).toBeNull();
    expect(status.live?.release).toBe('a1');
    expect(status.lastStop).toMatchObject({ move: 'auto_stop', from: 'b1', by: 'the registry' });
    expect(status.lastStop?.reason).toBe(
      'Stopped automatically: orders-mfe b1 failed 10 of 50 page loads (20%) against 2% for the live a1 (50 page loads); ' +
        'the threshold is over 2x the live rate and at least 5 points above it, over at least 50 page loads',
    );
    expect((await runtimeConfig()).apps.orders_mfe?.canary).toBeUndefined();
    const trail = await admin.get<ListResponse<AuditEntry>>(
      '/api/v2/audit?record_type=release&record_id=orders-mfe&limit=1',
    );
    expect(trail.body.data[0]).toMatchObject({ actor: null, note: status.lastStop?.reason });
  });

  it('does not stop a canary within its app’s own thresholds', async () => {
    const settings = await admin.put('/api/v2/releases/orders-mfe/settings', { ratio: 2, points: 5, minLoads: 5 });
    expect(settings.status).toBe(200);
    expect((await admin.post('/api/v2/releases/orders-mfe/canary', { release: 'b1', share: 10 })).status).toBe(200);
    // The live rate since this canary started: 1 of 10 (10%); the canary: 2 of 10 (20%), not over 2x.
    for (let i = 0; i < 10; i++) await beacon(`live2-${i}`, 'orders_mfe', 'a1');
    await clientError('live2-0', 'orders_mfe', 'a1');
    for (let i = 0; i < 10; i++) await beacon(`canary2-${i}`, 'orders_mfe', 'b1');
    await clientError('canary2-0', 'orders_mfe', 'b1');
    await clientError('canary2-1', 'orders_mfe', 'b1');
    const status = (await deploy('orders-mfe').status()).body.data;
    expect(status.canary?.errors).toMatchObject({ pageLoads: 10, failedLoads: 2, rate: 20 });
    expect(status.liveErrors).toMatchObject({ pageLoads: 10, failedLoads: 1, rate: 10 });
    expect(status.sessions).toEqual(
      expect.arrayContaining([expect.objectContaining({ release: 'b1' }), expect.objectContaining({ release: 'a1' })]),
    );
  });

  it('promotes the canary, then rolls back to the release live before it', async () => {
    const orders = deploy('orders-mfe');
    const promoted = await orders.promote();
    expect(promoted.body.data).toMatchObject({ live: { release: 'b1' }, canary: null });
    const rolledBack = await orders.rollback({ reason: 'Orders table empty' });
    expect(rolledBack.status).toBe(200);
    expect(rolledBack.body.data.live?.release).toBe('a1');
    expect(rolledBack.body.data.history[0]).toMatchObject({
      move: 'rollback',
      from: 'b1',
      to: 'a1',
      reason: 'Orders table empty',
    });
    expect((await runtimeConfig()).apps.orders_mfe?.live.release).toBe('a1');
    // a1 was live first: nothing earlier to go back to.
    expect((await admin.post('/api/v2/releases/orders-mfe/rollback', {})).status).toBe(409);
  });

  it('answers the Releases screen for releases.manage only', async () => {
    const overview = await admin.get<ReleasesOverview>('/api/v2/releases');
    expect(overview.status).toBe(200);
    expect(overview.body.apps.map((app) => app.app).sort()).toEqual([
      'config-mfe',
      'customers-mfe',
      'orders-mfe',
      'projects-mfe',
      'shell',
    ]);
    const manager = client(server.url, (await signIn(server.url, '9810000000')).token);
    expect(await manager.get('/api/v2/releases')).toMatchObject({
      status: 403,
      body: { message: 'Missing permission: releases.manage', permission: 'releases.manage' },
    });
    expect((await manager.post('/api/v2/releases/orders-mfe/rollback', {})).status).toBe(403);
  });

  it('revokes a deploy token', async () => {
    const list = await admin.get<{ data: { id: number; app: string }[] }>('/api/v2/releases/tokens');
    const customersToken = list.body.data.find((token) => token.app === 'customers-mfe');
    expect((await admin.delete(`/api/v2/releases/tokens/${customersToken?.id}`)).status).toBe(200);
    expect((await deploy('customers-mfe').status()).status).toBe(401);
  });
});
