/**
 * `npm run files:sweep -w @admin/api [-- --grace-minutes=60]`: deletes what failed or interrupted
 * uploads left in the configured store (objects no row names, staging files) older than the grace
 * period, and reports rows whose object is missing (none should be: objects are written first).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { objectStoreFor, rowsWithoutObject, sweepOrphans } from './store';

const grace = Number(process.argv.find((arg) => arg.startsWith('--grace-minutes='))?.split('=')[1] ?? 60);
if (!Number.isFinite(grace) || grace < 0) throw new Error('--grace-minutes must be a non-negative number');
const config = loadConfig();
const database = await openDatabase({ ...config, pgliteWorker: false });
const objects = objectStoreFor(config);
try {
  const swept = await sweepOrphans(database.db, objects, config.filesDir, grace * 60_000);
  console.log(
    `Swept ${objects.location}: ${swept.objects} orphan object(s), ${swept.staging} staging file(s) older than ${grace} min.`,
  );
  const missing = await rowsWithoutObject(database.db, objects);
  if (missing.length > 0) {
    console.error(`${missing.length} stored file(s) have no object: ${missing.slice(0, 20).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  objects.close();
  await database.close();
}
