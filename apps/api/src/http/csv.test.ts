import { describe, expect, it } from 'vitest';
import { CSV_BOM, keysetCsv, type KeysetCsvSource } from './csv';

interface Row {
  id: number;
  name: string;
}

/** Rows newest first (descending id), read after a cursor as a keyset query would; every call recorded. */
function source(
  rows: Row[],
): KeysetCsvSource<Row, number> & { calls: { cursor: number | undefined; limit: number }[] } {
  const calls: { cursor: number | undefined; limit: number }[] = [];
  return {
    calls,
    header: ['ID', 'Name'],
    batch: async (cursor, limit) => {
      calls.push({ cursor, limit });
      return rows.filter((r) => cursor === undefined || r.id < cursor).slice(0, limit);
    },
    cells: (r) => [r.id, r.name],
    cursorOf: (r) => r.id,
  };
}

const rowsOf = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: n - i, name: `name ${n - i}` }));

async function collect(chunks: AsyncGenerator<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

describe('keysetCsv', () => {
  it('yields the byte order mark and the header, then one chunk per batch, each batch read after the last row of the one before', async () => {
    const src = source(rowsOf(7));
    const chunks = await collect(keysetCsv(src, 3));
    expect(chunks).toEqual([
      '\uFEFFID,Name\r\n',
      '7,name 7\r\n6,name 6\r\n5,name 5\r\n',
      '4,name 4\r\n3,name 3\r\n2,name 2\r\n',
      '1,name 1\r\n',
    ]);
    expect(src.calls).toEqual([
      { cursor: undefined, limit: 3 },
      { cursor: 5, limit: 3 },
      { cursor: 2, limit: 3 },
    ]);
  });

  it('stops after a short last batch without asking again', async () => {
    const src = source(rowsOf(5));
    expect((await collect(keysetCsv(src, 3))).join('')).toBe(
      '\uFEFFID,Name\r\n5,name 5\r\n4,name 4\r\n3,name 3\r\n2,name 2\r\n1,name 1\r\n',
    );
    expect(src.calls).toHaveLength(2);
  });

  it('asks once more when the last batch was full, and ends on the empty one', async () => {
    const src = source(rowsOf(6));
    const chunks = await collect(keysetCsv(src, 3));
    expect(chunks).toHaveLength(3);
    expect(src.calls.map((c) => c.cursor)).toEqual([undefined, 4, 1]);
  });

  it('answers the header alone for an empty set', async () => {
    const src = source([]);
    expect(await collect(keysetCsv(src, 3))).toEqual(['\uFEFFID,Name\r\n']);
    expect(src.calls).toEqual([{ cursor: undefined, limit: 3 }]);
  });

  it('passes the cursor through as the source made it, and writes cells formula-safe', async () => {
    const row = { at: '2030-01-01 00:00:00.0001+00', id: 9, label: '=SUM(A1)' };
    const seen: unknown[] = [];
    const chunks = await collect(
      keysetCsv<typeof row, { at: string; id: number }>(
        {
          header: ['ID', 'Label'],
          batch: async (cursor) => {
            seen.push(cursor);
            return cursor ? [] : [row];
          },
          cells: (r) => [r.id, r.label],
          cursorOf: (r) => ({ at: r.at, id: r.id }),
        },
        1,
      ),
    );
    expect(seen).toEqual([undefined, { at: '2030-01-01 00:00:00.0001+00', id: 9 }]);
    expect(chunks).toEqual([`${CSV_BOM}ID,Label\r\n`, "9,'=SUM(A1)\r\n"]);
  });
});
