/**
 * Sessions as their user sees them: one per sign-in (a refresh-token family, same id), open while
 * its family has a token that is neither revoked nor expired. Ending one revokes its family, so its
 * access tokens fail the guard's session check on their next request.
 */
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { UserSession } from '@admin/api-client/contract';
import type { Queryable } from '../db/connection';
import { refreshTokens, sessions } from '../db/schema';
import { describeUserAgent } from './device';

/** Longest user agent kept (browsers send 100–300 characters; anything longer is noise or abuse). */
const USER_AGENT_MAX = 512;
/** An IPv6 address with a zone id is at most ~45 characters; anything longer is not an address. */
const CLIENT_ADDRESS_MAX = 64;

export async function recordSession(
  db: Queryable,
  sessionId: string,
  userId: number,
  userAgent: string | undefined,
  clientAddress: string | undefined,
  now: Date,
): Promise<void> {
  await db.insert(sessions).values({
    id: sessionId,
    user_id: userId,
    user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    client_address: clientAddress ? clientAddress.slice(0, CLIENT_ADDRESS_MAX) : null,
    created_at: now,
    last_seen_at: now,
  });
}

/** Session ids of `userId` that are still open. */
const openSessionIds = (db: Queryable, userId: number) =>
  db
    .selectDistinct({ id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.user_id, userId),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, sql`now()`),
      ),
    );

/** The user's open sessions, most recently used first; `currentId` is marked `current`. */
export async function listSessions(db: Queryable, userId: number, currentId: string | null): Promise<UserSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), inArray(sessions.id, openSessionIds(db, userId))))
    .orderBy(desc(sessions.last_seen_at), desc(sessions.created_at));
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.user_agent),
    user_agent: row.user_agent,
    client_address: row.client_address,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.id === currentId,
  }));
}

/**
 * Ends open sessions of `userId`: the one named `only`, or all but `except`, or all. Returns the
 * ids of those ended (none when `only` is not an open session of this user).
 */
export async function endSessions(
  db: Queryable,
  userId: number,
  which: { only?: string; except?: string },
): Promise<string[]> {
  const ended = await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(refreshTokens.user_id, userId),
        isNull(refreshTokens.revoked_at),
        which.only ? eq(refreshTokens.family_id, which.only) : undefined,
        which.except ? ne(refreshTokens.family_id, which.except) : undefined,
      ),
    )
    .returning({ family_id: refreshTokens.family_id });
  return [...new Set(ended.map((row) => row.family_id))];
}
