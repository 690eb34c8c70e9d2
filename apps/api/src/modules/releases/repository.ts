/** The registry's SQL: pointers, releases, their history, deploy tokens and the page loads browsers report. */
import { createHash } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type {
  PointerMoveEntry,
  ReleaseApp,
  ReleaseErrorRate,
  ReleaseRecord,
  ReleaseSessions,
} from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { deployTokens, releaseApps, releaseLoads, releaseMoves, releases } from '../../db/schema';
import { iso, isoOrNull } from '../../http/dates';

export type AppRow = typeof releaseApps.$inferSelect;
export type ReleaseRow = typeof releases.$inferSelect;
export type MoveRow = typeof releaseMoves.$inferSelect;
export type TokenRow = typeof deployTokens.$inferSelect;

export async function appRow(db: Queryable, app: ReleaseApp, lock = false): Promise<AppRow | undefined> {
  const query = db.select().from(releaseApps).where(eq(releaseApps.app, app));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const allApps = (db: Queryable): Promise<AppRow[]> => db.select().from(releaseApps).orderBy(releaseApps.app);

export async function appOfContainer(db: Queryable, container: string): Promise<AppRow | undefined> {
  const [row] = await db.select().from(releaseApps).where(eq(releaseApps.container, container));
  return row;
}

export async function findRelease(db: Queryable, app: ReleaseApp, release: string): Promise<ReleaseRow | undefined> {
  const [row] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.app, app), eq(releases.release, release)));
  return row;
}

/** The releases the pointers of every app name (live and canary), by app. */
export async function pointedReleases(db: Queryable, apps: readonly AppRow[]): Promise<ReleaseRow[]> {
  const named = apps.flatMap((row) =>
    [row.live_release, row.canary_release]
      .filter((release): release is string => release !== null)
      .map((release) => and(eq(releases.app, row.app), eq(releases.release, release))),
  );
  if (named.length === 0) return [];
  return db
    .select()
    .from(releases)
    .where(or(...named));
}

export const recentReleases = (db: Queryable, app: ReleaseApp, limit = 20): Promise<ReleaseRow[]> =>
  db
    .select()
    .from(releases)
    .where(eq(releases.app, app))
    .orderBy(desc(releases.published_at), desc(releases.id))
    .limit(limit);

export const recentMoves = (db: Queryable, app: ReleaseApp, limit = 20): Promise<MoveRow[]> =>
  db
    .select()
    .from(releaseMoves)
    .where(eq(releaseMoves.app, app))
    .orderBy(desc(releaseMoves.at), desc(releaseMoves.id))
    .limit(limit);

export async function lastStop(db: Queryable, app: ReleaseApp): Promise<MoveRow | undefined> {
  const [row] = await db
    .select()
    .from(releaseMoves)
    .where(and(eq(releaseMoves.app, app), inArray(releaseMoves.move, ['canary_stop', 'auto_stop'])))
    .orderBy(desc(releaseMoves.at), desc(releaseMoves.id))
    .limit(1);
  return row;
}

/**
 * The release live before the current one: where the last promote of the current one came from (a
 * rollback then goes further back, never forth to the release it rolled back from).
 */
export async function previousLive(db: Queryable, app: ReleaseApp, live: string): Promise<string | null> {
  const [row] = await db
    .select({ from: releaseMoves.from_release })
    .from(releaseMoves)
    .where(and(eq(releaseMoves.app, app), eq(releaseMoves.to_release, live), eq(releaseMoves.move, 'promote')))
    .orderBy(desc(releaseMoves.at), desc(releaseMoves.id))
    .limit(1);
  return row?.from ?? null;
}

export async function addMove(db: Queryable, move: typeof releaseMoves.$inferInsert): Promise<void> {
  await db.insert(releaseMoves).values(move);
}

/** Last page load that reported running each release of a container. */
export async function lastUse(db: Queryable, container: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({
      release: releaseLoads.release,
      last: sql<Date>`max(${releaseLoads.last_seen})`.mapWith((v) => new Date(v)),
    })
    .from(releaseLoads)
    .where(eq(releaseLoads.container, container))
    .groupBy(releaseLoads.release);
  return new Map(rows.map((row) => [row.release, row.last]));
}

