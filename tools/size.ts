// Bundle figures, measured in Chromium: the shell's initial JS, and for each remote the JS its first
// page costs (remote entry + page chunks from the remote's origin, plus shared modules the shell had
// not loaded yet), and the copies of each federated singleton after visiting every remote. "Initial JS"
// is defined once in tools/measure/initial-js.ts (shared with the bench). Sizes are gzip -9.
// Run: npm run size [-- --files] [-- --check]. With --check (the CI gate in tools/test.sh) it exits 1
// when a budget below is broken. Bytes only: timings are never gated.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { TOKEN_STORAGE_KEYS } from '@admin/api-client';
import { remoteApps, remoteNames, sharedModules, type RemoteName } from './federation';
import { serveStatic } from './serve-static';
import { budgets } from './measure/budgets';
import { loadedSingletonCopies, scriptsUntilRendered, type Download } from './measure/initial-js';

const check = process.argv.includes('--check');

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

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  // The route guard only checks that a token is stored; the size of the screens does not depend on its value.
  await page.addInitScript((key) => localStorage.setItem(key, 'size-report'), TOKEN_STORAGE_KEYS.accessToken);
  // Every script URL requested on the tour, in order: a remote's entry may have been prefetched (sidebar
  // hover, browser idle) before its first page was opened, and still counts towards that page's cost.
  const requestedSoFar: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requestedSoFar.push(request.url());
  });
  const counted = new Set<string>();
  const prefetchedFrom = async (origin: string): Promise<Download[]> => {
    const urls = [...new Set(requestedSoFar)].filter((url) => new URL(url).origin === origin && !counted.has(url));
    return Promise.all(
      urls.map(async (url) => {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        return { origin, file: `${new URL(url).pathname} (prefetched)`, gzip: gzipSync(body, { level: 9 }).length };
      }),
    );
  };
  const rows: Array<[string, Download[]]> = [];
  rows.push([
    'shell: initial JS (/getting-started)',
    await scriptsUntilRendered(page, async () => {
      await page.goto(`${shellOrigin}/getting-started`);
      await page.getByRole('heading', { level: 1, name: 'Getting started' }).waitFor();
    }),
  ]);
  for (const d of rows[0]![1]) counted.add(`${d.origin}${d.file}`);
  for (const remote of remotes) {
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    const previous = (await heading.first().textContent()) ?? '';
    const step = await scriptsUntilRendered(page, async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: remote.link, exact: true }).click();
      // The remote's page is on screen when its own heading has replaced the previous one (or it failed).
      await heading.filter({ hasNotText: previous }).or(page.getByRole('alert')).first().waitFor();
    });
    for (const d of step) counted.add(`${d.origin}${d.file}`);
    const origin = [...origins].find(([, app]) => app === remote.app)![0];
    const prefetched = await prefetchedFrom(origin);
    for (const d of prefetched) counted.add(`${d.origin}${d.file.replace(' (prefetched)', '')}`);
    rows.push([`${remote.app}: entry + first page (${remote.path})`, [...step, ...prefetched]]);
  }

  const copies = await loadedSingletonCopies(page);
  const over: string[] = [];

  console.log('\nJavaScript requested until each screen is rendered (gzip -9, KiB)\n');
  console.log(`${'step'.padEnd(46)} ${'total'.padStart(7)} ${'own'.padStart(7)} ${'shared'.padStart(7)}  files  ${'budget'.padStart(7)}`);
  for (const [label, downloads] of rows) {
    const total = downloads.reduce((sum, d) => sum + d.gzip, 0);
    const owner = label.split(':')[0];
    const own = downloads.filter((d) => origins.get(d.origin) === owner).reduce((sum, d) => sum + d.gzip, 0);
    // The shell's budget counts everything it loads; a remote's counts what it adds beyond the shared chunks.
    const [measured, budget] =
      owner === 'shell' ? [total, budgets.shellInitial] : [own, budgets.remoteOwnOverrides[owner ?? ''] ?? budgets.remoteOwn];
    const verdict = measured <= budget ? 'PASS' : 'OVER';
    if (verdict === 'OVER') over.push(`${label}: ${kb(measured).trim()} KiB > ${kb(budget).trim()} KiB`);
    console.log(`${label.padEnd(46)} ${kb(total)} ${kb(own)} ${kb(total - own)}  ${String(downloads.length).padStart(5)}  ${kb(budget)} ${owner === 'shell' ? 'total' : 'own  '} ${verdict}`);
    if (process.argv.includes('--files')) for (const d of [...downloads].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(d.gzip)}  ${d.file}`);
  }
  console.log('\n"own" comes from the app\'s own origin; "shared" are singletons (React, router, libs) first needed by that step.\n');
  // Singletons must load once per page; our libs' versioned entries may load once per version, and every
  // app of this tour is built from one commit (one version), so the same budget holds for both.
  console.log(`Copies of each federated shared module after visiting every remote (budget ${budgets.singletonCopies}):`);
  const names = Object.keys(sharedModules(root));
  for (const name of names) {
    const count = copies[name] ?? 0;
    const verdict = count <= budgets.singletonCopies ? 'PASS' : 'OVER';
    if (verdict === 'OVER') over.push(`${name}: ${count} copies`);
    console.log(`  ${name.padEnd(28)} ${String(count).padStart(2)}  ${count === 0 ? '(not loaded on this tour)' : verdict}`);
  }
  if (over.length > 0) {
    console.log(`\nOVER budget:\n  ${over.join('\n  ')}`);
    if (check) process.exitCode = 1;
  } else console.log('\nEvery budget holds.');
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => new Promise((r) => server.close(r))));
  rmSync(work, { recursive: true, force: true });
}
