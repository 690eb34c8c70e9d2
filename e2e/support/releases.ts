// Releases for the release journeys, made from the harness's built remotes: a copy of a build under
// another release id (its release.json says so), published with `npm run release` and a deploy token.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { run } from '../../tools/release/release';
import { callApi } from './api';
import { apiUrl, deployDir, ports, releasesDir, shellUrl } from './suite';

/** A deploy token of `app`, created by an Admin. */
export async function deployToken(adminToken: string, app: string): Promise<string> {
  const created = await callApi<{ token: string }>(adminToken, 'POST', '/v2/releases/tokens', {
    app,
    name: `${app}-e2e`,
  });
  return created.token;
}

/**
 * A copy of `app`'s build as release `id`: `change` may edit its release.json (what it requires, its
 * pages) or its files (a remote entry that throws).
 */
export function buildAs(
  app: string,
  id: string,
  change: (dist: string, metadata: Record<string, unknown>) => void = () => undefined,
) {
  const dist = join(mkdtempSync(join(tmpdir(), `e2e-${app}-`)), id);
  cpSync(deployDir(app), dist, { recursive: true });
  const file = join(dist, 'release.json');
  const metadata = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  metadata.release = id;
  change(dist, metadata);
  writeFileSync(file, JSON.stringify(metadata));
  return dist;
}

/** `npm run release -- <args>` with `token`; resolves to what it printed. */
export async function release(token: string, ...args: string[]): Promise<string[]> {
  process.env.RELEASE_API = apiUrl;
  process.env.RELEASE_TOKEN = token;
  const printed: string[] = [];
  await run(args, (line) => printed.push(line));
  return printed;
}

/** Publishes a build of a remote onto its harness origin, under /releases/<id>/. */
export const publish = (token: string, app: string, dist: string) =>
  release(
    token,
    'publish',
    app,
    '--dist',
    dist,
    '--store',
    releasesDir(app),
    '--origin',
    `http://127.0.0.1:${ports[app.replace('-', '_') as 'orders_mfe']}`,
  );

/** The shell as a release (what it provides), published and promoted: a remote is checked against it. */
export async function publishShell(token: string, id: string): Promise<void> {
  await release(token, 'publish', 'shell', '--dist', buildAs('shell', id), '--origin', shellUrl);
  await release(token, 'promote', 'shell', id);
}

/** Every release id whose files `page` fetched, in order (a manifest or chunk under /releases/<id>/). */
export function releasesFetched(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const id = /\/releases\/([\w.+-]+)\//.exec(request.url())?.[1];
    if (id && !seen.includes(id)) seen.push(id);
  });
  return seen;
}

/**
 * The release whose files `page` fetched last (a page load runs one release of a remote, so after a
 * navigation that loaded the remote afresh this is the release it runs), unlike releasesFetched,
 * which lists each id once.
 */
export function lastReleaseFetched(page: Page): () => string | undefined {
  let last: string | undefined;
  page.on('request', (request) => {
    last = /\/releases\/([\w.+-]+)\//.exec(request.url())?.[1] ?? last;
  });
  return () => last;
}

/**
 * The shell's sticky place (0-99) of a person for a remote's canaries: FNV-1a of `<id>:<container>`,
 * as apps/shell/src/startup/assigned-release.ts computes it (a journey may not import the shell).
 */
export function shareBucket(userId: number, container: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${userId}:${container}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}
