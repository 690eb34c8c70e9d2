/**
 * The common writes of a single-table record, each in one transaction with its entry: the row
 * before is read (and locked) in it, the write returns the row after, and the entry keeps what
 * changed between them. A write that matches nothing (a stale If-Match, a missing row) returns
 * undefined and leaves no entry; one that throws rolls its entry back with it.
 */
import { and, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@admin/api-client/contract';
import type { Db, Queryable } from '../db/connection';
import { changesBetween, type ChangeOptions } from './changes';
import { recordAudit, type AuditRecord, type AuditSource } from './record';

type Row = Record<string, unknown>;

interface Described<R> {
  /** Names the record from its row (after the write; before it for a deletion). */
  record: (row: R) => AuditRecord;
  changes?: ChangeOptions;
  note?: string | null;
}

export async function auditedInsert<R extends Row>(
  db: Db,
  by: FastifyRequest | AuditSource,
  spec: Described<R> & { table: PgTable; values: Row },
): Promise<R> {
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .insert(spec.table)
      .values(spec.values as never)
      .returning()) as R[];
    if (!row) throw new Error('Insert returned no row');
    await recordAudit(tx, by, {
      action: 'create',
      record: spec.record(row),
      changes: changesBetween(null, row, spec.changes),
      note: spec.note,
    });
    return row;
  });
}

export async function auditedUpdate<R extends Row>(
  db: Db,
  by: FastifyRequest | AuditSource,
  spec: Described<R> & {
    table: PgTable;
    /** Which row (its id). */
    key: SQL;
    /** What must still hold for the write to apply (the version named by If-Match, a status). */
    condition?: SQL;
    set: Row;
    /** Default: `update`, or `status_change` when `status` is the only field that changed. */
    action?: AuditAction;
    /** What the change causes, in its transaction (a message an event rule sends), with the entry's domain event. */
    then?: (tx: Queryable, rows: { before: R; after: R }, eventId: number | null) => Promise<void>;
  },
): Promise<R | undefined> {
  return db.transaction(async (tx) => {
    const [before] = (await tx.select().from(spec.table).where(spec.key).for('update')) as R[];
    if (!before) return undefined;
    const [after] = (await tx
      .update(spec.table)
      .set(spec.set as never)
      .where(and(spec.key, spec.condition))
      .returning()) as R[];
    if (!after) return undefined;
    const changes = changesBetween(before, after, spec.changes);
    const action =
      spec.action ?? (changes.length > 0 && changes.every((c) => c.field === 'status') ? 'status_change' : 'update');
    const eventId = await recordAudit(tx, by, { action, record: spec.record(after), changes, note: spec.note });
    await spec.then?.(tx, { before, after }, eventId);
    return after;
  });
}

export async function auditedDelete<R extends Row>(
  db: Db,
  by: FastifyRequest | AuditSource,
  spec: Described<R> & { table: PgTable; key: SQL },
): Promise<R | undefined> {
  return db.transaction(async (tx) => {
    const [row] = (await tx.delete(spec.table).where(spec.key).returning()) as R[];
    if (!row) return undefined;
    await recordAudit(tx, by, {
      action: 'delete',
      record: spec.record(row),
      changes: changesBetween(row, null, spec.changes),
      note: spec.note,
    });
    return row;
  });
}
