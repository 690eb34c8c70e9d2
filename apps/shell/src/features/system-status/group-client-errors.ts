import type { ClientErrorEntry, ClientErrorKind } from '@admin/api-client/contract';

/** One error as operators read it: one message from one release, however many browsers sent it. */
export interface ClientErrorGroup {
  message: string;
  remote: string | null;
  release: string | null;
  kinds: ClientErrorKind[];
  routes: string[];
  /** Every time it came, summed over the lines the API keeps (one per report and client address). */
  count: number;
  firstAt: string;
  lastAt: string;
  /** The latest request that brought it (in the API's log line too). */
  requestId: string;
}

const keyOf = (entry: ClientErrorEntry) => JSON.stringify([entry.message, entry.remote, entry.release]);

/** The API's lines grouped by message and release, the most frequent first, then the most recent. */
export function groupClientErrors(entries: readonly ClientErrorEntry[]): ClientErrorGroup[] {
  const groups = new Map<string, ClientErrorGroup>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        message: entry.message,
        remote: entry.remote,
        release: entry.release,
        kinds: [entry.kind],
        routes: entry.route ? [entry.route] : [],
        count: entry.count,
        firstAt: entry.firstAt,
        lastAt: entry.at,
        requestId: entry.requestId,
      });
      continue;
    }
    group.count += entry.count;
    if (!group.kinds.includes(entry.kind)) group.kinds.push(entry.kind);
    if (entry.route && !group.routes.includes(entry.route)) group.routes.push(entry.route);
    if (entry.firstAt < group.firstAt) group.firstAt = entry.firstAt;
    if (entry.at > group.lastAt) {
      group.lastAt = entry.at;
      group.requestId = entry.requestId;
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || b.lastAt.localeCompare(a.lastAt));
}
