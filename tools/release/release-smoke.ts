// `npm run release -- canary|promote … --smoke` (docs/releases.md, "The gate"): before the pointer
// moves, each page the release declares is loaded in headless Chromium against the live shell and
// API, as a staff member would get it once the release runs. The live shell's own runtime-config.json
// is fetched and answered with the release put in place of the remote's live one, in this browser
// only, so nothing is deployed to try it and nobody else sees it.
import type { PageDeclaration } from '@admin/api-client/contract';
import { launchBrowser } from '../measure/browser';

/** The release to try: its remote's container, its manifest on its origin, the pages it declares. */
export interface SmokeTarget {
  app: string;
  container: string;
  release: string;
  manifest: string;
  pages: readonly PageDeclaration[];
}

/** A staff session the pages are opened with (the shell reads it from localStorage, as after sign-in). */
export interface SmokeSession {
  accessToken: string;
  refreshToken?: string;
}

export interface SmokeResult {
  path: string;
  ok: boolean;
  /** What failed, or why the page was not opened. */
  detail?: string;
}

/** The shell's localStorage keys of a session (TOKEN_STORAGE_KEYS of @admin/api-client). */
const SESSION_KEYS = { accessToken: 'admin.accessToken', refreshToken: 'admin.refreshToken' } as const;
/** How long one page may take to show its heading (or its remote's fallback). */
const PAGE_TIMEOUT_MS = 20_000;

/**
 * The live runtime config with `target` as its remote's only release (no canary), and its manifest
 * as the remote's: what the shell would read once the pointer has moved.
 */
export function withRelease(config: Record<string, unknown>, target: SmokeTarget): Record<string, unknown> {
  const apps = (typeof config.apps === 'object' && config.apps !== null ? config.apps : {}) as Record<string, unknown>;
  const remotes = (typeof config.remotes === 'object' && config.remotes !== null ? config.remotes : {}) as Record<
    string,
    unknown
  >;
  return {
    ...config,
    apps: {
      ...apps,
      [target.container]: { live: { release: target.release, manifest: target.manifest, pages: target.pages } },
    },
    remotes: { ...remotes, [target.container]: target.manifest },
  };
}

/** The pages a smoke run opens: those without parameters (a page like /order-details/:id needs a record). */
export function smokePages(pages: readonly PageDeclaration[]): { open: string[]; skipped: string[] } {
  const open: string[] = [];
  const skipped: string[] = [];
  for (const page of pages) (page.path.includes(':') ? skipped : open).push(page.path);
  return { open, skipped };
}

/** Opens each page of `target` in headless Chromium against the live shell at `shellUrl`. */
export async function smokeTest(target: SmokeTarget, shellUrl: string, session: SmokeSession): Promise<SmokeResult[]> {
  const shell = shellUrl.replace(/\/+$/, '');
  const { open, skipped } = smokePages(target.pages);
  const results: SmokeResult[] = skipped.map((path) => ({ path, ok: true, detail: 'not opened: it needs a record' }));
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(
      ([keys, tokens]) => {
        // Runs in the page; typed here without the DOM library, which the API's programs leave out.
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
          .localStorage;
        storage.setItem(keys.accessToken, tokens.accessToken);
        if (tokens.refreshToken) storage.setItem(keys.refreshToken, tokens.refreshToken);
      },
      [SESSION_KEYS, session] as const,
    );
    await context.route(`${shell}/runtime-config.json`, async (route) => {
      const live = await route.fetch();
      const config = (await live.json()) as Record<string, unknown>;
      await route.fulfill({ response: live, json: withRelease(config, target) });
    });
    for (const path of open) {
      const page = await context.newPage();
      const errors: string[] = [];
      let manifestLoaded = false;
      page.on('pageerror', (error) => errors.push(error.message.split('\n', 1)[0] ?? ''));
      page.on('response', (response) => {
        if (response.url() === target.manifest) manifestLoaded = response.ok();
        else if (response.url().startsWith(target.manifest.replace(/[^/]+$/, '')) && !response.ok())
          errors.push(`${response.status()} for ${response.url()}`);
      });
      try {
        await page.goto(`${shell}${path}`);
        const heading = page.locator('main h1').first();
        await heading.waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS });
        const fallback = page.locator('main [role="alert"]').filter({ hasText: 'is unavailable' });
        if ((await fallback.count()) > 0) errors.unshift((await fallback.innerText()).replace(/\s+/g, ' ').trim());
        else if (!manifestLoaded) errors.unshift(`the page did not load ${target.manifest}`);
        const title = (await heading.innerText()).trim();
        if (title === "You don't have access to this page") errors.unshift('the smoke session may not open it');
      } catch (error) {
        errors.unshift(`no heading within ${PAGE_TIMEOUT_MS / 1000} s (${(error as Error).message.split('\n', 1)[0]})`);
      }
      results.push(errors.length === 0 ? { path, ok: true } : { path, ok: false, detail: errors.join('; ') });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
