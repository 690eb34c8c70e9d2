import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  /** Drops it, closing any connection still open. */
  drop(): Promise<void>;
}

async function run(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates a throwaway database named `<prefix>_<random>` on a PostgreSQL server (tests, bench): empty,
 * or a copy of the database `template` (which must have no connection open while it is copied).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `drop database if exists ${name} with (force)`) };
}
