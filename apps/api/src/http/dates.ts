/** Inclusive YYYY-MM-DD ranges on a timestamp column, read in the staff member's time zone (UTC when none is sent). */
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { wallClock } from '@admin/api-client/contract/wall-clock';

const DAY_MS = 86_400_000;

/** Whether `zone` is an IANA time zone this runtime knows (`Asia/Kolkata`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in milliseconds (IST: +5 h 30 min). */
function zoneOffset(instant: number, zone: string): number {
  return wallClock(instant, zone) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day (`YYYY-MM-DD`) begins in `zone`. The offset is read twice, at the UTC
 * midnight and at the first guess, so a day that starts just after a daylight-saving change is right.
 */
export function startOfDayIn(day: string, zone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00.000Z`);
  const guess = utcMidnight - zoneOffset(utcMidnight, zone);
  return new Date(utcMidnight - zoneOffset(guess, zone));
}

export function dateRange(column: PgColumn, from?: string, to?: string, timeZone = 'UTC'): SQL | undefined {
  const start = from ? startOfDayIn(from, timeZone) : undefined;
  const end = to
    ? startOfDayIn(new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10), timeZone)
    : undefined;
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
