// Runs in the entry chunk, before the async boundary: it may import only plain modules (no shared
// package such as React or our libs, which are not negotiated yet).
import { remoteRouteFor } from '../app/remoteRoutes';

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

const early = new Map<string, Promise<Response>>();

/** Starts `url` now; the first `fetchEarly` of the same URL takes this answer. */
function start(url: string, init?: RequestInit): Promise<Response> {
  const response = fetch(url, init);
  // A failure is met again by whoever asks for it (fetchEarly falls back to its own fetch).
  response.catch(() => undefined);
  early.set(url, response);
  return response;
}

/** The manifest URL of a remote, as the runtime config names it (validated later, by bootstrap). */
async function manifestOf(config: Promise<Response>, remote: string): Promise<string | undefined> {
  const raw: unknown = await (await config).clone().json();
  const url = (raw as { remotes?: Record<string, unknown> } | null)?.remotes?.[remote];
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : undefined;
}

interface ManifestAssets {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** Preloads a file as the federation runtime's own preload does (same attributes, so the browser reuses it). */
function preloadFile(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.appendChild(link);
}

/**
 * From the manifest: the remote's entry and the page's own chunks and stylesheet, preloaded so that
 * bootstrap's load of the page finds them downloaded. Only a manifest whose public path is `auto`
 * (files beside it) is read; another layout is left to the runtime.
 */
async function preloadPage(manifestUrl: string, manifest: Promise<Response>, expose: string): Promise<void> {
  const json = (await (await manifest).clone().json()) as ManifestAssets;
  if (json.metaData?.publicPath !== 'auto') return;
  const file = (path: string) => new URL(path, manifestUrl).href;
  const entry = json.metaData.remoteEntry;
  if (entry?.name) preloadFile(file(`${entry.path ? `${entry.path}/` : ''}${entry.name}`), 'script');
  const assets = json.exposes?.find((candidate) => candidate.name === expose)?.assets;
  for (const js of assets?.js?.sync ?? []) preloadFile(file(js), 'script');
  for (const css of assets?.css?.sync ?? []) preloadFile(file(css), 'style');
}

/**
 * The first requests of a signed-in page load, started by the entry while the shared modules are
 * still downloading, instead of by bootstrap once they have run (~150 ms later on loopback): the
 * runtime config (index.html preloads it) and, with a stored session, the manifest of the remote
 * serving the URL, then that remote's entry and page files. `signedIn` is what index.html's first
 * script decided (`data-boot="frame"`).
 */
export function startEarlyFetches(pathname: string, signedIn: boolean): void {
  const config = start(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
  const route = remoteRouteFor(pathname);
  if (!signedIn || !route) return;
  manifestOf(config, route.remote)
    .then((url) => (url ? preloadPage(url, start(url), route.expose) : undefined))
    // Whatever fails here is met again, and reported, by bootstrap and the federation runtime.
    .catch(() => undefined);
}

/** The early answer for `url` if one was started and not taken yet (each is taken once; a failed one is fetched again). */
export function takeEarly(url: string, init?: RequestInit): Promise<Response> | undefined {
  const response = early.get(url);
  if (!response) return undefined;
  early.delete(url);
  return response.catch(() => fetch(url, init));
}

/** `fetch`, answered by the early request for the same URL when there is one. */
export const fetchEarly = (url: string, init?: RequestInit): Promise<Response> => takeEarly(url, init) ?? fetch(url, init);
