/** Inclusive YYYY-MM-DD ranges on a timestamp column, in UTC. */
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export function dateRange(column: PgColumn, from?: string, to?: string): SQL | undefined {
  const start = from ? new Date(`${from}T00:00:00.000Z`) : undefined;
  const end = to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000) : undefined;
  return and(start ? gte(column, start) : undefined, end ? lt(column, end) : undefined);
}

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A timestamptz as `Date.toISOString()` writes it (UTC, milliseconds, the microseconds cut as a JS
 * Date cuts them), formatted by the database: for bulk reads that need no Date objects.
 */
export const isoText = (column: PgColumn): SQL<string | null> =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
