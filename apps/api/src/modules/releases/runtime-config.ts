/**
 * What the registry writes into the shell's runtime-config.json on every pointer move: `apps` (each
 * remote's live release and its canary, with the canary's share and its named members as salted
 * hashes, since the document is public) and `remotes` (the live manifests, which the CSP is built
 * from: a release lives on its remote's own origin, so the policy does not change with a release).
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { AppRelease, RuntimeConfigApps } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { allApps, pointedReleases, type ReleaseRow } from './repository';

/** sha-256 hex of `<salt>:<staff id>`: the shell computes the same from the signed-in person's id. */
const memberHash = (salt: string, staffId: number): string =>
  createHash('sha256').update(`${salt}:${staffId}`).digest('hex');

const pointerOf = (row: ReleaseRow): AppRelease => ({
  release: row.release,
  manifest: row.manifest_url,
  pages: row.pages,
});

/** Every remote with a live release, as the database says now. */
async function runtimeConfigApps(db: Queryable): Promise<RuntimeConfigApps> {
  const apps = (await allApps(db)).filter((row) => row.app !== 'shell');
  const pointed = await pointedReleases(db, apps);
  const find = (app: string, release: string | null) =>
    pointed.find((row) => row.app === app && row.release === release);
  const config: RuntimeConfigApps = {};
  for (const row of apps) {
    const live = find(row.app, row.live_release);
    if (!live) continue;
    const canary = find(row.app, row.canary_release);
    const salt = row.canary_salt ?? '';
    config[row.container] = {
      live: pointerOf(live),
      ...(canary
        ? {
            canary: {
              ...pointerOf(canary),
              share: row.canary_share,
              members: row.canary_members.map((id) => memberHash(salt, id)),
              salt,
            },
          }
        : {}),
    };
  }
  return config;
}

/**
 * Rewrites `path` (the deployed runtime-config.json) with the registry's `apps` and live manifests,
 * keeping every other setting and any app the registry has no live release of. Written to a
 * temporary file and renamed, so the shell never reads half a document.
 */
export async function writeRuntimeConfig(db: Queryable, path: string): Promise<void> {
  const document = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  const apps = await runtimeConfigApps(db);
  // Nothing released through the registry yet: the deployment's document (its `apps` as the builds
  // it was started with declare them) stays as it was written.
  if (Object.keys(apps).length === 0) return;
  const remotes = { ...(document.remotes as Record<string, string> | undefined) };
  for (const [container, pointers] of Object.entries(apps)) remotes[container] = pointers.live.manifest;
  const next = {
    ...document,
    remotes,
    apps: { ...(document.apps as RuntimeConfigApps | undefined), ...apps },
  };
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`);
  await rename(temporary, path);
}
