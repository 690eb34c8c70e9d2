/**
 * The last reports browsers sent (client errors and CSP violations), newest first, for the status
 * page. Kept in this instance's memory: the log is the durable record (each report is one warn line
 * with its request id); with several instances each lists what it received.
 *
 * Reports need no session, so one address could fill the list and push out what others reported: it
 * holds at most RECENT_REPORTS_PER_ADDRESS lines (its newest), and the same report sent again is one
 * line with a count, moved to the top, rather than a new line.
 */
import { type ClientErrorEntry, RECENT_REPORTS_KEPT, RECENT_REPORTS_PER_ADDRESS } from '@admin/api-client/contract';

/** A report as it arrives: the count and first time are the list's to keep. */
export type IncomingReport = Omit<ClientErrorEntry, 'count' | 'firstAt'>;

export interface RecentReports {
  /** Keeps a report `address` sent (the client's IP address; never answered). */
  add(report: IncomingReport, address: string): void;
  list(): ClientErrorEntry[];
}

interface Line {
  entry: ClientErrorEntry;
  /** What makes two reports the same one. */
  key: string;
  /** The address that sent it first: the line counts against that address's places. */
  address: string;
}

export function recentReports(kept = RECENT_REPORTS_KEPT, perAddress = RECENT_REPORTS_PER_ADDRESS): RecentReports {
  const lines: Line[] = [];
  return {
    add(report, address) {
      const key = JSON.stringify([report.kind, report.message, report.remote, report.release, report.route]);
      const same = lines.findIndex((line) => line.key === key);
      if (same >= 0) {
        const [line] = lines.splice(same, 1) as [Line];
        line.entry = { ...line.entry, count: line.entry.count + 1, at: report.at, requestId: report.requestId };
        lines.unshift(line);
        return;
      }
      const fromAddress = lines.filter((line) => line.address === address);
      if (fromAddress.length >= perAddress) lines.splice(lines.lastIndexOf(fromAddress.at(-1) as Line), 1);
      lines.unshift({ entry: { ...report, firstAt: report.at, count: 1 }, key, address });
      if (lines.length > kept) lines.length = kept;
    },
    list: () => lines.map((line) => line.entry),
  };
}
