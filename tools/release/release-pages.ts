// The `apps` block of a runtime config (which release of each remote runs, and the pages it declares),
// composed from the releases being served: each remote's build writes release.json beside its
// mf-manifest.json (tools/federation/page-declarations.ts). `npm start`, the browser-test harness and the bench
// write it this way; the release registry writes it when a pointer moves.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReleaseFile, RuntimeConfig } from '@admin/api-client/contract';
import { RELEASE_FILE } from '../federation/page-declarations';

/** The release.json beside a remote's manifest. */
export const releaseFileUrl = (manifestUrl: string) => new URL(RELEASE_FILE, manifestUrl).href;

/** The release.json served beside `manifestUrl`; throws naming the URL when there is none. */
export async function fetchReleaseFile(manifestUrl: string): Promise<ReleaseFile> {
  const url = releaseFileUrl(manifestUrl);
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch (error) {
    throw new Error(`Cannot fetch ${url}: ${(error as Error).message}`);
  }
  if (!response.ok)
    throw new Error(`Cannot fetch ${url}: HTTP ${response.status} (a remote's build writes it: rebuild the remote)`);
  const file = (await response.json()) as ReleaseFile;
  if (!Array.isArray(file.pages)) throw new Error(`${url} has no "pages"`);
  return file;
}

/** `apps`: for each remote of `remotes` (container → manifest URL), its served build as the live release. */
export async function liveApps(remotes: Record<string, string>, release = 'local'): Promise<RuntimeConfig['apps']> {
  const entries = await Promise.all(
    Object.entries(remotes).map(async ([container, manifest]) => {
      const { pages } = await fetchReleaseFile(manifest);
      return [container, { live: { release, manifest, pages } }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** `config` with its `apps` composed from the builds its `remotes` serve. */
export async function withLiveApps<C extends Omit<RuntimeConfig, 'apps'>>(
  config: C,
): Promise<C & Pick<RuntimeConfig, 'apps'>> {
  return { ...config, apps: await liveApps(config.remotes) };
}

/**
 * A dev server's middleware answering /runtime-config.json with `file` and the pages of the remotes it
 * names, as they are served now; when one cannot be read, `file` as it is (the shell then says which
 * remote's pages are missing).
 */
export function runtimeConfigMiddleware(file: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/runtime-config.json') return next();
    Promise.resolve()
      .then(() => withLiveApps(JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof withLiveApps>[0]))
      .then(
        (composed) => {
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-store');
          response.end(JSON.stringify(composed));
        },
        (error: Error) => {
          console.warn(`[runtime-config] ${error.message}`);
          next();
        },
      );
  };
}
