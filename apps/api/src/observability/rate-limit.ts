/**
 * A per-client limit on reports browsers send without a session (client errors, CSP violations): a
 * fixed window counted in the database (`client_hits`, as the OTP limits), so one limit holds across
 * every instance. It keeps one noisy or hostile browser from flooding the log and the recent list.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { clientHits } from '../db/schema';

export interface RateLimiter {
  /** Counts one request for `key`; false when the key is over its limit in the current window. */
  allow(key: string): Promise<boolean>;
}

export function databaseLimiter(db: Db, bucket: string, limit: number, windowMs: number): RateLimiter {
  return {
    async allow(key) {
      const now = Date.now();
      const [row] = await db
        .insert(clientHits)
        .values({ bucket, client: key, window_start: new Date(now - (now % windowMs)), hits: 1 })
        .onConflictDoUpdate({
          target: [clientHits.bucket, clientHits.client, clientHits.window_start],
          set: { hits: sql`${clientHits.hits} + 1` },
        })
        .returning({ hits: clientHits.hits });
      const hits = row?.hits ?? 1;
      // The first request of a window sweeps windows older than a day, so the table stays small.
      if (hits === 1) await db.delete(clientHits).where(lt(clientHits.window_start, new Date(now - 86_400_000)));
      return hits <= limit;
    },
  };
}
