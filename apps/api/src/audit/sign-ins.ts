/**
 * Sign-ins, failed sign-ins and sign-outs in the trail. Failed sign-ins are deduplicated so a flood
 * of wrong codes or unknown numbers cannot fill the trail, without letting one attempt hide another's
 * target: an attempt on an account writes an entry unless one naming that account from the same
 * address was written in the last minute; an attempt naming no account (an unknown phone or user id)
 * writes one unless any failure from that address was. So a made-up phone tried first cannot hide
 * the officer whose codes are guessed next, and the first failure of each minute per account and
 * address still shows who was tried and from where.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/connection';
import { auditEntries } from '../db/schema';
import type { AuthUser } from '../auth/staff-user';
import { sessionRecord } from './labels';
import { recordAudit } from './record';

/** How long one failed sign-in entry stands for the repeats of it (same account and address, or same address). */
const FAILED_SIGN_IN_WINDOW_SECONDS = 60;
/** Serialises the limit's check-then-write across requests and instances (an arbitrary constant key). */
const FAILED_SIGN_IN_LOCK_KEY = 727_002;

type Person = Pick<AuthUser, 'id' | 'name' | 'roleName'>;

const actorOf = (user: Person) => ({ id: user.id, name: user.name, role: user.roleName });

export async function recordSignIn(
  tx: Queryable,
  request: FastifyRequest,
  user: Person,
  sessionId: string,
  device: string,
): Promise<void> {
  await recordAudit(
    tx,
    { requestId: request.id, actor: actorOf(user), clientAddress: request.ip },
    { action: 'sign_in', record: sessionRecord(sessionId, user.name), note: device },
  );
}

export async function recordSignOut(
  tx: Queryable,
  request: FastifyRequest,
  user: Person,
  sessionId: string,
): Promise<void> {
  await recordAudit(
    tx,
    { requestId: request.id, actor: actorOf(user), clientAddress: request.ip },
    { action: 'sign_out', record: sessionRecord(sessionId, user.name), note: 'Signed out' },
  );
}

/**
 * A sign-in that failed: `who` names what was tried (`+91 9810000001`, or `user #12` for a code
 * sent to an id), `user` the account when there is one (the actor: the person the attempt claimed to be).
 */
export async function recordFailedSignIn(
  db: Db,
  request: FastifyRequest,
  who: string,
  user: Person | null,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FAILED_SIGN_IN_LOCK_KEY})`);
    const [recent] = await tx
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'sign_in_failed'),
          gt(auditEntries.at, sql`now() - make_interval(secs => ${FAILED_SIGN_IN_WINDOW_SECONDS})`),
          eq(auditEntries.client_address, request.ip),
          user ? eq(auditEntries.record_id, who) : undefined,
        ),
      )
      .limit(1);
    if (recent) return;
    await recordAudit(
      tx,
      { requestId: request.id, actor: user ? actorOf(user) : null, clientAddress: request.ip },
      {
        action: 'sign_in_failed',
        record: { type: 'session', id: who, label: `Sign-in as ${user?.name ?? who}` },
        note: reason,
      },
    );
  });
}
