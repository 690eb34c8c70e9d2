/**
 * A PGlite data folder saved whole (`dumpDataDir`) and read back to start a database from it
 * (`loadDataDir`), with no initdb and no migration: the API tests start each file's database from
 * one migrated and seeded dump (test/helpers/template.ts).
 */
import fs from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';

/** Writes the data folder of `client` to `file` (gzip: ~6 MB for the seeded database instead of ~47). */
export async function writeDataDirDump(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('gzip');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

/** Reads a dump written by writeDataDirDump, typed as PGlite's loadDataDir needs it to unzip it. */
export async function readDataDirDump(file: string): Promise<Blob> {
  return new Blob([await fs.readFile(file)], {
    type: file.endsWith('.gz') ? 'application/x-gzip' : 'application/x-tar',
  });
}
