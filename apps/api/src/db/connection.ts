/**
 * Opens the database: embedded PGlite (folder or memory) by default, in the API's thread or in a
 * worker thread (`pgliteWorker`), or PostgreSQL when a URL is given.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { readDataDirDump, writeDataDirDump } from './pglite-dump';
import { pgliteExtensions, TRIGRAM_CONNECTION_OPTIONS, TRIGRAM_SESSION_SQL } from './trigram';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { PGliteWorkerClient } from './worker/client';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; queries accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'pglite-worker' | 'postgres';
  /** Applies pending migrations, then runs `afterMigrate`, under a cross-instance lock. */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  /** Queries waiting: for a pool connection (PostgreSQL) or for the PGlite worker (the metrics' queue depth). */
  queueDepth(): number;
  /**
   * LISTENs on `channel`: `onPayload` gets each NOTIFY payload once its transaction committed. On
   * PostgreSQL the listening connection is reconnected when lost, and `onReconnect` called then (a
   * notification sent meanwhile is lost: the caller catches up from its table). Resolves with the
   * function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** PGlite in this thread only: saves its data folder to `file` (src/db/pglite-dump.ts). */
  dump?(file: string): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary constant key of the advisory lock that serialises start-up of instances sharing one server. */
const STARTUP_LOCK_KEY = 727_001;

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string | null;
  /** PGlite only: run it in a worker thread so queries do not block the event loop (default true, as `PGLITE_WORKER`). */
  pgliteWorker?: boolean;
  /**
   * PGlite in memory only: a dump of a data folder (src/db/pglite-dump.ts) to start from instead of an
   * empty database (the tests' migrated and seeded template).
   */
  pgliteTemplate?: string | null;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(
    options.dataDir,
    options.pgliteWorker ?? true,
    options.dataDir ? null : (options.pgliteTemplate ?? null),
  );
}

async function openPglite(dataDir: string | null, inWorker: boolean, template: string | null): Promise<Database> {
  let dir: string | null = null;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    await fs.mkdir(dir, { recursive: true });
  }
  // The worker's client implements the part of PGlite's interface the driver uses (query, transaction).
  const worker = inWorker ? await PGliteWorkerClient.create(dir, template) : null;
  const client = worker
    ? (worker as unknown as PGlite)
    : await PGlite.create(dir ?? undefined, {
        extensions: pgliteExtensions,
        ...(template ? { loadDataDir: await readDataDirDump(template) } : {}),
      });
  // In the worker, the thread runs the same setting as it opens PGlite.
  if (!inWorker) await client.exec(TRIGRAM_SESSION_SQL);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: inWorker ? 'pglite-worker' : 'pglite',
    async migrate(afterMigrate) {
      // One process owns a PGlite folder, so no lock is needed.
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      if (afterMigrate) await afterMigrate(db);
    },
    // In the API's thread a query blocks the loop until done: nothing queues in between.
    queueDepth: () => worker?.pendingCount ?? 0,
    // PGlite is one connection in this process: it cannot be lost without the database.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    ...(worker ? {} : { dump: (file: string) => writeDataDirDump(client, file) }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: TRIGRAM_CONNECTION_OPTIONS });
  // An idle client losing its connection (server restart) must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    async migrate(afterMigrate) {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        // A database already at this build's last migration needs no DDL: so the API may run as a
        // role that holds no DDL rights (src/db/roles/audit-grants.sql), once the owner migrated.
        if (!(await migrationsApplied(lock))) await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
        if (afterMigrate) await afterMigrate(db);
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    queueDepth: () => pool.waitingCount,
    listen: (channel, onPayload, onReconnect) => listenOnPostgres(url, channel, onPayload, onReconnect),
    close: () => pool.end(),
  };
}

/** Wait before reconnecting a lost LISTEN connection. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * A connection of its own for LISTEN (a pooled one would be handed to queries): reconnected after
 * an error or a server restart, each time after RELISTEN_DELAY_MS, until stopped.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  const later = (task: () => void) => setTimeout(() => !stopped && task(), RELISTEN_DELAY_MS).unref();
  const reconnect = (): void => {
    connect().then(
      () => onReconnect?.(),
      (error: Error) => {
        console.error(`PostgreSQL LISTEN ${channel}: ${error.message}`);
        later(reconnect);
      },
    );
  };
  /** The connection in use ended or failed: start another (once per connection). */
  const lost = (client: pg.Client) => {
    if (stopped || current !== client) return;
    current = null;
    void client.end().catch(() => undefined);
    later(reconnect);
  };
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.on('error', (error) => {
      console.error(`PostgreSQL LISTEN ${channel}: ${error.message}`);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await client.end().catch(() => undefined);
    else current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

/** Whether the database already records this build's last migration (drizzle keeps each one's `when`). */
async function migrationsApplied(client: pg.PoolClient): Promise<boolean> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const last = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const { rows } = await client.query<{ applied: boolean }>(
      'select exists (select 1 from drizzle.__drizzle_migrations where created_at >= $1) as applied',
      [last],
    );
    return rows[0]?.applied === true;
  } catch {
    // No migrations table yet (or not readable): a fresh database, migrate it.
    return false;
  }
}

/** True when the database holds no users yet (a fresh install). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
  return (rows[0]?.n ?? 0) === 0;
}
