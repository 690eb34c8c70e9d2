/**
 * The last reports browsers sent (client errors and CSP violations), newest first, for the status
 * page. Kept in the database (`recent_reports`), so every instance lists what any of them received;
 * the log stays the durable record (each report is one warn line with its request id).
 *
 * Reports need no session, so one address could fill the list and push out what others reported: it
 * holds at most RECENT_REPORTS_PER_ADDRESS lines (its newest), and the same report sent again is one
 * line with a count, moved to the top, rather than a new line.
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { type ClientErrorEntry, RECENT_REPORTS_KEPT, RECENT_REPORTS_PER_ADDRESS } from '@admin/api-client/contract';
import type { Db } from '../db/connection';
import { recentReportsTable as reports } from '../db/schema';

/** A report as it arrives: the count and first time are the list's to keep. */
export type IncomingReport = Omit<ClientErrorEntry, 'count' | 'firstAt'>;

export interface RecentReports {
  /** Keeps a report `address` sent (the client's IP address; never answered). */
  add(report: IncomingReport, address: string): Promise<void>;
  list(): Promise<ClientErrorEntry[]>;
}

const nextPlace = sql`nextval('recent_reports_order')`;

export function recentReports(
  db: Db,
  kept = RECENT_REPORTS_KEPT,
  perAddress = RECENT_REPORTS_PER_ADDRESS,
): RecentReports {
  return {
    async add(report, address) {
      const key = JSON.stringify([report.kind, report.message, report.remote, report.release, report.route]);
      const at = new Date(report.at);
      await db.transaction(async (tx) => {
        // The same report again: its count, time and request id move on, and it goes to the top.
        const [line] = await tx
          .insert(reports)
          .values({
            key,
            address,
            kind: report.kind,
            message: report.message,
            remote: report.remote,
            release: report.release,
            route: report.route,
            request_id: report.requestId,
            first_at: at,
            at,
            count: 1,
            seq: nextPlace,
          })
          .onConflictDoUpdate({
            target: reports.key,
            set: { count: sql`${reports.count} + 1`, at, request_id: report.requestId, seq: nextPlace },
          })
          .returning({ count: reports.count });
        if (line?.count !== 1) return;
        // A new line: its address keeps its newest lines only, and the list its newest `kept`.
        const newestOfAddress = tx
          .select({ id: reports.id })
          .from(reports)
          .where(eq(reports.address, address))
          .orderBy(desc(reports.seq))
          .limit(perAddress);
        await tx.delete(reports).where(and(eq(reports.address, address), notInArray(reports.id, newestOfAddress)));
        const newest = tx.select({ id: reports.id }).from(reports).orderBy(desc(reports.seq)).limit(kept);
        await tx.delete(reports).where(notInArray(reports.id, newest));
      });
    },
    async list() {
      const rows = await db.select().from(reports).orderBy(desc(reports.seq)).limit(kept);
      return rows.map((row) => ({
        kind: row.kind as ClientErrorEntry['kind'],
        message: row.message,
        remote: row.remote,
        release: row.release,
        route: row.route,
        requestId: row.request_id,
        at: row.at.toISOString(),
        firstAt: row.first_at.toISOString(),
        count: row.count,
      }));
    },
  };
}
