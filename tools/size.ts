// Bundle figures, measured in Chromium: the shell's initial JS, and for each remote the JS its first
// page costs (remote entry + page chunks from the remote's origin, plus shared modules the shell had
// not loaded yet). Sizes are gzip -9 of each downloaded file. Run: npm run size
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import { TOKEN_STORAGE_KEYS } from '@admin/api-client';
import { remoteApps, remoteNames, type RemoteName } from './federation';
import { serveStatic } from './serve-static';

const root = resolve(import.meta.dirname, '..');
// The first page of each remote, reached through its sidebar link.
const firstPages: Record<RemoteName, { link: string; path: string }> = {
  projects_mfe: { link: 'Project List', path: '/' },
  orders_mfe: { link: 'Orders', path: '/orders' },
  customers_mfe: { link: 'Customers', path: '/customers' },
  config_mfe: { link: 'Config', path: '/config' },
};
const remotes = remoteNames.map((name) => ({ name, app: remoteApps[name], ...firstPages[name] }));

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { cwd: root, stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
if (build.status !== 0) throw new Error('Build failed: run "npx nx run-many -t build" to see why.');

const work = mkdtempSync(join(tmpdir(), 'admin-size-'));
const servers: Server[] = [];
const portOf = (server: { address(): unknown }) => (server.address() as AddressInfo).port;
const origins = new Map<string, string>();
for (const remote of remotes) {
  const server = await serveStatic({ dir: join(root, 'apps', remote.app, 'dist'), port: 0 });
  servers.push(server);
  origins.set(`http://127.0.0.1:${portOf(server)}`, remote.app);
}
const configFile = join(work, 'runtime-config.json');
const remoteUrls = Object.fromEntries(remotes.map((r, i) => [r.name, `http://127.0.0.1:${portOf(servers[i]!)}/mf-manifest.json`]));
writeFileSync(configFile, JSON.stringify({ storage: { gatewayUrl: 'http://127.0.0.1:9/ipfs', jwt: 'size-report' }, remotes: remoteUrls }));
const shell = await serveStatic({ dir: join(root, 'apps/shell/dist'), port: 0, spa: true, overrides: { '/runtime-config.json': configFile } });
servers.push(shell);
const shellOrigin = `http://127.0.0.1:${portOf(shell)}`;
origins.set(shellOrigin, 'shell');

interface Download {
  origin: string;
  file: string;
  gzip: number;
}

/** Records every script the page downloads during `step`. */
async function scriptsDuring(page: Page, step: () => Promise<void>): Promise<Download[]> {
  const pending: Promise<Download | null>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => {
          const url = new URL(response.url());
          return { origin: url.origin, file: url.pathname, gzip: gzipSync(body, { level: 9 }).length };
        })
        .catch(() => null),
    );
  };
  page.on('response', listener);
  await step();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return (await Promise.all(pending)).filter((d): d is Download => d !== null);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  // The route guard only checks that a token is stored; the size of the screens does not depend on its value.
  await page.addInitScript((key) => localStorage.setItem(key, 'size-report'), TOKEN_STORAGE_KEYS.accessToken);
  const rows: Array<[string, Download[]]> = [];
  rows.push([
    'shell: initial JS (/getting-started)',
    await scriptsDuring(page, async () => {
      await page.goto(`${shellOrigin}/getting-started`);
      await page.getByRole('heading', { level: 1, name: 'Getting started' }).waitFor();
    }),
  ]);
  for (const remote of remotes) {
    rows.push([
      `${remote.app}: entry + first page (${remote.path})`,
      await scriptsDuring(page, async () => {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: remote.link, exact: true }).click();
        await page.getByLabel('Route details').or(page.getByRole('alert')).first().waitFor();
      }),
    ]);
  }

  console.log('\nJavaScript downloaded (gzip -9, KiB)\n');
  console.log(`${'step'.padEnd(46)} ${'total'.padStart(7)} ${'own'.padStart(7)} ${'shared'.padStart(7)}  files`);
  for (const [label, downloads] of rows) {
    const total = downloads.reduce((sum, d) => sum + d.gzip, 0);
    const owner = label.split(':')[0];
    const own = downloads.filter((d) => origins.get(d.origin) === owner).reduce((sum, d) => sum + d.gzip, 0);
    console.log(`${label.padEnd(46)} ${kb(total)} ${kb(own)} ${kb(total - own)}  ${downloads.length}`);
    if (process.argv.includes('--files')) for (const d of [...downloads].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(d.gzip)}  ${d.file}`);
  }
  console.log('\n"own" comes from the app\'s own origin; "shared" are singletons (React, router, libs) first needed by that step.\n');
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => new Promise((r) => server.close(r))));
  rmSync(work, { recursive: true, force: true });
}
