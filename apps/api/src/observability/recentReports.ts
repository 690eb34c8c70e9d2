/**
 * The last reports browsers sent (client errors and CSP violations), newest first, for the status
 * page. Kept in this instance's memory: the log is the durable record (each report is one warn line
 * with its request id); with several instances each lists what it received.
 */
import type { ClientErrorEntry } from '@admin/api-client/contract';

export const RECENT_REPORTS_KEPT = 100;

export interface RecentReports {
  add(entry: ClientErrorEntry): void;
  list(): ClientErrorEntry[];
}

export function recentReports(kept = RECENT_REPORTS_KEPT): RecentReports {
  const entries: ClientErrorEntry[] = [];
  return {
    add(entry) {
      entries.unshift(entry);
      if (entries.length > kept) entries.length = kept;
    },
    list: () => [...entries],
  };
}
