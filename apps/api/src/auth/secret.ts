/** The access-token key: JWT_SECRET, or a secret generated once and kept in the database. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { systemValues } from '../db/schema';

const JWT_SECRET_KEY = 'jwt_secret';

export async function resolveJwtSecret(db: Db, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  // Insert-if-absent then read back, so concurrent first starts of several instances agree.
  await db
    .insert(systemValues)
    .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemValues).where(eq(systemValues.key, JWT_SECRET_KEY));
  if (!row) throw new Error('JWT secret could not be stored');
  return new TextEncoder().encode(row.value);
}
