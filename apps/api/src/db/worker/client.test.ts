/**
 * PGlite in a worker seen through drizzle, as the API uses it: rollback, isolation (queries wait
 * for an open transaction), PostgreSQL errors keeping their code, and values typed as in one thread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, serial, text, timestamp, bigint, boolean, date } from 'drizzle-orm/pg-core';
import { PGliteWorkerClient } from './client';

const items = pgTable('items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  qty: integer('qty').notNull().default(0),
  price: numeric('price', { precision: 12, scale: 2 }),
  big: bigint('big', { mode: 'bigint' }),
  meta: jsonb('meta'),
  flag: boolean('flag'),
  day: date('day'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
const schema = { items };
const ddl = `create table items (id serial primary key, name text not null unique, qty integer not null default 0,
  price numeric(12,2), big bigint, meta jsonb, flag boolean, day date, created_at timestamptz not null default now())`;

let worker: PGliteWorkerClient;
let inThread: PGlite;
const db = () => drizzle(worker as unknown as PGlite, { schema });

/** The drizzle error's PostgreSQL cause (drizzle wraps driver errors), as the API's error handler reads it. */
async function pgCode(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as { code?: string; cause?: { code?: string } },
  );
  return error?.code ?? error?.cause?.code;
}

beforeAll(async () => {
  [worker, inThread] = await Promise.all([PGliteWorkerClient.create(null), PGlite.create()]);
  await worker.exec(ddl);
  await inThread.exec(ddl);
});
afterAll(async () => {
  await worker?.close();
  await inThread?.close();
});

describe('PGlite in a worker', () => {
  it('rolls back a transaction whose callback throws, and commits one that returns', async () => {
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(items).values({ name: 'rolled-back' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const committed = await db().transaction(async (tx) => {
      const [row] = await tx.insert(items).values({ name: 'committed' }).returning();
      return row?.name;
    });
    expect(committed).toBe('committed');
    const names = (await db().select({ name: items.name }).from(items)).map((row) => row.name);
    expect(names).toContain('committed');
    expect(names).not.toContain('rolled-back');
  });

  it('makes queries outside an open transaction wait until it ends', async () => {
    await db().insert(items).values({ name: 'counter', qty: 0 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inTx = false;
    const transaction = db().transaction(async (tx) => {
      inTx = true;
      await tx.update(items).set({ qty: 1 }).where(sql`${items.name} = 'counter'`);
      await held;
      await tx.update(items).set({ qty: 2 }).where(sql`${items.name} = 'counter'`);
    });
    while (!inTx) await new Promise((resolve) => setTimeout(resolve, 5));
    // Sent while the transaction is open: must see neither its first write half-done nor run in between.
    const outside = db().select({ qty: items.qty }).from(items).where(sql`${items.name} = 'counter'`);
    let answered = false;
    void outside.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect((await outside)[0]?.qty).toBe(2);
  });

  it('gives nested transactions savepoints: an inner failure rolls back the inner part only', async () => {
    await db().transaction(async (tx) => {
      await tx.insert(items).values({ name: 'outer' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(items).values({ name: 'inner' });
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    const names = (await db().select({ name: items.name }).from(items)).map((row) => row.name);
    expect(names).toContain('outer');
    expect(names).not.toContain('inner');
  });

  it('passes PostgreSQL errors across with their code, and a failed statement fails its transaction', async () => {
    await db().insert(items).values({ name: 'unique-one' });
    expect(await pgCode(db().insert(items).values({ name: 'unique-one' }))).toBe('23505');
    expect(await pgCode(db().execute(sql`select 2147483647::int + 1`))).toBe('22003');
    expect(await pgCode(db().execute(sql`select '2026-13-45'::date`))).toBe('22008');
    expect(
      await pgCode(
        db().transaction(async (tx) => {
          await tx.insert(items).values({ name: 'in-failed-tx' });
          await tx.insert(items).values({ name: 'unique-one' });
        }),
      ),
    ).toBe('23505');
    const names = (await db().select({ name: items.name }).from(items)).map((row) => row.name);
    expect(names).not.toContain('in-failed-tx');
    // The connection is usable afterwards (the failed transaction was rolled back).
    expect((await db().execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it('answers the same values, with the same types, as PGlite in one thread', async () => {
    const row = {
      name: 'typed',
      qty: 7,
      price: '1234.50',
      big: 9007199254740993n,
      meta: { nested: [1, 'two', null], ok: true },
      flag: true,
      day: '2026-11-22',
      createdAt: new Date('2026-11-22T10:11:12.345Z'),
    };
    const inThreadDb = drizzle(inThread, { schema });
    const [fromWorker] = await db().insert(items).values(row).returning();
    const [fromThread] = await inThreadDb.insert(items).values(row).returning();
    expect(fromWorker).toEqual({ ...fromThread, id: fromWorker?.id });
    expect(fromWorker?.createdAt).toEqual(row.createdAt);
    expect(fromWorker?.big).toBe(row.big);
    expect(fromWorker?.price).toBe('1234.50');
    // Raw results (no field mapping): timestamps as text, counts as numbers, exactly as in one thread.
    const raw = sql`select created_at, count(*)::int as n, 12.5::numeric as x, '{"a":1}'::jsonb as j, '\\x0102'::bytea as b from items where name = 'typed' group by created_at`;
    expect((await db().execute(raw)).rows).toEqual((await inThreadDb.execute(raw)).rows);
  });
});
