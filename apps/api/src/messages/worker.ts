/**
 * The outbox worker of one API instance (docs/messages.md). It claims due messages from the
 * database with FOR UPDATE SKIP LOCKED (so instances never take the same row at once), marks each
 * `sending` with a lease, hands it to its channel's provider, and records the outcome only while it
 * still holds the claim. A worker that stops mid-send leaves its rows `sending`: once their lease
 * runs out, any instance claims them again. So a message is delivered at least once; it goes twice
 * only when a worker stops after the server accepted it and before the outcome was recorded.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection';
import { messages } from '../db/schema';
import { DeliveryError, type Providers } from './providers';

/** The NOTIFY channel a new message wakes the workers on (sent in its transaction: only once it commits). */
export const MESSAGES_CHANNEL = 'admin_messages';

export interface WorkerOptions {
  maxAttempts: number;
  /** Before the first retry; doubled after each, at most an hour. */
  retryMs: number;
  /** Sends per second at most (a bulk action's messages go out at this pace). */
  perSecond: number;
  /** How long a claim holds: longer than a provider's longest try (SMTP_TIMEOUTS_MS). */
  leaseMs?: number;
  /**
   * The longest the worker sleeps without looking (a NOTIFY lost while the LISTEN connection was
   * down, a message written by hand): between looks it sleeps until the next message falls due.
   */
  pollMs?: number;
}

const MAX_BACKOFF_MS = 3_600_000;
const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 30_000;
/** The shortest sleep: a due message another instance holds locked this instant is not waited for in a busy loop. */
const MIN_SLEEP_MS = 50;
/** After a pass failed (the database away a moment), the next look; a LISTEN that reconnects wakes it sooner. */
const AFTER_FAILURE_MS = 5_000;

type Row = typeof messages.$inferSelect;

/** Wait before try `attempts + 1`: retryMs, then doubled, at most an hour. */
const backoffMs = (retryMs: number, attempts: number) =>
  Math.min(retryMs * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);

export class MessageWorker {
  #timer: NodeJS.Timeout | null = null;
  #unlisten: (() => Promise<void>) | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;
  #killed = false;
  /** When the next send may start (the per-second pace). */
  #nextSendAt = 0;
  readonly #lease: number;

  constructor(
    private readonly db: Db,
    private readonly providers: Providers,
    private readonly options: WorkerOptions,
    private readonly database?: Pick<Database, 'listen'>,
  ) {
    this.#lease = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /**
   * Listens for new messages (a NOTIFY, and a look after the LISTEN connection came back, since
   * notifications sent while it was down are lost) and takes what is due now.
   */
  async start(): Promise<void> {
    if (this.database)
      this.#unlisten = await this.database.listen(
        MESSAGES_CHANNEL,
        () => this.wake(),
        () => this.wake(),
      );
    this.wake();
  }

  /**
   * Looks for due messages now (a new one committed, or the next one fell due); one pass at a time.
   * After a pass it sleeps until the earliest queued message's next try or a claim's lease end, at most
   * `pollMs`: an idle instance asks the database once in that while, not every second.
   */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#sleep(null);
    this.#running = this.#drain()
      .then(() => this.#sleepUntilDue())
      .catch((error: unknown) => {
        console.warn(`[messages] worker pass failed: ${(error as Error).message}`);
        this.#sleep(Math.min(AFTER_FAILURE_MS, this.options.pollMs ?? DEFAULT_POLL_MS));
      })
      .finally(() => {
        this.#running = null;
        if (this.#again && !this.#stopped) {
          this.#again = false;
          this.wake();
        }
      });
  }

