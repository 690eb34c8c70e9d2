/**
 * A per-client limit on reports browsers send without a session (client errors, CSP violations):
 * a fixed window counted in this process's memory. Losing counts on restart, or counting per
 * instance, is acceptable here: the limit only keeps one noisy or hostile browser from flooding the
 * log and the recent-errors list.
 */
export interface RateLimiter {
  /** Counts one request for `key`; false when the key is over its limit in the current window. */
  allow(key: string): boolean;
}

export function fixedWindowLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    allow(key) {
      if (now() - windowStart >= windowMs) {
        windowStart = now();
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= limit;
    },
  };
}
