/**
 * CSV for spreadsheets (RFC 4180 quoting) with formula injection defused (OWASP "CSV Injection"):
 * a cell starting with = + - @ (or a tab or carriage return, which some spreadsheets skip before
 * reading a formula) gets a leading apostrophe, as the front end's export does.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The byte order mark a CSV download starts with, so Excel reads it as UTF-8 (₹, names), as the front end's export does. */
export const CSV_BOM = '\uFEFF';

/** One CSV record, CRLF-terminated as RFC 4180 says. */
const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** How one export reads its rows in keyset order and writes them (see `keysetCsv`). */
export interface KeysetCsvSource<Row, Cursor> {
  header: readonly string[];
  /** At most `limit` rows after `cursor` (from the start when undefined), in the export's order. */
  batch: (cursor: Cursor | undefined, limit: number) => Promise<readonly Row[]>;
  cells: (row: Row) => readonly unknown[];
  /** The keyset position of a row: the next batch starts after the last row's. */
  cursorOf: (row: Row) => Cursor;
}

/**
 * A whole table as CSV in keyset batches, so memory stays flat however many rows match and each
 * batch is an index range, not an ever-growing offset: the byte order mark and the header, then
 * one chunk per batch, ending on a short batch.
 */
export async function* keysetCsv<Row, Cursor>(
  source: KeysetCsvSource<Row, Cursor>,
  batchSize: number,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(source.header);
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await source.batch(cursor, batchSize);
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) chunk += csvLine(source.cells(row));
    yield chunk;
    if (rows.length < batchSize) return;
    cursor = source.cursorOf(rows[rows.length - 1]!);
  }
}

/**
 * Sends `lines` as a dated CSV download (`<name>-YYYY-MM-DD.csv`), never cached. The stream is piped as
 * it is, never through the route's response schema (which documents the CSV).
 */
export function sendCsvDownload(reply: FastifyReply, name: string, lines: AsyncIterable<string>): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines) as unknown as string);
}

/** The OpenAPI answer of a CSV download route. */
export const csvDownloadAnswer = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});
