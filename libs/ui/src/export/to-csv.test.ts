import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv';

interface Row {
  name: string;
  amount: number | string;
  note?: string | null;
}
const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Amount', value: (row: Row) => row.amount },
  { header: 'Note', value: (row: Row) => row.note },
];

describe('toCsv', () => {
  it('writes a header row and the visible columns, CRLF between rows', () => {
    expect(toCsv([{ name: 'Asha', amount: 10, note: null }], columns)).toBe('Name,Amount,Note\r\nAsha,10,');
  });

  it('escapes cells that a spreadsheet would run as formulas', () => {
    const csv = toCsv(
      [
        { name: '=SUM(1)', amount: '+91', note: '-2+3' },
        { name: '@cmd', amount: -5, note: 'plain' },
      ],
      columns,
    );
    const [, first, second] = Papa.parse<string[]>(csv).data;
    expect(first).toEqual(["'=SUM(1)", "'+91", "'-2+3"]);
    // A negative number is data, not a formula.
    expect(second).toEqual(["'@cmd", '-5', 'plain']);
    expect(csv).toContain(`"'=SUM(1)"`);
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = toCsv([{ name: 'Rao, Asha', amount: 'say "hi"', note: 'two\nlines' }], columns);
    expect(csv).toBe('Name,Amount,Note\r\n"Rao, Asha","say ""hi""","two\nlines"');
    expect(Papa.parse<string[]>(csv).data[1]).toEqual(['Rao, Asha', 'say "hi"', 'two\nlines']);
  });
});
