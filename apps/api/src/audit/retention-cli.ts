/**
 * `npm run audit:retention -w @admin/api`: the maintenance job that enforces the audit trail's
 * retention. It connects with its own role (AUDIT_MAINTENANCE_DATABASE_URL, the role
 * admin_audit_retention of src/db/roles/audit-grants.sql), never the API's, and deletes entries
 * older than AUDIT_RETENTION_DAYS; with no retention set it deletes nothing. Run it daily (cron, a
 * scheduled job); it prints what it did.
 */
import pg from 'pg';
import { deleteExpiredEntries, retentionDays } from './retention';

async function main(): Promise<void> {
  const days = retentionDays(process.env.AUDIT_RETENTION_DAYS);
  if (days === null) {
    console.log('Audit retention: forever (AUDIT_RETENTION_DAYS unset or 0): nothing deleted');
    return;
  }
  const url = process.env.AUDIT_MAINTENANCE_DATABASE_URL;
  if (!url)
    throw new Error(
      'AUDIT_MAINTENANCE_DATABASE_URL is not set: the job connects as the maintenance role, never as the API',
    );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deleted = await deleteExpiredEntries(client, days);
    console.log(`Audit retention: ${days} days; deleted ${deleted} entr${deleted === 1 ? 'y' : 'ies'} older than that`);
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
