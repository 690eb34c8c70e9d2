/**
 * Rotating refresh tokens. Each sign-in starts a family; each refresh marks the presented token
 * rotated and issues its successor in the same family. A family is a session: access tokens carry
 * its id (`sid`) and stop working once it is revoked.
 *
 * Presenting a rotated token again is reuse, with one exception: within the reuse window
 * (`REFRESH_REUSE_WINDOW_SECONDS`) after its rotation, the replay gets the same successor again,
 * so two tabs, two parallel calls or a retry after a lost answer keep the session. After the window,
 * or for a revoked token, reuse revokes the whole family. docs/security.md explains the trade-off.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../db/connection';
import { refreshTokens, sessions } from '../db/schema';
import { unauthorized } from '../http/errors';
import { newRefreshToken, sha256Hex, successorRefreshToken } from './secrets';

export interface RotationSettings {
  /** Server secret the successor of a token is derived with. */
  key: Uint8Array;
  ttlSeconds: number;
  /** How long after a rotation a replay of the rotated token still gets its successor. */
  reuseWindowSeconds: number;
  now: Date;
}

export async function issueRefreshToken(
  db: Queryable,
  userId: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
  token: string = newRefreshToken(),
  now: Date = new Date(),
): Promise<string> {
  await db.insert(refreshTokens).values({
    user_id: userId,
    family_id: familyId,
    token_hash: sha256Hex(token),
    expires_at: new Date(now.getTime() + ttlSeconds * 1000),
    created_at: now,
  });
  return token;
}

/** Rotates `token`; returns the user id, the session (family) and the successor token. */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  settings: RotationSettings,
): Promise<{ userId: number; sessionId: string; refreshToken: string }> {
  const { key, ttlSeconds, reuseWindowSeconds, now } = settings;
  const hash = sha256Hex(token);
  const successor = successorRefreshToken(key, token);
  // Claim and successor in one transaction; the reuse path below must commit its revocation, so it runs outside.
  const rotated = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ rotated_at: now })
      .where(
        and(
          eq(refreshTokens.token_hash, hash),
          isNull(refreshTokens.rotated_at),
          isNull(refreshTokens.revoked_at),
          gt(refreshTokens.expires_at, now),
        ),
      )
      .returning({ user_id: refreshTokens.user_id, family_id: refreshTokens.family_id });
    if (!claimed) return null;
    const refreshToken = await issueRefreshToken(tx, claimed.user_id, ttlSeconds, claimed.family_id, successor, now);
    await tx.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, claimed.family_id));
    return { userId: claimed.user_id, sessionId: claimed.family_id, refreshToken };
  });
  if (rotated) return rotated;
  const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hash));
  if (!known) throw unauthorized('Invalid refresh token');
  if (known.revoked_at) {
    await revokeFamily(db, known.family_id);
    throw unauthorized('Refresh token already used: the session has been revoked');
  }
  if (known.rotated_at) {
    if (now.getTime() - known.rotated_at.getTime() <= reuseWindowSeconds * 1000) {
      // A replay just after the rotation (a second tab, a parallel call, a retry): the same successor, while it lives.
      const [next] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.token_hash, sha256Hex(successor)),
            eq(refreshTokens.family_id, known.family_id),
            isNull(refreshTokens.revoked_at),
            gt(refreshTokens.expires_at, now),
          ),
        );
      if (next) return { userId: known.user_id, sessionId: known.family_id, refreshToken: successor };
    }
    await revokeFamily(db, known.family_id);
    throw unauthorized('Refresh token already used: the session has been revoked');
  }
  throw unauthorized('Refresh token expired');
}

/** Revokes what is still open of a session (refresh-token family); the number of tokens it closed. */
async function revokeFamily(db: Queryable, familyId: string): Promise<number> {
  const closed = await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)))
    .returning({ id: refreshTokens.id });
  return closed.length;
}

/**
 * Logout: revokes the family of `token`. Unknown tokens are ignored (logout is idempotent). The
 * session it ended, when it was still open: the sign-out the trail records.
 */
export async function revokeRefreshToken(
  db: Queryable,
  token: string,
): Promise<{ sessionId: string; userId: number } | undefined> {
  const [known] = await db
    .select({ family_id: refreshTokens.family_id, user_id: refreshTokens.user_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, sha256Hex(token)));
  if (!known) return undefined;
  return (await revokeFamily(db, known.family_id)) > 0
    ? { sessionId: known.family_id, userId: known.user_id }
    : undefined;
}
