/**
 * The trail as CSV: every entry the filter matches, newest first, read in keyset batches (at, id)
 * so memory stays flat however long the trail is (as the order report's CSV).
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@admin/api-client/contract';
import type { Queryable } from '../db/connection';
import { auditEntries } from '../db/schema';
import { csvLine } from '../http/csv';
import { toAuditEntry } from './query';

export const AUDIT_CSV_BATCH = 1000;

export const AUDIT_CSV_HEADER = ['Entry ID', 'Time', 'Actor ID', 'Actor', 'Actor role', 'Action', 'Record type', 'Record ID', 'Record', 'Changes', 'Note', 'Request ID'] as const;

export async function* auditCsv(db: Queryable, where: SQL | undefined, batch = AUDIT_CSV_BATCH): AsyncGenerator<string> {
  yield csvLine(AUDIT_CSV_HEADER);
  // The cursor keeps `at` as PostgreSQL's text (microseconds): a JS Date would cut it to milliseconds.
  let cursor: { at: string; id: number } | undefined;
  for (;;) {
    const after = cursor ? sql`(${auditEntries.at}, ${auditEntries.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
    const rows = await db
      .select({ entry: auditEntries, cursor_at: sql<string>`${auditEntries.at}::text` })
      .from(auditEntries)
      .where(and(where, after))
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(batch);
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) {
      const e = toAuditEntry(row.entry);
      const changes = e.changes.map((c) => `${c.field}: ${c.before ?? '—'} → ${c.after ?? '—'}`).join('; ');
      chunk += csvLine([
        e.id,
        e.at,
        e.actor?.id,
        e.actor?.name,
        e.actor?.role,
        AUDIT_ACTION_LABELS[e.action],
        AUDIT_RECORD_TYPE_LABELS[e.record_type],
        e.record_id,
        e.record_label,
        changes,
        e.note,
        e.request_id,
      ]);
    }
    yield chunk;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursor_at, id: last.entry.id };
  }
}
