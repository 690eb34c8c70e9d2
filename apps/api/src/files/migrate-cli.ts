/**
 * `npm run files:migrate -w @admin/api`: copies the files of the local folder (`DATA_DIR/files`, or
 * `--from=<folder>`) into the bucket of the STORAGE_S3_* settings and verifies every stored row's
 * object there (count, size, sha2-256 read back). Run it again after an interruption: what is in the
 * bucket already is verified, not copied again. Exit 1 when any row's file is missing or damaged.
 * docs/deployment.md, "Moving files into a bucket", gives the whole procedure.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateFiles } from './migrate';
import { localObjects, s3Objects } from './objects';

const config = loadConfig();
if (!config.s3) {
  console.error('Set STORAGE_S3_BUCKET (and STORAGE_S3_ENDPOINT, credentials) to the bucket to copy the files into.');
  process.exit(2);
}
const folder = process.argv.find((arg) => arg.startsWith('--from='))?.slice('--from='.length) ?? config.filesDir;
const database = await openDatabase({ ...config, pgliteWorker: false });
const target = s3Objects(config.s3);
const started = Date.now();
try {
  console.log(`Copying ${folder} into ${target.location}`);
  const report = await migrateFiles(database.db, folder, localObjects(folder), target, (line) => console.log(line));
  console.log(
    `${report.rows} stored files: ${report.copied} copied, ${report.skipped} already in the bucket, ` +
      `${report.repaired} copied again after a bad read-back; ${report.verified} of ${report.rows} verified ` +
      `(size and sha2-256) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (report.unreferenced > 0)
    console.log(`${report.unreferenced} file(s) in the folder are named by no row: not copied (npm run files:sweep).`);
  if (report.problems.length > 0) {
    console.error(`${report.problems.length} problem(s):\n${report.problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else if (report.verified === report.rows) {
    console.log('Every stored file is in the bucket. Switch the API to it (STORAGE_S3_* on every instance).');
  }
} finally {
  target.close();
  await database.close();
}
