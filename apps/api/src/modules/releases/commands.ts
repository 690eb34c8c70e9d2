/**
 * What moves the registry's pointers, for the staff routes, the deploy routes (a team's pipeline)
 * and the automatic stop alike. Each command is one transaction: the app's row is locked, the move
 * is written to the app's history and to the audit trail, and, once committed, runtime-config.json
 * is rewritten so browsers see the move at their next check (at most a minute).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  type CanaryBody,
  type CanaryStopSettings,
  type PointerBody,
  type PointerMove,
  type PublishReleaseBody,
  type ReleaseApp,
} from '@admin/api-client/contract';
import type { Db, Queryable, Tx } from '../../db/connection';
import { deployTokens, releaseApps, releases } from '../../db/schema';
import { conflict, found, HttpError, notFound } from '../../http/errors';
import { auditSourceOf, recordAudit, type AuditSource } from '../../audit/record';
import type { AuditChange } from '@admin/api-client/contract';
import { gateProblems, type GateCandidate } from './gate';
import {
  addMove,
  allApps,
  appOfContainer,
  appRow,
  errorRate,
  findRelease,
  hashToken,
  pointedReleases,
  previousLive,
  type AppRow,
  type TokenRow,
} from './repository';
import { writeRuntimeConfig } from './runtime-config';

/** Who moves a pointer: a staff member, a team's deploy token, or the registry itself. */
export interface Actor {
  name: string;
  audit: AuditSource;
}

export const staffActor = (request: FastifyRequest): Actor => ({
  name: request.authUser?.name ?? 'unknown',
  audit: auditSourceOf(request),
});

export const tokenActor = (request: FastifyRequest, token: TokenRow): Actor => {
  const name = `Deploy token ${token.name}`;
  return {
    name,
    audit: { requestId: request.id, actor: { id: token.created_by_id ?? 0, name, role: 'Deploy token' } },
  };
};

const REGISTRY = 'the registry';
const registryActor = (requestId: string | null): Actor => ({ name: REGISTRY, audit: { requestId, actor: null } });

/** 422: the gate refused the release; the message names every reason. */
const gateRefusal = (problems: string[]) => new HttpError(422, `Refused: ${problems.join('; ')}`, { problems });

const appRecord = (app: ReleaseApp) => ({ type: 'release' as const, id: app, label: `${app} releases` });

export interface Registry {
  publish(actor: Actor, app: ReleaseApp, body: PublishReleaseBody): Promise<void>;
  canary(actor: Actor, app: ReleaseApp, body: CanaryBody): Promise<void>;
  promote(actor: Actor, app: ReleaseApp, body: PointerBody): Promise<void>;
  rollback(actor: Actor, app: ReleaseApp, body: PointerBody): Promise<void>;
  stopCanary(actor: Actor, app: ReleaseApp, reason?: string): Promise<void>;
  settings(actor: Actor, app: ReleaseApp, settings: CanaryStopSettings): Promise<void>;
  createToken(
    actor: Actor,
    app: ReleaseApp,
    name: string,
    createdById: number | null,
  ): Promise<{ row: TokenRow; token: string }>;
  revokeToken(actor: Actor, id: number): Promise<void>;
  /** After a report of `container`'s `release`: stops its canary when its errors cross the app's threshold. */
  checkCanary(container: string, release: string, requestId: string | null): Promise<boolean>;
}

