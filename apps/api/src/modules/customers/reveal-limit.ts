/**
 * How many customers' PAN and bank details one staff member may reveal an hour (REVEAL_LIMIT_PER_HOUR,
 * default 20). The reveals themselves are the count: each one is a `pan_reveal` entry of the trail,
 * written in the reveal's transaction, so the window slides (any 60 minutes) and every instance on
 * the database agrees. A per-user advisory lock makes the check and the entry one step, so parallel
 * reveals cannot all pass on one free place.
 */
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { auditEntries } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** Advisory lock namespace of the per-user reveal count (an arbitrary constant; the user id is the key). */
const REVEAL_LOCK_NAMESPACE = 727_005;

export class RevealLimitReached extends HttpError {
  constructor(
    readonly limit: number,
    /** Seconds until the oldest reveal of the hour leaves the window. */
    readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      `You have revealed ${limit} customers' PAN and bank details in the last hour, the most allowed. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
    this.name = 'RevealLimitReached';
  }
}

/** Call inside the reveal's transaction, before its trail entry: throws RevealLimitReached when the hour is full. */
export async function claimReveal(tx: Tx, userId: number, limit: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REVEAL_LOCK_NAMESPACE}::int, ${userId}::int)`);
  const [hour] = await tx
    .select({
      reveals: count(),
      freeInSeconds: sql<
        number | null
      >`extract(epoch from ${min(auditEntries.at)} + interval '1 hour' - now())::float8`,
    })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.actor_id, userId),
        eq(auditEntries.action, 'pan_reveal'),
        gt(auditEntries.at, sql`now() - interval '1 hour'`),
      ),
    );
  if ((hour?.reveals ?? 0) >= limit)
    throw new RevealLimitReached(limit, Math.ceil(Number(hour?.freeInSeconds ?? 3600)));
}
