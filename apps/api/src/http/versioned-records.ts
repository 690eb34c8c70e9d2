/**
 * The shared data access of the configuration-style records (settings, partners, video links,
 * popup texts, templates): a page of rows with its total, one row or 404, insert, an edit at the
 * version the caller loaded (If-Match required, 428 without it, 409 with the current record when
 * stale) and delete. Each module keeps its own routes, schemas and messages.
 */
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { auditedDelete, auditedInsert, auditedUpdate } from '../audit/audited';
import type { AuditRecord } from '../audit/record';
import { found } from './errors';
import { offsetOf } from './paging';
import { nextVersion, requiredVersionMatch, staleVersion } from './versioning';

/** A table whose rows have an id, a version bumped by every write and an update time. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updated_at: PgColumn };

export interface PageOptions {
  page: number;
  limit: number;
  where?: SQL;
  orderBy: SQL | PgColumn | (SQL | PgColumn)[];
}

export function versionedRecords<Table extends VersionedTable, Row extends { version: number }>(
  db: Db,
  table: Table,
  /** Names the record in messages: `<what> not found`, `<what> was changed by someone else…`. */
  what: string,
  toRecord: (row: Table['$inferSelect']) => Row,
  /** Names a row in the audit trail: every insert, edit and delete writes an entry in its transaction. */
  audited: (row: Table['$inferSelect']) => AuditRecord,
) {
  // drizzle's builders cannot follow a generic table's columns; the casts stay inside this file.
  const rows = () =>
    db.select().from(table as PgTable) as unknown as {
      where(condition: SQL | undefined): {
        orderBy(...by: (SQL | PgColumn)[]): {
          limit(n: number): { offset(n: number): Promise<Table['$inferSelect'][]> };
        };
      };
    };
  const byId = (id: number) => eq(table.id, id);

  const find = async (id: number): Promise<Row> => {
    const [row] = (await db
      .select()
      .from(table as PgTable)
      .where(byId(id))) as Table['$inferSelect'][];
    return toRecord(found(row, what));
  };

  return {
    /** One page (newest first unless `orderBy` says otherwise) and the total count. */
    async page({ page, limit, where, orderBy }: PageOptions): Promise<{ rows: Row[]; total: number }> {
      const [list, [total]] = await Promise.all([
        rows()
          .where(where)
          .orderBy(...[orderBy].flat())
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db
          .select({ n: count() })
          .from(table as PgTable)
          .where(where),
      ]);
      return { rows: list.map(toRecord), total: total?.n ?? 0 };
    },
    find,
    async insert(values: Table['$inferInsert'], request: FastifyRequest): Promise<Row> {
      const row = await auditedInsert<Table['$inferSelect']>(db, request, {
        table,
        values: values as Record<string, unknown>,
        record: audited,
        changes: { ignore: ['id', 'uuid'] },
      });
      return toRecord(row);
    },
    /** Replaces fields at the version named by If-Match; 404 unknown id, 428 no If-Match, 409 stale. */
    async update(id: number, values: Partial<Table['$inferInsert']>, request: FastifyRequest): Promise<Row> {
      await find(id);
      const row = await auditedUpdate<Table['$inferSelect']>(db, request, {
        table,
        key: byId(id),
        condition: requiredVersionMatch(table.version, request, what),
        set: { ...values, updated_at: new Date(), version: nextVersion(table.version) },
        record: audited,
      });
      if (!row) throw staleVersion(what, await find(id));
      return toRecord(row);
    },
    /** Deletes the row; 404 when there is none. */
    async remove(id: number, request: FastifyRequest): Promise<void> {
      await find(id);
      await auditedDelete<Table['$inferSelect']>(db, request, { table, key: byId(id), record: audited });
    },
  };
}
