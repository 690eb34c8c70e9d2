/**
 * The worker thread that owns PGlite: runs each query it is sent and answers with the result.
 * PGlite's own locks order the work exactly as they do in one thread: a query outside a
 * transaction waits for the open transaction to end, a transaction waits for the previous one.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { readDataDirDump } from '../pglite-dump';
import { pgliteExtensions, TRIGRAM_SESSION_SQL } from '../trigram';
import { serializeError } from './errors';
import type { Notification, Ready, Reply, Request, WorkerSettings } from './protocol';

interface OpenTransaction {
  tx: Transaction | null;
  /** Resolves PGlite's transaction callback: true commits, false rolls back. */
  decide: (commit: boolean) => void;
  /** Settles when PGlite has committed (or rolled back and thrown). */
  finished: Promise<void>;
}

const port = parentPort;
if (!port) throw new Error('thread.ts runs as a worker thread (see client.ts)');
const settings = workerData as WorkerSettings;
const open = new Map<number, OpenTransaction>();

/** Values of these types stay PostgreSQL's text; the main thread applies the caller's parsers. */
const textParsers = (types: number[]): ParserOptions =>
  Object.fromEntries(types.map((type) => [type, (value: string) => value]));

async function handle(pg: PGlite, request: Request): Promise<Reply> {
  try {
    return { id: request.id, ok: true, result: await run(pg, request) };
  } catch (error) {
    return { id: request.id, ok: false, error: serializeError(error) };
  }
}

function inTransaction(txId: number | null): Transaction | PGlite | null {
  if (txId === null) return null;
  const tx = open.get(txId)?.tx;
  if (!tx) throw new Error(`Transaction ${txId} is not open`);
  return tx;
}

async function run(pg: PGlite, request: Request): Promise<Results | Results[] | null> {
  switch (request.op) {
    case 'query': {
      const options = {
        rowMode: request.rowMode,
        paramTypes: request.paramTypes,
        parsers: textParsers(request.textTypes),
      };
      return (inTransaction(request.txId) ?? pg).query(request.sql, request.params, options);
    }
    case 'exec':
      return (inTransaction(request.txId) ?? pg).exec(request.sql, {
        rowMode: request.rowMode,
        parsers: textParsers(request.textTypes),
      });
    case 'begin':
      await begin(pg, request.id);
      return null;
    case 'end': {
      const transaction = open.get(request.txId);
      if (!transaction) throw new Error(`Transaction ${request.txId} is not open`);
      transaction.decide(request.commit);
      await transaction.finished;
      return null;
    }
    case 'listen':
      // PGlite calls back after the notifying transaction commits; the main thread hears it next.
      await pg.listen(request.channel, (payload) =>
        parentPort?.postMessage({ notification: { channel: request.channel, payload } } satisfies Notification),
      );
      return null;
    case 'close':
      await pg.close();
      return null;
  }
}

/** Starts PGlite's transaction and keeps it open until an `end` request decides it; resolves once BEGIN ran. */
function begin(pg: PGlite, txId: number): Promise<void> {
  return new Promise<void>((started, failed) => {
    let decide: (commit: boolean) => void = () => undefined;
    const decision = new Promise<boolean>((resolve) => (decide = resolve));
    const finished = pg
      .transaction(async (tx) => {
        const transaction = open.get(txId);
        if (transaction) transaction.tx = tx;
        started();
        if (!(await decision)) await tx.rollback();
      })
      .finally(() => open.delete(txId));
    open.set(txId, { tx: null, decide, finished });
    // BEGIN itself failed: the transaction never started.
    finished.catch(failed);
  });
}

const ready: Ready = await PGlite.create(settings.dir ?? undefined, {
  extensions: pgliteExtensions,
  ...(settings.template ? { loadDataDir: await readDataDirDump(settings.template) } : {}),
}).then(
  async (pg) => {
    await pg.exec(TRIGRAM_SESSION_SQL);
    port.on('message', (request: Request) => void handle(pg, request).then((reply) => port.postMessage(reply)));
    return { ready: true } as const;
  },
  (error: unknown) => ({ ready: false, error: serializeError(error) }) as const,
);
port.postMessage(ready);