export function createRegistry(db: Db, runtimeConfigPath: string | null): Registry {
  /** Runs `change` on the app's locked row; then rewrites the runtime config when `change` moved a pointer. */
  async function onApp<T>(app: ReleaseApp, change: (tx: Tx, row: AppRow) => Promise<{ moved: boolean; value: T }>) {
    const { moved, value } = await db.transaction(async (tx) =>
      change(tx, found(await appRow(tx, app, true), `App ${app}`)),
    );
    if (moved && runtimeConfigPath) await writeRuntimeConfig(db, runtimeConfigPath);
    return value;
  }

  async function gate(tx: Queryable, candidate: GateCandidate): Promise<void> {
    const apps = await allApps(tx);
    const pointed = await pointedReleases(tx, apps);
    const shellRow = apps.find((row) => row.app === 'shell');
    const shell = pointed.find((row) => row.app === 'shell' && row.release === shellRow?.live_release);
    const liveOf = (app: string) => apps.find((row) => row.app === app)?.live_release;
    const problems = gateProblems(candidate, {
      shell: shell ? { release: shell.release, provides: shell.requires } : null,
      otherPages: pointed
        .filter((row) => row.app !== candidate.app)
        .flatMap((row) => row.pages.map((page) => ({ app: row.app, release: row.release, path: page.path }))),
      liveRemotes: pointed
        .filter((row) => row.app !== 'shell' && liveOf(row.app) === row.release)
        .map((row) => ({ app: row.app, release: row.release, requires: row.requires })),
    });
    if (problems.length > 0) throw gateRefusal(problems);
  }

  async function released(tx: Queryable, app: ReleaseApp, release: string) {
    const row = await findRelease(tx, app, release);
    if (!row) throw notFound(`${app} has no release ${release}: publish it first`);
    return row;
  }

  async function move(
    tx: Tx,
    actor: Actor,
    row: AppRow,
    move: PointerMove,
    entry: {
      from: string | null;
      to: string | null;
      share?: number | null;
      reason?: string | null;
      changes: AuditChange[];
    },
  ) {
    await addMove(tx, {
      app: row.app,
      move,
      from_release: entry.from,
      to_release: entry.to,
      share: entry.share ?? null,
      by_name: actor.name,
      reason: entry.reason ?? null,
    });
    await recordAudit(tx, actor.audit, {
      action: move === 'publish' ? 'create' : 'status_change',
      record: appRecord(row.app),
      changes: entry.changes,
      note: entry.reason ?? null,
    });
  }

  const clearCanary = {
    canary_release: null,
    canary_share: 0,
    canary_members: [],
    canary_salt: null,
    canary_started_at: null,
  };

  async function stopCanaryIn(
    tx: Tx,
    actor: Actor,
    row: AppRow,
    kind: 'canary_stop' | 'auto_stop',
    reason: string | null,
  ) {
    await tx
      .update(releaseApps)
      .set({ ...clearCanary, updated_at: new Date(), version: row.version + 1 })
      .where(eq(releaseApps.app, row.app));
    await move(tx, actor, row, kind, {
      from: row.canary_release,
      to: null,
      reason,
      changes: [{ field: 'canary', before: row.canary_release, after: null }],
    });
  }

  return {
    publish: (actor, app, body) =>
      onApp(app, async (tx, row) => {
        if (await findRelease(tx, app, body.release))
          throw conflict(`${app} ${body.release} is already registered: a release is immutable, publish a new id`);
        await gate(tx, { app, ...body });
        await tx.insert(releases).values({
          app,
          release: body.release,
          commit: body.commit,
          built_at: new Date(body.builtAt),
          published_by: actor.name,
          manifest_url: body.manifestUrl,
          pages: body.pages,
          exposes: body.exposes,
          requires: body.requires,
        });
        await move(tx, actor, row, 'publish', {
          from: null,
          to: body.release,
          changes: [
            { field: 'release', before: null, after: body.release },
            { field: 'commit', before: null, after: body.commit },
          ],
        });
        return { moved: false, value: undefined };
      }),

    canary: (actor, app, body) =>
      onApp(app, async (tx, row) => {
        if (app === 'shell') throw conflict('The shell has no canary: promote its release');
        const release = await released(tx, app, body.release);
        if (row.live_release === null) throw conflict(`${app} has no live release yet: promote one first`);
        if (row.live_release === release.release) throw conflict(`${app} ${release.release} is already live`);
        await gate(tx, release);
        const members = [...new Set(body.members ?? [])];
        await tx
          .update(releaseApps)
          .set({
            canary_release: release.release,
            canary_share: body.share,
            canary_members: members,
            canary_salt: randomBytes(16).toString('hex'),
            canary_started_at: new Date(),
            updated_at: new Date(),
            version: row.version + 1,
          })
          .where(eq(releaseApps.app, app));
        await move(tx, actor, row, 'canary', {
          from: row.canary_release,
          to: release.release,
          share: body.share,
          reason: members.length > 0 ? `${members.length} named staff member(s) opted in` : null,
          changes: [
            { field: 'canary', before: row.canary_release, after: release.release },
            { field: 'canary_share', before: row.canary_release ? row.canary_share : null, after: body.share },
          ],
        });
        return { moved: true, value: undefined };
      }),

    promote: (actor, app, body) =>
      onApp(app, async (tx, row) => {
        const target = body.release ?? row.canary_release;
        if (!target) throw conflict(`${app} has no canary to promote: name a release`);
        const release = await released(tx, app, target);
        if (row.live_release === release.release) throw conflict(`${app} ${release.release} is already live`);
        await gate(tx, release);
        const endsCanary = row.canary_release === release.release;
        await tx
          .update(releaseApps)
          .set({
            live_release: release.release,
            ...(endsCanary ? clearCanary : {}),
            updated_at: new Date(),
            version: row.version + 1,
          })
          .where(eq(releaseApps.app, app));
        await move(tx, actor, row, 'promote', {
          from: row.live_release,
          to: release.release,
          reason: body.reason ?? null,
          changes: [
            { field: 'live', before: row.live_release, after: release.release },
            ...(endsCanary ? [{ field: 'canary', before: row.canary_release, after: null }] : []),
          ],
        });
        return { moved: true, value: undefined };
      }),

    rollback: (actor, app, body) =>
      onApp(app, async (tx, row) => {
        if (!row.live_release) throw conflict(`${app} has no live release to roll back`);
        const target = body.release ?? (await previousLive(tx, app, row.live_release));
        if (!target) throw conflict(`${app} has no earlier live release to roll back to: name one`);
        const release = await released(tx, app, target);
        if (release.release === row.live_release) throw conflict(`${app} ${release.release} is already live`);
        // Going back is the emergency exit: a release that was live passed the gate then, and a
        // running canary stops with it (its pages were measured against the live one that left).
        await tx
          .update(releaseApps)
          .set({ live_release: release.release, ...clearCanary, updated_at: new Date(), version: row.version + 1 })
          .where(eq(releaseApps.app, app));
        await move(tx, actor, row, 'rollback', {
          from: row.live_release,
          to: release.release,
          reason: body.reason ?? null,
          changes: [
            { field: 'live', before: row.live_release, after: release.release },
            ...(row.canary_release ? [{ field: 'canary', before: row.canary_release, after: null }] : []),
          ],
        });
        return { moved: true, value: undefined };
      }),

    stopCanary: (actor, app, reason) =>
      onApp(app, async (tx, row) => {
        if (!row.canary_release) throw conflict(`${app} has no canary running`);
        await stopCanaryIn(tx, actor, row, 'canary_stop', reason ?? null);
        return { moved: true, value: undefined };
      }),

    settings: (actor, app, settings) =>
      onApp(app, async (tx, row) => {
        await tx
          .update(releaseApps)
          .set({
            stop_ratio: settings.ratio,
            stop_points: settings.points,
            stop_min_loads: settings.minLoads,
            updated_at: new Date(),
            version: row.version + 1,
          })
          .where(eq(releaseApps.app, app));
        await recordAudit(tx, actor.audit, {
          action: 'update',
          record: appRecord(app),
          changes: [
            { field: 'stop_ratio', before: row.stop_ratio, after: settings.ratio },
            { field: 'stop_points', before: row.stop_points, after: settings.points },
            { field: 'stop_min_loads', before: row.stop_min_loads, after: settings.minLoads },
          ].filter((change) => change.before !== change.after),
        });
        return { moved: false, value: undefined };
      }),

    createToken: (actor, app, name, createdById) =>
      onApp(app, async (tx) => {
        const token = `rdt_${randomBytes(24).toString('base64url')}`;
        const [row] = await tx
          .insert(deployTokens)
          .values({ app, name, token_hash: hashToken(token), created_by_id: createdById, created_by: actor.name })
          .returning();
        await recordAudit(tx, actor.audit, {
          action: 'create',
          record: appRecord(app),
          changes: [{ field: 'deploy_token', before: null, after: name }],
        });
        return { moved: false, value: { row: found(row, 'Deploy token'), token } };
      }),

    revokeToken: async (actor, id) => {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(deployTokens)
          .set({ revoked_at: new Date() })
          .where(eq(deployTokens.id, id))
          .returning();
        if (!row || row.revoked_at === null) throw notFound('Deploy token not found');
        await recordAudit(tx, actor.audit, {
          action: 'delete',
          record: appRecord(row.app),
          changes: [{ field: 'deploy_token', before: row.name, after: null }],
        });
      });
    },

    checkCanary: async (container, release, requestId) => {
      const row = await appOfContainer(db, container);
      if (!row?.canary_release || row.canary_release !== release || !row.canary_started_at) return false;
      const since = row.canary_started_at;
      const canary = await errorRate(db, container, row.canary_release, since);
      if (canary.pageLoads < row.stop_min_loads || canary.rate === null) return false;
      const live = row.live_release ? await errorRate(db, container, row.live_release, since) : null;
      const liveRate = live?.rate ?? 0;
      if (!(canary.rate > row.stop_ratio * liveRate && canary.rate >= liveRate + row.stop_points)) return false;
      const reason =
        `Stopped automatically: ${row.app} ${release} failed ${canary.failedLoads} of ${canary.pageLoads} page loads ` +
        `(${canary.rate}%) against ${liveRate}% for the live ${row.live_release ?? 'release'} ` +
        `(${live?.pageLoads ?? 0} page loads); the threshold is over ${row.stop_ratio}x the live rate and at least ` +
        `${row.stop_points} points above it, over at least ${row.stop_min_loads} page loads`;
      return onApp(row.app, async (tx, locked) => {
        // Another report (or another instance) may have stopped or replaced it meanwhile.
        if (locked.canary_release !== release) return { moved: false, value: false };
        await stopCanaryIn(tx, registryActor(requestId), locked, 'auto_stop', reason);
        return { moved: true, value: true };
      });
    },
  };
}