  /** Wakes after `ms` (null: not at all), replacing the sleep set before. */
  #sleep(ms: number | null): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (ms === null || this.#stopped) return;
    this.#timer = setTimeout(() => this.wake(), ms);
    this.#timer.unref();
  }

  /** Sleeps until the next message falls due (measured by the database's clock), at most `pollMs`. */
  async #sleepUntilDue(): Promise<void> {
    const [next] = await this.db
      .select({
        ms: sql<number | null>`(extract(epoch from (min(${messages.next_attempt_at}) - now())) * 1000)::float8`,
      })
      .from(messages)
      .where(inArray(messages.status, ['queued', 'sending']));
    const poll = this.options.pollMs ?? DEFAULT_POLL_MS;
    const dueIn = next?.ms === null || next?.ms === undefined ? poll : Number(next.ms);
    this.#sleep(Math.min(Math.max(dueIn, MIN_SLEEP_MS), poll));
  }

  /** Stops after the send in hand is recorded. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#sleep(null);
    await this.#unlisten?.();
    await this.#running;
    for (const provider of new Set(Object.values(this.providers))) provider.close?.();
  }

  /**
   * Stops as a crashed process would: nothing more is sent or recorded, whatever is in hand. Its
   * claimed rows stay `sending` until their lease runs out (the tests that kill a worker mid-send).
   */
  kill(): void {
    this.#killed = true;
    this.#stopped = true;
    this.#sleep(null);
    void this.#unlisten?.();
    for (const provider of new Set(Object.values(this.providers))) provider.close?.();
  }

  async #drain(): Promise<void> {
    while (!this.#stopped) {
      // One at a time: a claim never waits behind other sends (at most one pace step, a fraction of a
      // second), so its lease covers its own send and no other instance takes it while it is in hand.
      const [row] = await this.claim(1);
      if (!row) return;
      await this.#pace();
      if (this.#stopped) return;
      await this.#deliver(row);
    }
  }

  async #pace(): Promise<void> {
    const wait = this.#nextSendAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.#nextSendAt = Math.max(Date.now(), this.#nextSendAt) + 1000 / this.options.perSecond;
  }

  /** Takes up to `limit` due messages: queued ones whose time came, and `sending` ones whose lease ran out. */
  async claim(limit: number): Promise<Row[]> {
    const due = this.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(inArray(messages.status, ['queued', 'sending']), lte(messages.next_attempt_at, sql`now()`)))
      .orderBy(messages.next_attempt_at, messages.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(messages)
      .set({
        status: 'sending',
        attempts: sql`${messages.attempts} + 1`,
        next_attempt_at: sql`now() + make_interval(secs => ${this.#lease / 1000})`,
        updated_at: sql`now()`,
      })
      .where(inArray(messages.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  async #deliver(row: Row): Promise<void> {
    const provider = this.providers[row.channel];
    let failure: DeliveryError | null = null;
    try {
      await provider.send({
        messageId: row.message_id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        format: row.format,
      });
    } catch (error) {
      failure = error instanceof DeliveryError ? error : new DeliveryError((error as Error).message);
    }
    // A killed worker records nothing (as a process that died): its lease decides what happens next.
    if (this.#killed) return;
    await this.record(row, failure);
  }

  /** The outcome of a try, only while this claim still holds it (same status and attempt). */
  async record(row: Row, failure: DeliveryError | null): Promise<void> {
    const owned = and(eq(messages.id, row.id), eq(messages.status, 'sending'), eq(messages.attempts, row.attempts));
    if (!failure) {
      await this.db
        .update(messages)
        .set({ status: 'sent', sent_at: sql`now()`, failure_reason: null, updated_at: sql`now()` })
        .where(owned);
      return;
    }
    const reason = failure.message.slice(0, 500);
    const final = failure.outcome !== 'retry' || row.attempts >= this.options.maxAttempts;
    const wait = backoffMs(this.options.retryMs, row.attempts);
    await this.db
      .update(messages)
      .set({
        status: final ? (failure.outcome === 'bounced' ? 'bounced' : 'failed') : 'queued',
        failure_reason: reason,
        updated_at: sql`now()`,
        ...(final ? {} : { next_attempt_at: sql`now() + make_interval(secs => ${wait / 1000})` }),
      })
      .where(owned);
  }
}
