/** Messages between the main thread's PGlite client (client.ts) and the thread that runs PGlite (thread.ts). */
import type { Results, RowMode } from '@electric-sql/pglite';

/** What the worker is started with. */
export interface WorkerSettings {
  /** PGlite folder, or null for an in-memory database. */
  dir: string | null;
  /** A dump of a data folder (PGlite's dumpDataDir, .tar or .tar.gz) to start from, or null. */
  template: string | null;
}

export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: RowMode | undefined;
      paramTypes: number[] | undefined;
      /** Types whose values come back as PostgreSQL's text: the caller's own parsers run on the main thread. */
      textTypes: number[];
      /** The open transaction this query belongs to; none: wait for any open transaction, as PGlite does. */
      txId: number | null;
    }
  | { id: number; op: 'exec'; sql: string; rowMode: RowMode | undefined; textTypes: number[]; txId: number | null }
  /** Waits for PGlite's transaction lock and runs BEGIN; the transaction's id is this request's id. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; txId: number; commit: boolean }
  /** LISTENs on a channel: each notification then comes as a `Notification` message. */
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'close' };

/** An error as it crosses the thread boundary: its message, name and every plain field (PostgreSQL's `code`, `detail`, `constraint`…). */
export interface SerializedError {
  name: string;
  message: string;
  stack: string | undefined;
  /** True for PGlite's DatabaseError (an error PostgreSQL reported), rebuilt as one on the main thread. */
  database: boolean;
  fields: Record<string, unknown>;
}

export type Reply =
  | { id: number; ok: true; result: Results | Results[] | null }
  | { id: number; ok: false; error: SerializedError };

/** A NOTIFY on a channel the worker listens on (sent on its own, not as a reply). */
export interface Notification {
  notification: { channel: string; payload: string };
}

/** First message of the worker: PGlite is open (or could not be). */
export type Ready = { ready: true } | { ready: false; error: SerializedError };
