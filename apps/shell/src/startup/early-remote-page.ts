import type { RuntimeConfig } from '@admin/api-client/contract';
import { remoteRouteFor, routesOf } from '../app/remote-routes';
import { ACCESS_TOKEN_KEY, type Assignment, assignReleases, storedUserId } from './assigned-release';
import { REMOTE_NAMES } from '../federation/remotes';
import { startEarly } from './early-fetches';

interface ManifestAssets {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  /** A remote's build lists each shared module's every file (tools/manifest-preloads.ts). */
  shared?: { name: string; assets?: { js?: { sync?: string[] } } }[];
  /** `requires`: the shared modules the page's first chunks consume (tools/manifest-preloads.ts). */
  exposes?: { name: string; requires?: string[]; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * Whether the shell provides shared module `name`: its build names them in index.html's
 * `admin:provided-shared` meta tag (tools/preload-startup.ts). One it does not provide is served by the
 * remote's own copy. Without the tag (a page not built so), every one counts as provided: nothing extra
 * is fetched.
 */
function shellProvides(name: string): boolean {
  const provided = document.querySelector<HTMLMetaElement>('meta[name="admin:provided-shared"]');
  return !provided || provided.content.split(' ').includes(name);
}

/** The page `pathname` opens and the manifest of the release that serves it: the assigned releases' declared pages name the remote. */
async function openingPage(
  assignments: Promise<Record<string, Assignment>>,
  pathname: string,
): Promise<{ manifest: string; expose: string } | undefined> {
  const releases = await assignments;
  const route = remoteRouteFor(pathname, routesOf(releases));
  const manifest = route && releases[route.remote]?.manifest;
  return typeof manifest === 'string' && manifest.trim() !== ''
    ? { manifest: manifest.trim(), expose: route!.expose }
    : undefined;
}

/**
 * Which release of each remote this page load runs, decided as soon as the runtime config arrives
 * (validated later, by bootstrap, which takes this same assignment): the signed-in person's canary or
 * the live release.
 */
export async function assignFromConfig(config: Promise<Response>): Promise<Record<string, Assignment>> {
  const raw = (await (await config).clone().json()) as Partial<RuntimeConfig> | null;
  return assignReleases(raw?.apps, REMOTE_NAMES, storedUserId(window.localStorage, ACCESS_TOKEN_KEY));
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
 * From the manifest: the remote's entry, the page's own chunks and stylesheet, and the files of the
 * shared modules it consumes that the shell does not provide (zod-mini for a list's URL filters: the
 * remote's copy runs, and would otherwise be requested only once the entry has run), preloaded so that
 * bootstrap's load of the page finds them downloaded. Only a manifest whose public path is `auto`
 * (files beside it) is read; another layout is left to the runtime.
 */
async function preloadPage(manifestUrl: string, manifest: Promise<Response>, expose: string): Promise<void> {
  const json = (await (await manifest).clone().json()) as ManifestAssets;
  if (json.metaData?.publicPath !== 'auto') return;
  const file = (path: string) => new URL(path, manifestUrl).href;
  const entry = json.metaData.remoteEntry;
  if (entry?.name) preloadFile(file(`${entry.path ? `${entry.path}/` : ''}${entry.name}`), 'script');
  const page = json.exposes?.find((candidate) => candidate.name === expose);
  for (const js of page?.assets?.js?.sync ?? []) preloadFile(file(js), 'script');
  for (const css of page?.assets?.css?.sync ?? []) preloadFile(file(css), 'style');
  const ownCopies = new Set((page?.requires ?? []).filter((name) => !shellProvides(name)));
  const sharedFiles = json.shared
    ?.filter((shared) => ownCopies.has(shared.name))
    .flatMap((shared) => shared.assets?.js?.sync ?? []);
  for (const js of new Set(sharedFiles)) preloadFile(file(js), 'script');
}

/**
 * A signed-in load of a remote's page: its remote's manifest is fetched as soon as the releases are
 * assigned, right after the runtime config arrives (the federation runtime takes that answer through a
 * plugin's `fetch` hook), then its entry and the page's files are preloaded, while the shell's shared
 * modules are still downloading.
 */
export function preloadOpeningRemotePage(assignments: Promise<Record<string, Assignment>>, pathname: string): void {
  openingPage(assignments, pathname)
    .then((page) => (page ? preloadPage(page.manifest, startEarly(page.manifest), page.expose) : undefined))
    // Whatever fails here (a malformed config too) is met again, and reported, by bootstrap and the federation runtime.
    .catch(() => undefined);
}
