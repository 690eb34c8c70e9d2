import type { Paged } from '@admin/api-client/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/RenderWithProviders';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableQuery, ListPaging } from './types';
import { domMeasures, nextDrawn, OVERSCAN_ROWS, rowsInView } from './row-window-motion';
import { WINDOW_SLICE } from './row-window-shape';

interface Holding {
  id: string;
  owner: string;
}

const page = (count: number): Holding[] =>
  Array.from({ length: count }, (_, i) => ({ id: `h${i}`, owner: `Owner ${i}` }));

function loaded(rows: Holding[]): DataTableQuery<Holding> {
  return {
    data: {
      items: rows,
      pager: { totalItems: rows.length, currentPage: 1, pageSize: rows.length, totalPages: 1, hasMore: false },
    } satisfies Paged<Holding>,
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
  } as unknown as DataTableQuery<Holding>;
}

const columns: DataTableColumn<Holding>[] = [
  { accessorKey: 'owner', header: 'Owner' },
  { id: 'edit', header: 'Edit', cell: ({ row }) => <input aria-label={`Note for ${row.original.owner}`} /> },
];
const onePage: ListPaging = { params: { page: 1, limit: 100 }, setPage: () => undefined, setLimit: () => undefined };

function Holdings({ rows }: { rows: Holding[] }) {
  return (
    <DataTable
      caption="Holdings"
      columns={columns}
      query={loaded(rows)}
      errorFallback="Failed"
      empty={{ title: 'None' }}
      list={onePage}
      getRowId={(row) => row.id}
      bulk={{ actions: [], rowLabel: (row) => row.owner }}
    />
  );
}

describe('rowsInView', () => {
  it('takes the rows the view shows and OVERSCAN_ROWS beyond each edge', () => {
    const heights = Array.from({ length: 100 }, () => 40);
    // 400 px seen from 2000: rows 50-59.
    expect(rowsInView(heights, 2000, 400)).toEqual({
      first: 50 - OVERSCAN_ROWS,
      last: 59 + OVERSCAN_ROWS,
      seenFirst: 50,
      seenLast: 59,
    });
    expect(rowsInView(heights, 0, 400)).toMatchObject({ first: 0, seenLast: 9 });
  });

  it('reads each row at its own height, and the last rows when scrolled past them all', () => {
    const heights = [100, 20, 20, 20, 20];
    expect(rowsInView(heights, 110, 30, 0)).toEqual({ first: 1, last: 2, seenFirst: 1, seenLast: 2 });
    expect(rowsInView(heights, 5000, 400, 1)).toMatchObject({ seenFirst: 4, seenLast: 4, last: 4 });
  });
});

describe('nextDrawn', () => {
  it('adds WINDOW_SLICE rows a step, the rows in view first, and drops the rows no longer wanted', () => {
    const wanted = { first: 84, last: 99, seenFirst: 90, seenLast: 99 };
    const first = nextDrawn([0, 1, 2, 3], wanted, undefined);
    expect(first).toEqual(Array.from({ length: WINDOW_SLICE }, (_, k) => 90 + k));
    const second = nextDrawn(first, wanted, undefined);
    expect(second).toEqual(Array.from({ length: 16 }, (_, k) => 84 + k));
  });

  it('keeps the focused row drawn wherever the window goes', () => {
    expect(nextDrawn([3, 4, 5], { first: 50, last: 52, seenFirst: 50, seenLast: 52 }, 4)).toEqual([4, 50, 51, 52]);
  });
});

