/**
 * Rotating refresh tokens. Each sign-in starts a family; each refresh marks the presented token
 * rotated and issues a successor in the same family. Presenting a rotated or revoked token again
 * is reuse: the whole family is revoked. A family is a session: access tokens carry its id
 * (`sid`) and stop working once it is revoked.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../db/connection';
import { refreshTokens } from '../db/schema';
import { unauthorized } from '../http/errors';
import { newRefreshToken, sha256Hex } from './secrets';

export async function issueRefreshToken(
  db: Queryable,
  userId: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = newRefreshToken();
  await db.insert(refreshTokens).values({
    user_id: userId,
    family_id: familyId,
    token_hash: sha256Hex(token),
    expires_at: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/** Rotates `token`; returns the user id, the session (family) and the successor token. */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  ttlSeconds: number,
): Promise<{ userId: number; sessionId: string; refreshToken: string }> {
  const hash = sha256Hex(token);
  const now = new Date();
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
    const refreshToken = await issueRefreshToken(tx, claimed.user_id, ttlSeconds, claimed.family_id);
    return { userId: claimed.user_id, sessionId: claimed.family_id, refreshToken };
  });
  if (rotated) return rotated;
  const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hash));
  if (!known) throw unauthorized('Invalid refresh token');
  if (known.rotated_at || known.revoked_at) {
    await revokeFamily(db, known.family_id);
    throw unauthorized('Refresh token already used: the session has been revoked');
  }
  throw unauthorized('Refresh token expired');
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

/** Logout: revokes the family of `token`. Unknown tokens are ignored (logout is idempotent). */
export async function revokeRefreshToken(db: Queryable, token: string): Promise<void> {
  const [known] = await db
    .select({ family_id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, sha256Hex(token)));
  if (known) await revokeFamily(db, known.family_id);
}
