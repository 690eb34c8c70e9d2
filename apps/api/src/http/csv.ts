/**
 * CSV for spreadsheets (RFC 4180 quoting) with formula injection defused (OWASP "CSV Injection"):
 * a cell starting with = + - @ (or a tab or carriage return, which some spreadsheets skip before
 * reading a formula) gets a leading apostrophe, as the front end's export does.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, CRLF-terminated as RFC 4180 says. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;
