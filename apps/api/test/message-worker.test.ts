/**
 * The outbox under a worker that dies mid-send (docs/messages.md): two workers on one database; the
 * first is killed (it stops as a crashed process would: nothing more recorded) while messages are in
 * flight, the second claims them once their lease runs out. Every message is delivered, and the SMTP
 * server sees each Message-ID once, except where the kill fell between the server's acceptance and
 * our record of it: the test counts those windows and allows exactly them a second copy. And a
 * message written in a transaction that rolls back is never sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/db/connection';
import { messages } from '../src/db/schema';
import { providersFor } from '../src/messages/providers';
import { MessageWorker } from '../src/messages/worker';
import { createTestDatabase, startOn, type TestDatabase, type TestServer } from './helpers/server';
import { testSmtp, type TestSmtp } from './helpers/smtp';
import { until } from './helpers/until';
import { queueTestMessages } from './helpers/outbox';

const MESSAGES = 24;
const LEASE_MS = 1_000;
const KILL_AT = 8;

describe('a worker killed mid-send', () => {
  let database: TestDatabase;
  let opened: Database[] = [];
  let server: TestServer;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await testSmtp();
    await smtp.start();
    // The API's own worker is off: the test runs its two workers by hand.
    database = await createTestDatabase({ smtpUrl: smtp.url, messageWorker: false });
    opened = [await database.open(), await database.open()];
    server = await startOn(database.config, { database: opened[0] });
  });
  afterAll(async () => {
    await server?.close();
    if (database?.config.databaseUrl) for (const db of opened) await db.close();
    await database?.drop();
    await smtp?.stop();
  });

  const queue = (n: number, db: Queryable = opened[0]!.db) => queueTestMessages(db, n);

  it('delivers every message; a Message-ID arrives twice only where the kill fell after the server accepted it', async () => {
    await queue(MESSAGES);
    const options = { maxAttempts: 5, retryMs: 100, perSecond: 40, leaseMs: LEASE_MS, pollMs: 100 };
    const config = { ...database.config };
    const first = new MessageWorker(opened[0]!.db, providersFor(config), options);
    // The kill falls while the server is accepting the eighth message (its data read, its 250 not yet
    // answered): the worst moment, when the server has it and our record will never say so.
    let seen = 0;
    smtp.onAccept = () => {
      seen += 1;
      if (seen === KILL_AT) first.kill();
      return new Promise((resolve) => setTimeout(resolve, 10));
    };
    await first.start();
    await until(async () => seen >= KILL_AT && true);
    // A send already on the wire may still finish at the server (a process's socket would be cut):
    // let it settle, well inside the lease, before reading what the server accepted.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // What the server accepted but the killed worker did not record: the windows a copy may come from.
    const accepted = new Set(smtp.received.map((m) => m.messageId));
    const inFlight = (await opened[0]!.db.select().from(messages)).filter((m) => m.status === 'sending');
    const windows = inFlight.filter((m) => accepted.has(m.message_id)).length;
    // Claimed one at a time: the killed worker held the one message it was sending.
    expect(inFlight).toHaveLength(1);
    expect(windows).toBe(1);

    const second = new MessageWorker(opened[1]!.db, providersFor(config), options);
    await second.start();
    const rows = await until(async () => {
      const all = await opened[1]!.db.select().from(messages);
      return all.every((m) => m.status === 'sent') && all;
    }, 30_000);
    await second.stop();
    smtp.onAccept = undefined;
    expect(seen).toBeGreaterThan(MESSAGES);

    expect(rows).toHaveLength(MESSAGES);
    const counts = smtp.counts();
    expect(counts.size).toBe(MESSAGES);
    const twice = [...counts.values()].filter((n) => n === 2).length;
    expect([...counts.values()].every((n) => n === 1 || n === 2)).toBe(true);
    expect(twice).toBe(windows);
    console.log(`killed with ${inFlight.length} in flight; ${windows} between acceptance and record (sent twice)`);
  });

  it('sends nothing for a change that rolled back', async () => {
    const before = smtp.received.length;
    const count = async () => (await opened[0]!.db.select().from(messages)).length;
    const rows = await count();
    await expect(
      opened[0]!.db.transaction(async (tx) => {
        await queue(1, tx);
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    expect(await count()).toBe(rows);
    const worker = new MessageWorker(opened[0]!.db, providersFor(database.config), {
      maxAttempts: 1,
      retryMs: 100,
      perSecond: 50,
    });
    await worker.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await worker.stop();
    expect(smtp.received.length).toBe(before);
  });
});
