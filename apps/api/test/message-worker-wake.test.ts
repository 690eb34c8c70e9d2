/**
 * When the outbox worker looks (docs/messages.md, "The worker"): every API instance runs one, test
 * servers too, so an idle one must not ask the database every second. It wakes on the NOTIFY a new
 * message's transaction sends, sleeps until the next try of a failed message falls due, and looks
 * anyway once in `pollMs` (a NOTIFY lost while its LISTEN connection was down).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/connection';
import { messages } from '../src/db/schema';
import { DeliveryError, type Providers } from '../src/messages/providers';
import { MessageWorker, type WorkerOptions } from '../src/messages/worker';
import { queueTestMessages } from './helpers/outbox';
import { createTestDatabase, type TestDatabase } from './helpers/server';
import { until } from './helpers/until';

/** A provider that keeps each try's time, and refuses the next `refuse` tries as a 421 would. */
function recordingProviders() {
  const tries: { messageId: string; at: number }[] = [];
  const state = { refuse: 0 };
  const provider = {
    async send(message: { messageId: string }) {
      tries.push({ messageId: message.messageId, at: Date.now() });
      if (state.refuse > 0) {
        state.refuse -= 1;
        throw new DeliveryError('421 Try again later');
      }
    },
  };
  const providers: Providers = { email: provider, sms: provider, push: provider };
  return { tries, state, providers };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('when the outbox worker looks', () => {
  let database: TestDatabase;
  let opened: Database;
  let worker: MessageWorker | null = null;

  beforeAll(async () => {
    database = await createTestDatabase({ messageWorker: false });
    opened = await database.open();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
    // Each test starts from an empty outbox.
    await opened.db.delete(messages);
  });
  afterAll(async () => {
    if (database?.config.databaseUrl) await opened?.close();
    await database?.drop();
  });

  function start(options: Partial<WorkerOptions> = {}, listen = true) {
    const made = recordingProviders();
    worker = new MessageWorker(
      opened.db,
      made.providers,
      { maxAttempts: 3, retryMs: 1_000, perSecond: 50, ...options },
      listen ? opened : undefined,
    );
    const claims = vi.spyOn(worker, 'claim');
    return { ...made, claims, worker };
  }

  it('idle, does not ask the database every second', async () => {
    const { claims, worker } = start();
    await worker.start();
    await sleep(2_500);
    // The look at start, and none since: the old worker polled once a second (three more here).
    expect(claims).toHaveBeenCalledTimes(1);
  });

  it('takes a committed message at once, woken by its NOTIFY', async () => {
    // Only the NOTIFY can wake it before the fallback look: a bound in ms would also measure the
    // machine's load, a bound of the fallback's own period cannot be met without the wake.
    const pollMs = 20_000;
    const { tries, claims, worker } = start({ pollMs });
    await worker.start();
    await sleep(300);
    const queuedAt = Date.now();
    await queueTestMessages(opened.db, 1);
    await until(async () => tries.length === 1, pollMs / 2);
    expect(tries[0]!.at - queuedAt).toBeLessThan(pollMs / 2);
    // The look at start and the woken look(s), none from a timer.
    expect(claims.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('tries a failed message again when its backoff ends, not at the next poll', async () => {
    // A fallback look far later than the backoff: only sleeping until the try falls due is in time.
    const { tries, state, claims, worker } = start({ retryMs: 1_200, pollMs: 5_000 });
    state.refuse = 1;
    await worker.start();
    await queueTestMessages(opened.db, 1);
    await until(async () => tries.length === 2, 5_000);
    const gap = tries[1]!.at - tries[0]!.at;
    // The backoff, and little more: the worker slept until the try fell due.
    expect(gap).toBeGreaterThanOrEqual(1_150);
    expect(gap).toBeLessThan(2_500);
    const [row] = await until(async () => {
      const rows = await opened.db.select().from(messages);
      return rows[0]?.status === 'sent' && rows;
    });
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    // Looks: the start, the NOTIFY, the due retry (and the empty look that ends a pass), not one a second.
    expect(claims.mock.calls.length).toBeLessThanOrEqual(6);
  });

  it('still finds a message without its NOTIFY (LISTEN down), at the fallback look', async () => {
    const { tries, worker } = start({ pollMs: 800 }, false);
    await worker.start();
    await sleep(100);
    await queueTestMessages(opened.db, 1);
    await sleep(300);
    expect(tries).toHaveLength(0);
    await until(async () => tries.length === 1, 3_000);
  });
});