describe('DataTable on a long page (its box measured through domMeasures)', () => {
  // jsdom has no layout: the box and the rows are measured by the test.
  let top = 0;
  const room = 400;
  beforeEach(() => {
    top = 0;
    vi.spyOn(domMeasures, 'box').mockImplementation(() => ({ scrolls: true, top, room }));
    vi.spyOn(domMeasures, 'row').mockImplementation(() => 40);
  });
  afterEach(() => vi.restoreAllMocks());

  const bodyRows = () =>
    within(screen.getByRole('table', { name: 'Holdings' }))
      .getAllByRole('row')
      .slice(1);
  const spacers = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr[aria-hidden]')];
  const scrollTo = (to: number) =>
    act(() => {
      top = to;
      fireEvent.scroll(screen.getByRole('region', { name: 'Holdings' }));
    });

  it('draws only the rows in and near the box, says the page size by aria-rowcount, each row its place, and keeps the rest as spacers hidden from screen readers', async () => {
    renderWithProviders(<Holdings rows={page(100)} />);
    const table = await screen.findByRole('table', { name: 'Holdings' });
    // 400 px of 40 px rows: rows 0-9 seen, OVERSCAN_ROWS more below.
    await waitFor(() => expect(bodyRows()).toHaveLength(10 + OVERSCAN_ROWS));
    expect(table).toHaveAttribute('aria-rowcount', '101');
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(bodyRows().at(-1)).toHaveTextContent(`Owner ${9 + OVERSCAN_ROWS}`);
    expect(bodyRows().at(-1)).toHaveAttribute('aria-rowindex', String(9 + OVERSCAN_ROWS + 2));
    // The rows not drawn stand as one spacer below, as tall as they are.
    expect(spacers()).toHaveLength(1);
    expect(spacers()[0]).toHaveAttribute('aria-hidden', 'true');
    expect(spacers()[0]!.style.height).toBe(`${(100 - 10 - OVERSCAN_ROWS) * 40}px`);
  });

  it('moves the window as the box scrolls, down to the last row, with a spacer above the rows drawn', async () => {
    renderWithProviders(<Holdings rows={page(100)} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10 + OVERSCAN_ROWS));
    scrollTo(100 * 40 - room);
    await waitFor(() => expect(screen.getByRole('row', { name: /Owner 99/ })).toBeInTheDocument());
    await waitFor(() => expect(bodyRows()).toHaveLength(10 + OVERSCAN_ROWS));
    expect(screen.queryByRole('row', { name: /Owner 0\b/ })).not.toBeInTheDocument();
    expect(spacers()).toHaveLength(1);
    expect(spacers()[0]!.style.height).toBe(`${(90 - OVERSCAN_ROWS) * 40}px`);
    expect(bodyRows().at(-1)).toHaveAttribute('aria-rowindex', '101');
  });

  it('stays where it is when the page is fetched again with the same rows (a live list, after an action)', async () => {
    function Refetching() {
      const [rows, setRows] = useState(() => page(100));
      return (
        <>
          <button type="button" onClick={() => setRows((was) => was.map((row) => ({ ...row })))}>
            Fetch again
          </button>
          <Holdings rows={rows} />
        </>
      );
    }
    renderWithProviders(<Refetching />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10 + OVERSCAN_ROWS));
    scrollTo(100 * 40 - room);
    await waitFor(() => expect(bodyRows().at(-1)).toHaveAttribute('aria-rowindex', '101'));
    const before = bodyRows().map((row) => row.getAttribute('aria-rowindex'));
    fireEvent.click(screen.getByRole('button', { name: 'Fetch again' }));
    expect(bodyRows().map((row) => row.getAttribute('aria-rowindex'))).toEqual(before);
  });

  it('keeps the row holding focus drawn when the box scrolls away from it', async () => {
    renderWithProviders(<Holdings rows={page(100)} />);
    const note = await screen.findByRole('textbox', { name: 'Note for Owner 2' });
    act(() => note.focus());
    scrollTo(2000);
    await waitFor(() => expect(screen.getByRole('row', { name: /Owner 55/ })).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Note for Owner 2' })).toHaveFocus();
    // The focused row sits between two spacers.
    expect(spacers()).toHaveLength(3);
  });

  it("draws the whole page after Ctrl+F, for the browser's find to search every row", async () => {
    renderWithProviders(<Holdings rows={page(100)} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10 + OVERSCAN_ROWS));
    fireEvent.keyDown(window, { key: 'f', ctrlKey: true });
    // Eleven more frames of WINDOW_SLICE rows: slow on a busy machine.
    await waitFor(() => expect(bodyRows()).toHaveLength(100), { timeout: 15_000 });
    expect(spacers()).toHaveLength(0);
  });

  it('selects the whole page from "Select all on this page", drawn or not', async () => {
    renderWithProviders(<Holdings rows={page(100)} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10 + OVERSCAN_ROWS));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(await screen.findByText(/100 selected/)).toBeInTheDocument();
    scrollTo(100 * 40 - room);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Owner 99' })).toBeChecked());
  });

  it('keeps the row heights it measured, by id: the spacers are as tall as the rows drawn were', async () => {
    // A ResizeObserver that reports once on observing (jsdom has none): the rows are measured there.
    const observed: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          observed.push(this.report);
        }
        disconnect() {}
      },
    );
    vi.spyOn(domMeasures, 'row').mockImplementation((row) => (row.textContent?.includes('Owner 0') ? 100 : 40));
    renderWithProviders(<Holdings rows={page(100)} />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    act(() => {
      for (const report of observed) report();
    });
    scrollTo(3000);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Owner 0\b/ })).not.toBeInTheDocument());
    // Above the window: row 0 at its 100 px, each other row at least 40 (the average of those measured).
    const [above] = spacers();
    const first = Number(bodyRows()[0]!.getAttribute('aria-rowindex')) - 2;
    expect(Number.parseFloat(above!.style.height)).toBeGreaterThanOrEqual(100 + (first - 1) * 40);
    vi.unstubAllGlobals();
  });
});

describe('DataTable on a page up to 25 rows', () => {
  it('draws every row at once, with no spacer', () => {
    renderWithProviders(<Holdings rows={page(25)} />);
    return waitFor(() => {
      expect(within(screen.getByRole('table', { name: 'Holdings' })).getAllByRole('row')).toHaveLength(26);
      expect(document.querySelector('tbody tr[aria-hidden]')).toBeNull();
    });
  });
});
