/**
 * The trail as CSV: every entry the filter matches, newest first, in keyset batches (at, id), as
 * the order report's CSV.
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@admin/api-client/contract';
import type { Queryable } from '../db/connection';
import { auditEntries } from '../db/schema';
import { keysetCsv } from '../http/csv';
import { toAuditEntry } from './query';

const AUDIT_CSV_BATCH = 1000;

const AUDIT_CSV_HEADER = [
  'Entry ID',
  'Time',
  'Actor ID',
  'Actor',
  'Actor role',
  'Action',
  'Record type',
  'Record ID',
  'Record',
  'Changes',
  'Note',
  'Request ID',
] as const;

// The cursor keeps `at` as PostgreSQL's text (microseconds): a JS Date would cut it to milliseconds.
interface Cursor {
  at: string;
  id: number;
}

export function auditCsv(db: Queryable, where: SQL | undefined, batch = AUDIT_CSV_BATCH): AsyncGenerator<string> {
  return keysetCsv(
    {
      header: AUDIT_CSV_HEADER,
      batch: (cursor: Cursor | undefined, limit) =>
        db
          .select({ entry: auditEntries, cursor_at: sql<string>`${auditEntries.at}::text` })
          .from(auditEntries)
          .where(
            and(
              where,
              cursor
                ? sql`(${auditEntries.at}, ${auditEntries.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
                : undefined,
            ),
          )
          .orderBy(desc(auditEntries.at), desc(auditEntries.id))
          .limit(limit),
      cells: (row) => {
        const e = toAuditEntry(row.entry);
        const changes = e.changes.map((c) => `${c.field}: ${c.before ?? '—'} → ${c.after ?? '—'}`).join('; ');
        return [
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
        ];
      },
      cursorOf: (row): Cursor => ({ at: row.cursor_at, id: row.entry.id }),
    },
    batch,
  );
}
