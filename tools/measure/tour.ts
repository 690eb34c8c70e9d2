// A tour of every screen, moving inside the app as a user does (no page reload), so that every remote
// and every shared module a screen needs is loaded into the one page.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { SHELL_PAGES, SIDEBAR_LINKS, type PageDeclaration, type ReleaseFile } from '@admin/api-client/contract';
import { remoteApps, remoteNames, type RemoteName } from '../federation/federation';
import { RELEASE_FILE } from '../federation/page-declarations';

const repoRoot = resolve(import.meta.dirname, '../..');

/** The sidebar (the contract's SIDEBAR_LINKS, docs/product.md#screens-and-routes): label and path. */
export const SIDEBAR = SIDEBAR_LINKS.map(({ label, to }) => ({ label, path: to }));

/**
 * The pages each remote's build declares (its release.json beside mf-manifest.json, from its
 * src/pages.ts): the tour goes where the releases route, with no list of its own. Needs the builds:
 * each app's dist/, or the folder `distOf` names (a build made elsewhere, as the composition's).
 */
export function declaredPages(
  distOf: (app: (typeof remoteApps)[RemoteName]) => string = (app) => join(repoRoot, 'apps', app, 'dist'),
): Record<RemoteName, PageDeclaration[]> {
  return Object.fromEntries(
    remoteNames.map((name) => {
      const file = join(distOf(remoteApps[name]), RELEASE_FILE);
      return [name, (JSON.parse(readFileSync(file, 'utf8')) as ReleaseFile).pages];
    }),
  ) as Record<RemoteName, PageDeclaration[]>;
}

const sidebarIndex = (path: string) => SIDEBAR.findIndex((link) => link.path === path);

/** The remotes in the sidebar's order of their first section (projects, customers, orders, config). */
function remotesBySidebar(pages: Record<RemoteName, PageDeclaration[]>): RemoteName[] {
  const first = (name: RemoteName) => Math.min(...pages[name].map((page) => sidebarIndex(page.section)));
  return [...remoteNames].sort((a, b) => first(a) - first(b));
}

/** The first page of each remote, reached through its sidebar link. */
export function remoteFirstPages(
  pages: Record<RemoteName, PageDeclaration[]> = declaredPages(),
): { app: (typeof remoteApps)[RemoteName]; label: string; path: string }[] {
  return remoteNames.flatMap((name) => {
    const link = pages[name].map((page) => SIDEBAR[sidebarIndex(page.path)]).find((found) => found !== undefined);
    return link ? [{ app: remoteApps[name], label: link.label, path: link.path }] : [];
  });
}

/**
 * A stop of the tour: a sidebar link; a path reached through a link on the current screen (a
 * section's tabs, an Add button), or the browser's history when no link shows it; or the first row
 * link under `prefix` on the current list (a detail or edit screen, with a seeded record's id).
 */
export type Stop = { sidebar: string; path: string } | { path: string } | { firstRowLink: string };

/** The stop that reaches a declared page: its sidebar link, the first row of the list before it (a path with an id), or its path. */
function stopFor(page: PageDeclaration): Stop {
  const link = SIDEBAR[sidebarIndex(page.path)];
  if (link) return { sidebar: link.label, path: link.path };
  const parameter = page.path.indexOf('/:');
  return parameter >= 0 ? { firstRowLink: page.path.slice(0, parameter + 1) } : { path: page.path };
}

/**
 * Every screen the remotes' releases declare, and the shell's own: each remote's pages in its order
 * (a remote declares a details page after the list whose rows link to it), the remotes in the
 * sidebar's order.
 */
export function everyScreen(pages: Record<RemoteName, PageDeclaration[]> = declaredPages()): Stop[] {
  return [
    ...remotesBySidebar(pages).flatMap((name) => pages[name].map(stopFor)),
    ...SHELL_PAGES.map((page) => ({ path: page.to })),
  ];
}

export const SIDEBAR_TOUR: Stop[] = SIDEBAR.map(({ label, path }) => ({ sidebar: label, path }));

/**
 * Waits until the screen at a path (or under a path prefix) is rendered: the shell says which URL's
 * screen is in the main region (`data-screen`: the address bar moves a moment before the new page
 * renders), its heading is there and nothing there is still loading (`aria-busy`), or it shows an
 * error (`alert`).
 */
export async function screenRendered(page: Page, path: string, exact = true, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    ({ path, exact }) => {
      const main = document.querySelector('main');
      const here = main?.querySelector('[data-screen]')?.getAttribute('data-screen') ?? location.pathname;
      if (exact ? here !== path : !here.startsWith(path)) return false;
      if (!main) return false;
      if (main.querySelector('[role="alert"]')) return true;
      return main.querySelector('h1') !== null && main.querySelector('[aria-busy="true"]') === null;
    },
    { path, exact },
    { timeout },
  );
}

/** Moves to `path` inside the app: a link on screen to it when there is one, else the history API. */
export function goInApp(page: Page, path: string): Promise<'link' | 'history'> {
  return page.evaluate((path) => {
    const link = [...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === path);
    if (link) {
      link.click();
      return 'link' as const;
    }
    // React Router's browser history follows popstate, as on Back/Forward.
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return 'history' as const;
  }, path);
}

export async function clickSidebar(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
}

/** Visits one stop and waits for it; returns what went wrong (a list with no rows, an error shown). */
export async function visit(page: Page, stop: Stop): Promise<string | null> {
  let where: string;
  if ('sidebar' in stop) {
    where = stop.path;
    await clickSidebar(page, stop.sidebar);
    await screenRendered(page, stop.path);
  } else if ('path' in stop) {
    where = stop.path;
    await goInApp(page, stop.path);
    await screenRendered(page, stop.path);
  } else {
    where = `${stop.firstRowLink}…`;
    const link = page.locator(`main a[href^="${stop.firstRowLink}"]`).first();
    try {
      await link.waitFor({ timeout: 10_000 });
    } catch {
      return `${where} (no row on the list before it)`;
    }
    await link.click();
    await screenRendered(page, stop.firstRowLink, false);
  }
  const alert = page.locator('main [role="alert"]');
  return (await alert.count()) > 0
    ? `${where} (shows "${(await alert.first().innerText()).trim().slice(0, 60)}")`
    : null;
}

/**
 * Resolves once the page has had no request in flight for `quietMs`: what a screen fetches after it is
 * rendered (a chart's code, loaded once its data is there) is then in. Gives up after `timeout`.
 */
export async function networkQuiet(page: Page, quietMs = 400, timeout = 10_000): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => ((inFlight += 1), (lastChange = Date.now()));
  const ended = () => ((inFlight = Math.max(0, inFlight - 1)), (lastChange = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    for (const deadline = Date.now() + timeout; Date.now() < deadline; await page.waitForTimeout(50)) {
      if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Visits every stop in order; returns the stops that went wrong. `settle`: also waits at each stop
 * until the network is quiet, so that what a screen loads after rendering counts every time.
 */
export async function tour(page: Page, stops: Stop[], { settle = false } = {}): Promise<string[]> {
  const missed: string[] = [];
  for (const stop of stops) {
    const miss = await visit(page, stop);
    if (miss) missed.push(miss);
    if (settle) await networkQuiet(page);
  }
  return missed;
}