const rateOf = (pageLoads: number, failedLoads: number): ReleaseErrorRate => ({
  pageLoads,
  failedLoads,
  rate: pageLoads > 0 ? Math.round((failedLoads / pageLoads) * 1000) / 10 : null,
});

/** Page loads of `release` that started since `since`, and how many of them reported an error. */
export async function errorRate(
  db: Queryable,
  container: string,
  release: string,
  since: Date,
): Promise<ReleaseErrorRate> {
  const [row] = await db
    .select({
      loads: sql<number>`count(*)::int`,
      failed: sql<number>`(count(*) filter (where ${releaseLoads.errors} > 0))::int`,
    })
    .from(releaseLoads)
    .where(
      and(
        eq(releaseLoads.container, container),
        eq(releaseLoads.release, release),
        gte(releaseLoads.first_seen, since),
      ),
    );
  return rateOf(row?.loads ?? 0, row?.failed ?? 0);
}

/** Page loads seen since `since`, per release, with their errors. */
export async function sessionsSince(db: Queryable, container: string, since: Date): Promise<ReleaseSessions[]> {
  const rows = await db
    .select({
      release: releaseLoads.release,
      loads: sql<number>`count(*)::int`,
      failed: sql<number>`(count(*) filter (where ${releaseLoads.errors} > 0))::int`,
    })
    .from(releaseLoads)
    .where(and(eq(releaseLoads.container, container), gte(releaseLoads.last_seen, since)))
    .groupBy(releaseLoads.release)
    .orderBy(desc(sql`count(*)`));
  return rows.map((row) => ({ release: row.release, sessions: row.loads, errors: rateOf(row.loads, row.failed) }));
}

/** A beacon: this page load runs `release` of `container` (first report, or a later one keeping it seen). */
export async function recordLoad(db: Queryable, load: string, container: string, release: string): Promise<void> {
  await db
    .insert(releaseLoads)
    .values({ load_id: load, container, release })
    .onConflictDoUpdate({
      target: [releaseLoads.load_id, releaseLoads.container],
      set: { last_seen: sql`now()`, release },
    });
}

/** A client error or failed load of one page load, counted against the release it ran. */
export async function recordLoadError(db: Queryable, load: string, container: string, release: string): Promise<void> {
  await db
    .insert(releaseLoads)
    .values({ load_id: load, container, release, errors: 1 })
    .onConflictDoUpdate({
      target: [releaseLoads.load_id, releaseLoads.container],
      set: { last_seen: sql`now()`, errors: sql`${releaseLoads.errors} + 1` },
    });
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function tokenByHash(db: Queryable, hash: string): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(deployTokens)
    .where(and(eq(deployTokens.token_hash, hash), isNull(deployTokens.revoked_at)));
  return row;
}

export const liveTokens = (db: Queryable): Promise<TokenRow[]> =>
  db.select().from(deployTokens).where(isNull(deployTokens.revoked_at)).orderBy(deployTokens.app, deployTokens.id);

export const toReleaseRecord = (row: ReleaseRow, lastUsedAt: Date | null = null): ReleaseRecord => ({
  id: row.id,
  app: row.app,
  release: row.release,
  commit: row.commit,
  builtAt: iso(row.built_at),
  publishedBy: row.published_by,
  publishedAt: iso(row.published_at),
  manifestUrl: row.manifest_url,
  pages: row.pages,
  exposes: row.exposes,
  requires: row.requires,
  lastUsedAt: isoOrNull(lastUsedAt),
});

export const toMoveEntry = (row: MoveRow, commit: string | null): PointerMoveEntry => ({
  id: row.id,
  at: iso(row.at),
  move: row.move,
  from: row.from_release,
  to: row.to_release,
  share: row.share,
  by: row.by_name,
  commit,
  reason: row.reason,
});
