import Papa from 'papaparse';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

function cell(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/**
 * The rows as CSV text (RFC 4180: commas, quotes and line breaks quoted, CRLF between rows).
 * A text cell starting with `=`, `+`, `-`, `@` (or a tab or carriage return) is prefixed with `'`, so
 * a spreadsheet shows it instead of running it as a formula (CSV injection). Numbers stay numbers.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => cell(column.value(row)))),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** Whether a file already starts with the UTF-8 byte order mark (the API's CSVs do). */
async function startsWithBom(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 3).arrayBuffer());
  return head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
}

/**
 * Saves CSV (text, or a file the server built) as a file; the byte order mark makes Excel read it
 * as UTF-8 (₹, names). A file that has one already keeps it alone: a second would end up inside
 * the first header cell.
 */
export async function downloadCsv(fileName: string, csv: string | Blob): Promise<void> {
  const name = fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`;
  const parts = typeof csv !== 'string' && (await startsWithBom(csv)) ? [csv] : ['\uFEFF', csv];
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
