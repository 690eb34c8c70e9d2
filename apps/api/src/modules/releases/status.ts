/** What the Releases screen, the status page and `npm run release -- status` show of each app. */
import {
  RELEASE_SESSION_WINDOW_MINUTES,
  type AppReleaseStatus,
  type ReleaseErrorRate,
  type ReleasesOverview,
} from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { iso } from '../../http/dates';
import {
  allApps,
  errorRate,
  lastStop,
  lastUse,
  pointedReleases,
  recentMoves,
  recentReleases,
  sessionsSince,
  toMoveEntry,
  toReleaseRecord,
  type AppRow,
} from './repository';

const DAY_MS = 24 * 3600 * 1000;
const noLoads: ReleaseErrorRate = { pageLoads: 0, failedLoads: 0, rate: null };

async function appStatus(db: Queryable, row: AppRow, now: Date): Promise<AppReleaseStatus> {
  const [pointed, releases, moves, stop, used, sessions] = await Promise.all([
    pointedReleases(db, [row]),
    recentReleases(db, row.app),
    recentMoves(db, row.app),
    lastStop(db, row.app),
    lastUse(db, row.container),
    sessionsSince(db, row.container, new Date(now.getTime() - RELEASE_SESSION_WINDOW_MINUTES * 60_000)),
  ]);
  const record = (release: string | null) => {
    const found = [...pointed, ...releases].find((candidate) => candidate.release === release);
    return found ? toReleaseRecord(found, used.get(found.release) ?? null) : null;
  };
  const commitOf = (release: string | null) =>
    releases.find((candidate) => candidate.release === release)?.commit ?? null;
  // The live release's errors over the canary's time, so the two rates compare like for like.
  const since = row.canary_started_at ?? new Date(now.getTime() - DAY_MS);
  const live = record(row.live_release);
  const canary = record(row.canary_release);
  return {
    app: row.app,
    container: row.container,
    live,
    liveErrors: live ? await errorRate(db, row.container, live.release, since) : noLoads,
    canary:
      canary && row.canary_started_at
        ? {
            release: canary,
            share: row.canary_share,
            memberIds: row.canary_members,
            startedAt: iso(row.canary_started_at),
            errors: await errorRate(db, row.container, canary.release, row.canary_started_at),
          }
        : null,
    lastStop: stop ? toMoveEntry(stop, commitOf(stop.from_release)) : null,
    settings: { ratio: row.stop_ratio, points: row.stop_points, minLoads: row.stop_min_loads },
    sessions,
    history: moves.map((move) => toMoveEntry(move, commitOf(move.to_release))),
    releases: releases.map((release) => toReleaseRecord(release, used.get(release.release) ?? null)),
  };
}

export async function releasesOverview(db: Queryable, now: Date, only?: string): Promise<ReleasesOverview> {
  const apps = (await allApps(db)).filter((row) => only === undefined || row.app === only);
  return { apps: await Promise.all(apps.map((row) => appStatus(db, row, now))) };
}
