/**
 * Requests per client (IP address) and fixed window, counted in the database (`client_hits`) so
 * the limit holds across every API instance on it. Used for OTP requests: without it one client
 * could send OTPs to (or probe) every account in a burst.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { clientHits } from '../db/schema';
import { tooManyRequests } from '../http/errors';

export interface ClientLimit {
  bucket: string;
  /** Requests allowed per client per window. */
  max: number;
  windowMs: number;
  message: string;
}

/** Counts one request of `client`; throws 429 once the client is over the limit for this window. */
export async function countClientRequest(db: Db, limit: ClientLimit, client: string): Promise<void> {
  const now = Date.now();
  const windowStart = new Date(now - (now % limit.windowMs));
  const [row] = await db
    .insert(clientHits)
    .values({ bucket: limit.bucket, client, window_start: windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [clientHits.bucket, clientHits.client, clientHits.window_start],
      set: { hits: sql`${clientHits.hits} + 1` },
    })
    .returning({ hits: clientHits.hits });
  const hits = row?.hits ?? 1;
  // The first request of a window sweeps windows older than a day, so the table stays small.
  if (hits === 1) await db.delete(clientHits).where(lt(clientHits.window_start, new Date(now - 86_400_000)));
  if (hits > limit.max) throw tooManyRequests(limit.message);
}
