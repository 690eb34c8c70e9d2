/**
 * Retention of the audit trail: entries older than the retention are deleted by a maintenance job
 * with its own database role, never by the API (whose role may not delete entries). The default
 * keeps everything.
 */
import type pg from 'pg';

/** AUDIT_RETENTION_DAYS: days an entry is kept; unset, empty or 0 keeps entries forever. */
export function retentionDays(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '' || value.trim() === '0') return null;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0)
    throw new Error(`AUDIT_RETENTION_DAYS must be a whole number of days (0 or unset: forever), got "${value}"`);
  return days;
}

/** Deletes the entries older than `days` days; how many. */
export async function deleteExpiredEntries(client: pg.ClientBase, days: number): Promise<number> {
  const result = await client.query('delete from audit_entries where at < now() - make_interval(days => $1)', [days]);
  return result.rowCount ?? 0;
}
