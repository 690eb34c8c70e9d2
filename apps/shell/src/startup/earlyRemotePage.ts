import { remoteRouteFor } from '../app/remoteRoutes';
import { REMOTE_NAMES } from '../federation/remotes';
import { ACCESS_TOKEN_KEY, assignedManifests, storedUserId } from './assignedRelease';
import { startEarly } from './earlyFetches';

interface ManifestAssets {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * The manifest URL of a remote for the signed-in person: the release the registry assigns them, else
 * the one the runtime config names (validated later, by bootstrap, which assigns the same).
 */
async function manifestOf(config: Promise<Response>, remote: string): Promise<string | undefined> {
  const raw: unknown = await (await config).clone().json();
  const userId = storedUserId(window.localStorage, ACCESS_TOKEN_KEY);
  return (await assignedManifests(raw, REMOTE_NAMES, userId))[remote];
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
 * A signed-in load of a remote's page: its remote's manifest is fetched as soon as the runtime config
 * is in (the federation runtime takes that answer through a plugin's `fetch` hook), then its entry
 * and the page's files are preloaded, while the shell's shared modules are still downloading.
 */
export function preloadOpeningRemotePage(config: Promise<Response>, pathname: string): void {
  const route = remoteRouteFor(pathname);
  if (!route) return;
  manifestOf(config, route.remote)
    .then((url) => (url ? preloadPage(url, startEarly(url), route.expose) : undefined))
    // Whatever fails here is met again, and reported, by bootstrap and the federation runtime.
    .catch(() => undefined);
}
