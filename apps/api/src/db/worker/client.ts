/**
 * PGlite in a worker thread, seen from the main thread: the part of PGlite's interface drizzle's
 * pglite driver uses (`query` with `rowMode` and `parsers`, `transaction` with `tx.query`), plus
 * `exec` and `close`. Queries are executed by thread.ts, so the event loop here stays free while
 * PostgreSQL works. Transactions keep PGlite's semantics: BEGIN waits for PGlite's transaction
 * lock in the worker, every query of the transaction carries its id, queries outside it wait for
 * its COMMIT or ROLLBACK (PGlite is one connection), a callback that throws rolls it back.
 */
import { Worker } from 'node:worker_threads';
import type { ParserOptions, QueryOptions, Results, RowMode } from '@electric-sql/pglite';
import { deserializeError } from './errors';
import type { Notification, Ready, Reply, Request, WorkerSettings } from './protocol';

/** The transaction handle a `transaction` callback gets (drizzle calls `query` on it). */
export interface WorkerTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Pending = { resolve: (result: Results | Results[] | null) => void; reject: (error: Error) => void };
/** A request without its id (the id is given when sent). */
type Unsent<R> = R extends Request ? Omit<R, 'id'> : never;

/** The worker's entry: loads thread.ts (TypeScript) through tsx. */
const bootstrapUrl = new URL('./bootstrap.mjs', import.meta.url);

/** Applies the caller's parsers to the columns the worker left as text. */
function parse<T>(result: Results<T>, rowMode: RowMode | undefined, parsers: ParserOptions | undefined): Results<T> {
  if (!parsers) return result;
  result.fields.forEach((field, index) => {
    const parser = parsers[field.dataTypeID];
    if (!parser) return;
    const key = rowMode === 'array' ? index : field.name;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      // PGlite calls a parser with the value and its type, so does this.
      if (typeof value === 'string')
        row[key] = (parser as (text: string, typeId: number) => unknown)(value, field.dataTypeID);
    }
  });
  return result;
}

function textTypes(options: QueryOptions | undefined): number[] {
  if (options?.serializers || options?.blob || options?.onNotice) {
    throw new Error('PGlite in a worker: serializers, blob and onNotice options are not supported');
  }
  return Object.keys(options?.parsers ?? {}).map(Number);
}

export class PGliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  /** What each channel's notifications are handed to (`listen`). */
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  /** Set once the worker is gone: every later call fails with it. */
  #stopped: Error | null = null;

  /** Requests sent to the worker and not answered yet. */
  get pendingCount(): number {
    return this.#pending.size;
  }

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: Reply | Notification) => {
      if ('notification' in message) {
        const { channel, payload } = message.notification;
        for (const listener of this.#listeners.get(channel) ?? []) listener(payload);
        return;
      }
      const reply = message;
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply.result);
      else pending.reject(deserializeError(reply.error));
    });
    const stop = (error: Error) => {
      this.#stopped ??= error;
      for (const pending of this.#pending.values()) pending.reject(this.#stopped);
      this.#pending.clear();
    };
    worker.on('error', (error) => stop(new Error(`PGlite worker failed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => stop(new Error(`PGlite worker stopped (exit code ${code})`)));
  }

  /** Starts the worker and opens PGlite in it (`dir` null: in memory; `template`: a data folder dump to start from). */
  static async create(dir: string | null, template: string | null = null): Promise<PGliteWorkerClient> {
    const worker = new Worker(bootstrapUrl, { workerData: { dir, template } satisfies WorkerSettings });
    const ready = await new Promise<Ready>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`PGlite worker stopped while opening (exit code ${code})`)));
    });
    if (!ready.ready) {
      await worker.terminate();
      throw deserializeError(ready.error);
    }
    return new PGliteWorkerClient(worker);
  }

  #send(request: Unsent<Request>, id = this.#nextId++): Promise<Results | Results[] | null> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as Request);
    });
  }

  #query<T>(txId: number | null, sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const request = {
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      paramTypes: options?.paramTypes,
      textTypes: textTypes(options),
      txId,
    } as const;
    return this.#send(request).then((result) => parse(result as Results<T>, options?.rowMode, options?.parsers));
  }

  #exec(txId: number | null, sql: string, options?: QueryOptions): Promise<Results[]> {
    const request = { op: 'exec', sql, rowMode: options?.rowMode, textTypes: textTypes(options), txId } as const;
    return this.#send(request).then((results) =>
      (results as Results[]).map((result) => parse(result, options?.rowMode, options?.parsers)),
    );
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(null, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(null, sql, options);
  }

  /** As PGlite's: BEGIN, the callback, COMMIT; ROLLBACK and rethrow when the callback throws. */
  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    // The id of the begin request names the transaction.
    const txId = this.#nextId++;
    await this.#send({ op: 'begin' }, txId);
    let closed = false;
    const checkOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = async (commit: boolean) => {
      closed = true;
      await this.#send({ op: 'end', txId, commit });
    };
    const tx: WorkerTransaction = {
      query: async (sql, params, options) => {
        checkOpen();
        return this.#query(txId, sql, params, options);
      },
      exec: async (sql, options) => {
        checkOpen();
        return this.#exec(txId, sql, options);
      },
      rollback: async () => {
        checkOpen();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  /**
   * As PGlite's `listen`: calls `callback` with each payload NOTIFYed on `channel` (after the
   * notifying transaction commits). Resolves with the function that stops listening.
   */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      // The worker LISTENs once per channel; every listener here shares it.
      await this.#send({ op: 'listen', channel });
    }
    listeners.add(callback);
    return async () => {
      listeners.delete(callback);
    };
  }

  /** Closes PGlite, then stops the worker. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#send({ op: 'close' });
    await this.#worker.terminate();
  }
}
