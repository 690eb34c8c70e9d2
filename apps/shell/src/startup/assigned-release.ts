// Which release of each remote this person runs (docs/releases.md, "Cohorts"): computed in the
// browser from runtime-config.json's `apps` and the signed-in person's id, with no request of its
// own. The one place that decides it: the early preload and bootstrap both ask it, so one page load
// never mixes two releases of a remote, and the shell composes its routes from the pages of the
// releases it assigns. Runs before the async boundary too, so it imports only types and plain code.
import type { AppRelease, RuntimeConfigApps } from '@admin/api-client/contract';

type Cohort = 'live' | 'canary';

export interface Assignment extends AppRelease {
  cohort: Cohort;
}

/**
 * A person's place (0-99) for a remote's canaries: FNV-1a of `<id>:<container>`. Sticky: the same
 * person has the same place for every canary of that remote, so someone in a 10% canary stays in as
 * it grows to 50%; another remote's canaries draw other people.
 */
export function shareBucket(userId: number, container: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${userId}:${container}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** sha-256 hex of `text` (Web Crypto: the site is served over https or from localhost). */
async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isPointer = (value: unknown): value is AppRelease =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AppRelease).manifest === 'string' &&
  typeof (value as AppRelease).release === 'string';

/**
 * The release of `container` for the person `userId` (null: nobody signed in yet, who runs the live
 * release): the canary when their place is within its share or they are a named member (the
 * document lists members only as sha-256 of `<salt>:<id>`), else the live release. Null when the
 * registry has published nothing for the container (the document's `remotes` manifest serves).
 */
export async function assignedRelease(
  apps: RuntimeConfigApps | undefined,
  container: string,
  userId: number | null,
): Promise<Assignment | null> {
  const pointers = apps?.[container];
  // The document is a deployment's file: a pointer without a manifest is ignored, never registered.
  if (!isPointer(pointers?.live)) return null;
  const canary = isPointer(pointers.canary) && Array.isArray(pointers.canary.members) ? pointers.canary : undefined;
  if (canary && userId !== null && typeof canary.share === 'number') {
    if (shareBucket(userId, container) < canary.share) return { ...canary, cohort: 'canary' };
    if (canary.members.length > 0 && globalThis.crypto?.subtle) {
      if (canary.members.includes(await sha256Hex(`${canary.salt}:${userId}`))) return { ...canary, cohort: 'canary' };
    }
  }
  const { release, manifest, pages } = pointers.live;
  return { release, manifest, pages, cohort: 'live' };
}

/** Every container's assignment (those the registry has published). */
export async function assignReleases(
  apps: RuntimeConfigApps | undefined,
  containers: readonly string[],
  userId: number | null,
): Promise<Record<string, Assignment>> {
  const assigned: Record<string, Assignment> = {};
  for (const container of containers) {
    const assignment = await assignedRelease(apps, container, userId);
    if (assignment) assigned[container] = assignment;
  }
  return assigned;
}

/**
 * The signed-in person's id as the stored access token names it (`sub`), read without verifying it:
 * it only picks which release to load, the API checks the token on every call. Null when none is stored.
 */
export function storedUserId(storage: Pick<Storage, 'getItem'>, accessTokenKey: string): number | null {
  try {
    const payload = storage.getItem(accessTokenKey)?.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    const id = Number(json.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The key the token store keeps the access token under, set at build time (apps/shell/rsbuild.config.ts). */
export const ACCESS_TOKEN_KEY = process.env.ACCESS_TOKEN_KEY ?? 'admin.accessToken';
