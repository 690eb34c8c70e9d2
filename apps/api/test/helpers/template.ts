/**
 * One migrated and seeded database per test run, copied for each test database instead of being
 * built again: a fresh one took 3-9 s on 2 cores (PGlite's initdb in memory, 25 migrations, the
 * seed), a copy ~1.5 s on PGlite (the dump unpacked, no initdb) and a file copy on PostgreSQL.
 *
 * global-setup.ts builds it once: on PGlite a dump of the data folder that each test's PGlite starts
 * from (`loadDataDir`), on PostgreSQL a database that each test's database is created from
 * (`CREATE DATABASE … TEMPLATE`). The seed's sample files are objects of the file store, not rows:
 * the template keeps them in a folder of its own, and each copy puts them into its own store (its
 * local folder or its bucket), as the seed would have.
 *
 * Used only for a database the API would seed (`seedOnEmpty`); API_TEST_TEMPLATE=off builds every
 * database from scratch as before.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase } from '../../src/db/connection';
import { createScratchDatabase } from '../../src/db/scratch-database';
import { localObjects, type ObjectStore } from '../../src/files/objects';
import { createFileStore } from '../../src/files/store';
import { seed } from '../../src/seed/seed';

export interface SeededTemplate {
  /** PGlite: the dump of the seeded data folder (src/db/pglite-dump.ts). */
  pgliteDump: string | null;
  /** PostgreSQL: the seeded database each test database is created from. */
  postgresDatabase: string | null;
  /** The seed's objects (the sample KYC evidence), kept in this folder. */
  objectsDir: string;
  objects: { key: string; size: number; sha256: string }[];
}

export const templateEnabled = () => process.env.API_TEST_TEMPLATE !== 'off';

/** The settings every test server starts from (helpers/server.ts adds its own). */
export const testSettings = (): Config => loadConfig({ DEV_MODE: 'true', PGLITE_WORKER: process.env.PGLITE_WORKER });

/**
 * Migrates and seeds a database as the API's first start does (buildApp: `migrate`, then `seed`
 * when empty), on the run's engine: PostgreSQL when DATABASE_URL is set, else PGlite.
 */
export async function buildSeededTemplate(
  publicUrl: Config['publicUrl'],
): Promise<{ template: SeededTemplate; remove(): Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-test-template-'));
  const objectsDir = path.join(dir, 'objects');
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'api_template') : null;
  const database = await openDatabase({ databaseUrl: scratch?.url ?? null, dataDir: null, pgliteWorker: false });
  const files = createFileStore(database.db, localObjects(objectsDir), dir, publicUrl);
  let pgliteDump: string | null = null;
  const objects: SeededTemplate['objects'] = [];
  const remove = async () => {
    await scratch?.drop();
    await fs.rm(dir, { recursive: true, force: true });
  };
  try {
    await database.migrate((db) => seed(db, { scale: false, files }));
    if (database.dump) {
      pgliteDump = path.join(dir, 'pglite.tar.gz');
      await database.dump(pgliteDump);
    }
    for await (const object of files.objects.list()) {
      const bytes = await fs.readFile(path.join(objectsDir, object.key));
      objects.push({ key: object.key, size: object.size, sha256: createHash('sha256').update(bytes).digest('hex') });
    }
  } catch (error) {
    await database.close().catch(() => undefined);
    await remove();
    throw error;
  } finally {
    files.objects.close();
  }
  // PostgreSQL copies a template only while nobody is connected to it.
  await database.close();
  const postgresDatabase = scratch ? new URL(scratch.url).pathname.slice(1) : null;
  return { template: { pgliteDump, postgresDatabase, objectsDir, objects }, remove };
}

/** Puts the seed's objects into a copy's own store. */
export async function putSeededObjects(template: SeededTemplate, objects: ObjectStore): Promise<void> {
  for (const object of template.objects)
    await objects.put(object.key, path.join(template.objectsDir, object.key), object.size, object.sha256);
}
