/**
 * Moving a deployment's files from its local folder into a bucket: every stored row's object is
 * copied, then verified in the bucket (count, size, and the sha2-256 of the bytes read back, which
 * must give the row's CID). Idempotent and resumable: an object already in the bucket with the
 * row's size and recorded sha2-256 is not copied again, so a run cut short is simply run again.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { files } from '../db/schema';
import { cidOfDigest } from './cid';
import type { ObjectStore } from './objects';

export interface MigrationReport {
  /** Rows in `files`. */
  rows: number;
  copied: number;
  /** Already in the bucket, whole (a resumed or repeated run). */
  skipped: number;
  /** Copied again because the bucket's copy did not read back right. */
  repaired: number;
  /** Objects read back whole from the bucket: size and checksum as the row says. */
  verified: number;
  /** Rows with no file in the local folder, or whose object could not be made right: the run fails. */
  problems: string[];
  /** Files in the folder no row names (left by a crash; not copied, `files:sweep` deletes them). */
  unreferenced: number;
}

const PAGE = 500;

/** The CID of an object's bytes, read as a stream (the object is never held whole). */
async function cidOfObject(
  store: ObjectStore,
  key: string,
): Promise<{ cid: string; size: number; sha256: string } | undefined> {
  const opened = await store.open(key);
  if (!opened) return undefined;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of opened.body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  const digest = hash.digest();
  return { cid: cidOfDigest(digest), size, sha256: digest.toString('hex') };
}

/** Every row of `files`, in CID order, a page at a time. */
async function* rowsOf(db: Db) {
  let after = '';
  for (;;) {
    const page = await db
      .select({ cid: files.cid, size: files.size })
      .from(files)
      .where(gt(files.cid, after))
      .orderBy(asc(files.cid))
      .limit(PAGE);
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]?.cid ?? after;
  }
}

export async function migrateFiles(
  db: Db,
  folder: string,
  source: ObjectStore,
  target: ObjectStore,
  log: (line: string) => void = () => undefined,
): Promise<MigrationReport> {
  const report: MigrationReport = {
    rows: 0,
    copied: 0,
    skipped: 0,
    repaired: 0,
    verified: 0,
    problems: [],
    unreferenced: 0,
  };
  const referenced = new Set<string>();
  const copy = async (cid: string, size: number) => {
    const local = await cidOfObject(source, cid);
    if (!local) return `${cid}: no file in ${folder}`;
    // The folder's copy must be the bytes the row names before it is trusted as the source.
    if (local.cid !== cid || local.size !== size)
      return `${cid}: the file in ${folder} is damaged (its bytes do not give its CID)`;
    await target.put(cid, path.join(folder, cid), size, local.sha256);
    return null;
  };
  for await (const row of rowsOf(db)) {
    report.rows += 1;
    referenced.add(row.cid);
    const there = await target.head(row.cid);
    // Put by an earlier run (size and recorded checksum there): not copied again, still read back below.
    if (there && there.size === row.size && there.sha256) report.skipped += 1;
    else {
      const problem = await copy(row.cid, row.size);
      if (problem) {
        report.problems.push(problem);
        continue;
      }
      report.copied += 1;
    }
    // Verification: the bucket's bytes, read back, must give the row's CID and size.
    let read = await cidOfObject(target, row.cid);
    if (read?.cid !== row.cid || read.size !== row.size) {
      const problem = await copy(row.cid, row.size);
      read = problem ? undefined : await cidOfObject(target, row.cid);
      if (read?.cid !== row.cid || read.size !== row.size) {
        report.problems.push(problem ?? `${row.cid}: the bucket's copy does not read back as its CID`);
        continue;
      }
      report.repaired += 1;
    }
    report.verified += 1;
    if (report.rows % 100 === 0)
      log(`${report.rows} rows: ${report.copied} copied, ${report.skipped} already there, ${report.verified} verified`);
  }
  for await (const object of source.list()) if (!referenced.has(object.key)) report.unreferenced += 1;
  return report;
}
