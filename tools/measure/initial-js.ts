// The one definition of "initial JS", used by `npm run size` and `npm run bench` alike:
// every script *requested* from the start of a step until its screen is rendered, sized as the gzip -9
// of each downloaded body, and the inline scripts of each HTML page the step loaded (the shell's
// index.html paints the first screen and starts the early requests from them), sized as the gzip -9
// of their text together. Scripts requested after that (idle prefetch, a menu loaded on hover) are
// not part of the first load, whether or not they were fetched before the network went quiet.
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { inlineScripts } from '../deploy/security-headers';

export interface Download {
  origin: string;
  file: string;
  gzip: number;
}

/**
 * The JS inlined in the HTML page `url` as one download (`<path> (inline scripts)`, sized as the gzip -9
 * of their text together, `text`), or null when it inlines none.
 */
export function inlineScriptsOf(url: string, html: string): (Download & { text: string }) | null {
  const scripts = inlineScripts(html);
  if (scripts.length === 0) return null;
  const { origin, pathname } = new URL(url);
  const text = scripts.join('\n');
  return { origin, file: `${pathname} (inline scripts)`, gzip: gzipSync(text, { level: 9 }).length, text };
}

/** Runs `step` (which must resolve once its screen is on screen) and sizes the scripts it requested. */
export async function scriptsUntilRendered(page: Page, step: () => Promise<void>): Promise<Download[]> {
  const requested: Request[] = [];
  const listener = (request: Request) => {
    if (request.resourceType() === 'script' || request.resourceType() === 'document') requested.push(request);
  };
  page.on('request', listener);
  try {
    await step();
  } finally {
    page.off('request', listener);
  }
  const sized = await Promise.all(
    requested.map(async (request) => {
      const response = await request.response().catch(() => null);
      const body = await response?.body().catch(() => null);
      if (!body) return null;
      if (request.resourceType() === 'document') {
        const inline = inlineScriptsOf(request.url(), body.toString('utf8'));
        return inline && { origin: inline.origin, file: inline.file, gzip: inline.gzip };
      }
      const url = new URL(request.url());
      return { origin: url.origin, file: url.pathname, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  return sized.filter((d): d is Download => d !== null);
}

/**
 * Copies of each federated singleton that the page has actually loaded: distinct module instances
 * per package across every federation instance's share scopes (1 each when sharing works).
 */
export function loadedSingletonCopies(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    type Shared = { loaded?: boolean; lib?: () => unknown };
    const share = (
      globalThis as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
      }
    ).__FEDERATION__?.__SHARE__;
    const copies = new Map<string, Set<unknown>>();
    for (const scopes of Object.values(share ?? {}))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          for (const shared of Object.values(versions)) {
            if (!shared.loaded && !shared.lib) continue;
            const set = copies.get(name) ?? new Set();
            set.add(shared.lib ?? shared);
            copies.set(name, set);
          }
    return Object.fromEntries([...copies].map(([name, set]) => [name, set.size]));
  });
}
