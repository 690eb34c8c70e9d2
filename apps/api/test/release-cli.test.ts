/**
 * `npm run release` (tools/release/release.ts) against a real API: a team's pipeline publishes its built
 * remote to its own path, canaries, promotes and rolls back with its deploy token, and each move
 * lands in the runtime-config.json the shell reads.
 */
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedDeployToken, ItemResponse, PageDeclaration, RuntimeConfigApps } from '@admin/api-client/contract';
import { run } from '../../../tools/release/release';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';

/** orders-mfe's list page, declared whole as its release.json carries it. */
const ORDER_LIST: PageDeclaration = {
  path: '/orders',
  expose: './OrderListPage',
  title: 'Orders',
  section: '/orders',
};

describe('npm run release against the registry', () => {
  let server: TestServer;
  let work: string;
  let configPath: string;
  const tokens: Record<string, string> = {};
  const store = () => path.join(work, 'store');
  const printed: string[] = [];

  /** A built app's dist/: a manifest and its release.json. */
  async function built(app: string, release: string, requires: Record<string, string> = { react: '19.3.1' }) {
    const dist = path.join(work, 'dist', `${app}-${release}`);
    await fs.mkdir(dist, { recursive: true });
    await fs.writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: release }));
    const pages = app === 'shell' ? [] : [ORDER_LIST];
    const exposes = app === 'shell' ? [] : ['./OrderListPage'];
    await fs.writeFile(
      path.join(dist, 'release.json'),
      JSON.stringify({
        app,
        container: app.replace('-', '_'),
        pages,
        release,
        commit: `c-${release}`,
        builtAt: '2026-11-28T10:00:00.000Z',
        exposes,
        requires,
      }),
    );
    return dist;
  }
  const release = (app: string, ...args: string[]) => {
    vi.stubEnv('RELEASE_TOKEN', tokens[app] ?? '');
    return run(args, (line) => printed.push(line));
  };
  const liveOf = async (container: string) =>
    (JSON.parse(await fs.readFile(configPath, 'utf8')) as { apps?: RuntimeConfigApps }).apps?.[container];

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'release-cli-'));
    configPath = path.join(work, 'runtime-config.json');
    await fs.writeFile(configPath, JSON.stringify({ remotes: {} }));
    server = await startServer({ releaseRuntimeConfig: configPath });
    vi.stubEnv('RELEASE_API', `${server.url}/api`);
    const admin = client(server.url, (await signIn(server.url)).token);
    for (const app of ['shell', 'orders-mfe']) {
      const created = await admin.post<ItemResponse<CreatedDeployToken>>('/api/v2/releases/tokens', {
        app,
        name: `${app}-ci`,
      });
      tokens[app] = created.body.data.token;
    }
    await release(
      'shell',
      'publish',
      'shell',
      '--dist',
      await built('shell', 'shell-1'),
      '--origin',
      'http://127.0.0.1:4200',
    );
    await release('shell', 'promote', 'shell', 'shell-1');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  const ORIGIN = 'http://127.0.0.1:4202';
  const publish = async (id: string, requires?: Record<string, string>) =>
    release(
      'orders-mfe',
      'publish',
      'orders-mfe',
      '--dist',
      await built('orders-mfe', id, requires),
      '--store',
      store(),
      '--origin',
      ORIGIN,
    );

  it('publishes to the remote’s own path, then promotes: runtime-config.json points browsers at it', async () => {
    await publish('a1');
    expect(existsSync(path.join(store(), 'a1', 'mf-manifest.json'))).toBe(true);
    expect(await liveOf('orders_mfe')).toBeUndefined();
    await release('orders-mfe', 'promote', 'orders-mfe', 'a1');
    expect((await liveOf('orders_mfe'))?.live).toEqual({
      release: 'a1',
      manifest: `${ORIGIN}/releases/a1/mf-manifest.json`,
      pages: [ORDER_LIST],
    });
  });

  it('is refused a React the live shell lacks, naming it, and leaves no files behind', async () => {
    await expect(publish('a2', { react: '20.0.0' })).rejects.toThrow(
      '422: Refused: orders-mfe a2 needs react 20.0.0 (major 20); the live shell shell-1 provides react 19.3.1',
    );
    expect(existsSync(path.join(store(), 'a2'))).toBe(false);
  });

  it('runs a canary for a share and named staff, then promotes it and rolls back, printing when', async () => {
    await publish('b1');
    printed.length = 0;
    await release('orders-mfe', 'canary', 'orders-mfe', 'b1', '--share', '50', '--members', '4');
    expect(printed.join('\n')).toContain('canary: b1 for 50% of staff and 1 named');
    expect((await liveOf('orders_mfe'))?.canary).toMatchObject({ release: 'b1', share: 50 });

    await release('orders-mfe', 'promote', 'orders-mfe');
    expect((await liveOf('orders_mfe'))?.live.release).toBe('b1');
    expect((await liveOf('orders_mfe'))?.canary).toBeUndefined();

    printed.length = 0;
    await release('orders-mfe', 'rollback', 'orders-mfe', '--reason', 'empty table');
    expect(printed[0]).toMatch(
      /^Rolled back orders-mfe to a1 at \d{4}-\d\d-\d\dT[\d:.]+Z; open browsers take it at their next check \(within 60 s\)/,
    );
    expect((await liveOf('orders_mfe'))?.live.release).toBe('a1');
    expect(printed.join('\n')).toContain('Rolled back a1 by Deploy token orders-mfe-ci');
  });

  it('refuses a deploy token on another remote', async () => {
    vi.stubEnv('RELEASE_TOKEN', tokens['orders-mfe'] ?? '');
    await expect(run(['rollback', 'customers-mfe'])).rejects.toThrow(
      '403: This deploy token releases orders-mfe only, not customers-mfe',
    );
  });
});
