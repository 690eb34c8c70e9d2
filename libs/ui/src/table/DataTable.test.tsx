import type { Paged } from '@admin/api-client/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '@admin/tools/testing/api-fakes';
import { renderWithProviders } from '../testing/RenderWithProviders';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableQuery, ListPaging } from './types';
import { WINDOW_SLICE } from './row-window-shape';

interface Company {
  id: number;
  name: string;
  status: string;
}

const columns: DataTableColumn<Company>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'status', header: 'Status' },
];

const TOTAL = 23;
function companies(page: number, limit: number): Paged<Company> {
  const start = (page - 1) * limit;
  const items = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - start)) }, (_, i) => ({
    id: start + i + 1,
    name: `Company ${start + i + 1}`,
    status: 'Active',
  }));
  return {
    items,
    pager: {
      totalItems: TOTAL,
      currentPage: page,
      pageSize: limit,
      totalPages: Math.ceil(TOTAL / limit),
      hasMore: page * limit < TOTAL,
    },
  };
}

/** A deferred result the test resolves when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Harness({
  fetchPage,
  rowHref,
}: {
  fetchPage: (page: number, limit: number) => Promise<Paged<Company>>;
  rowHref?: (row: Company) => string;
}) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const query = useQuery({
    queryKey: ['companies', 'list', { page, limit }],
    queryFn: () => fetchPage(page, limit),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      caption="Companies"
      columns={columns}
      query={query}
      errorFallback="Failed to fetch companies"
      empty={{
        title: 'No companies yet',
        description: 'Companies appear here once added.',
        action: <button type="button">Add company</button>,
      }}
      list={{ params: { page, limit }, setPage, setLimit: (next) => (setLimit(next), setPage(1)) }}
      getRowId={(row) => String(row.id)}
      rowHref={rowHref}
    />
  );
}

describe('DataTable', () => {
  it('shows skeleton rows while the first page loads, then the rows', async () => {
    const load = deferred<Paged<Company>>();
    renderWithProviders(<Harness fetchPage={() => load.promise} />);
    // Skeleton rows already while the table's own code loads...
    expect(screen.getByRole('table', { name: 'Companies' }).querySelectorAll('[data-skeleton]').length).toBe(20);
    // ...and once it has, while the query is pending.
    const region = await screen.findByRole('region', { name: 'Companies' });
    const table = within(region).getByRole('table', { name: 'Companies' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    // 10 skeleton rows on screen, hidden from assistive technology: only the header row is a row.
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBe(10);
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(table.querySelectorAll('[data-skeleton]').length).toBe(20);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();

    load.resolve(companies(1, 10));
    expect(await screen.findByRole('cell', { name: 'Company 1' })).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(table.querySelectorAll('[data-skeleton]').length).toBe(0);
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
  });

  it('marks admin:first-screen once, when the first rows are on screen (the bench times the first screen by it)', async () => {
    performance.clearMarks('admin:first-screen');
    const load = deferred<Paged<Company>>();
    renderWithProviders(<Harness fetchPage={() => load.promise} />);
    await screen.findByRole('region', { name: 'Companies' });
    expect(performance.getEntriesByName('admin:first-screen', 'mark')).toHaveLength(0);

    load.resolve(companies(1, 10));
    await screen.findByRole('cell', { name: 'Company 1' });
    await waitFor(() => expect(performance.getEntriesByName('admin:first-screen', 'mark')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(performance.getEntriesByName('admin:first-screen', 'mark')).toHaveLength(1);
  });

  it('keeps the previous page, dimmed, while the next one loads', async () => {
    const pages = new Map<number, ReturnType<typeof deferred<Paged<Company>>>>();
    const fetchPage = (page: number) => {
      const load = deferred<Paged<Company>>();
      pages.set(page, load);
      return load.promise;
    };
    renderWithProviders(<Harness fetchPage={fetchPage} />);
    pages.get(1)!.resolve(companies(1, 10));
    await screen.findByRole('cell', { name: 'Company 1' });

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const table = screen.getByRole('table', { name: 'Companies' });
    expect(screen.getByRole('cell', { name: 'Company 1' })).toBeInTheDocument();
    expect(table).toHaveAttribute('data-stale', 'true');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    pages.get(2)!.resolve(companies(2, 10));
    expect(await screen.findByRole('cell', { name: 'Company 11' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Company 1' })).not.toBeInTheDocument();
    expect(table).not.toHaveAttribute('data-stale');
  });

  it('shows the empty state with its call to action', async () => {
    renderWithProviders(
      <Harness
        fetchPage={async () => ({
          items: [],
          pager: { totalItems: 0, currentPage: 1, pageSize: 10, totalPages: 0, hasMore: false },
        })}
      />,
    );
    expect(await screen.findByText('No companies yet')).toBeInTheDocument();
    expect(screen.getByText('Companies appear here once added.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add company' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers the first page when the page asked for is past the end', async () => {
    const fetchPage = vi.fn(async (page: number, limit: number) =>
      page === 1
        ? companies(1, limit)
        : {
            items: [],
            pager: { totalItems: TOTAL, currentPage: page, pageSize: limit, totalPages: 3, hasMore: false },
          },
    );
    function PastTheEnd() {
      const [page, setPage] = useState(5);
      const query = useQuery({ queryKey: ['past', page], queryFn: () => fetchPage(page, 10) });
      return (
        <DataTable
          caption="Companies"
          columns={columns}
          query={query}
          errorFallback="Failed to fetch companies"
          empty={{ title: 'No companies yet' }}
          list={{ params: { page, limit: 10 }, setPage, setLimit: () => undefined }}
        />
      );
    }
    renderWithProviders(<PastTheEnd />);
    await userEvent.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByRole('cell', { name: 'Company 1' })).toBeInTheDocument();
    expect(screen.queryByText('No companies yet')).not.toBeInTheDocument();
  });

  it('shows the exact fallback with a Retry that fetches again', async () => {
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('Request failed with status code 500'))
      .mockResolvedValue(companies(1, 10));
    renderWithProviders(<Harness fetchPage={fetchPage} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch companies');
    expect(alert).not.toHaveTextContent('500');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('cell', { name: 'Company 1' })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the missing permission when the API refuses the list with a forbidden 403', async () => {
    const forbidden = apiError(403, {
      message: 'Missing permission: companies.read',
      code: 'forbidden',
      permission: 'companies.read',
    });
    renderWithProviders(<Harness fetchPage={() => Promise.reject(forbidden)} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your role does not include “See companies”.');
    expect(alert).not.toHaveTextContent('companies.read');
    expect(alert).not.toHaveTextContent('Failed to fetch companies');
  });

  it('changes the page size from the pagination', async () => {
    renderWithProviders(<Harness fetchPage={async (page, limit) => companies(page, limit)} />);
    await screen.findByRole('cell', { name: 'Company 1' });
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(await screen.findByRole('cell', { name: 'Company 20' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 23')).toBeInTheDocument();
  });

  it('makes each row a real, keyboard-reachable link', async () => {
    renderWithProviders(
      <Harness fetchPage={async (page, limit) => companies(page, limit)} rowHref={(row) => `/companies/${row.id}`} />,
    );
    const link = await screen.findByRole('link', { name: 'Company 3' });
    expect(link).toHaveAttribute('href', '/companies/3');

    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/companies/3'));
  });
});

interface Holding {
  id: string;
  owner: string;
  units: number;
  note: string | null;
}

/** A loaded page of `rows`, as a list query holds it once its data is there. */
function loaded<T>(rows: T[]): DataTableQuery<T> {
  return {
    data: {
      items: rows,
      pager: { totalItems: rows.length, currentPage: 1, pageSize: 10, totalPages: 1, hasMore: false },
    },
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
  } as unknown as DataTableQuery<T>;
}
const onePage: ListPaging = { params: { page: 1, limit: 10 }, setPage: () => undefined, setLimit: () => undefined };

function HoldingTable({
  rows,
  columns: holdingColumns,
  getRowId,
}: {
  rows: Holding[];
  columns: DataTableColumn<Holding>[];
  getRowId?: (row: Holding) => string;
}) {
  return (
    <DataTable
      caption="Holdings"
      columns={holdingColumns}
      query={loaded(rows)}
      errorFallback="Failed"
      empty={{ title: 'None' }}
      list={onePage}
      getRowId={getRowId}
    />
  );
}

const HOLDINGS: Holding[] = [
  { id: 'h1', owner: 'Asha', units: 1200, note: null },
  { id: 'h2', owner: 'Bram', units: 7, note: 'Pledged' },
];

describe('DataTable columns', () => {
  it('shows the value under accessorKey when a column has no cell, and nothing for null', async () => {
    renderWithProviders(
      <HoldingTable
        rows={HOLDINGS}
        columns={[
          { accessorKey: 'owner', header: 'Owner' },
          { accessorKey: 'units', header: 'Units' },
          { accessorKey: 'note', header: 'Note' },
        ]}
      />,
    );
    const asha = await screen.findByRole('row', { name: /Asha/ });
    expect(
      within(asha)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Asha', '1200', '']);
    expect(
      within(screen.getByRole('row', { name: /Bram/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Bram', '7', 'Pledged']);
  });

  it('renders header functions in the header, also while the table loads', async () => {
    const holdingColumns: DataTableColumn<Holding>[] = [
      { accessorKey: 'owner', header: 'Owner' },
      {
        id: 'actions',
        header: () => <span className="ui-visually-hidden">Actions</span>,
        cell: () => <button type="button">Open</button>,
      },
    ];
    renderWithProviders(<HoldingTable rows={HOLDINGS} columns={holdingColumns} />);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument(); // the skeleton's header
    await screen.findByRole('region', { name: 'Holdings' });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Open' })).toHaveLength(2);
  });

  it("gives cell the row's item and the accessor's value", async () => {
    const holdingColumns: DataTableColumn<Holding>[] = [
      {
        accessorKey: 'owner',
        header: 'Owner',
        cell: ({ row, getValue }) => `${getValue().toUpperCase()} (${row.original.id}, row ${row.index})`,
      },
      { accessorKey: 'note', header: 'Note', cell: ({ getValue }) => getValue() ?? '—' },
      { id: 'value', header: 'Value', cell: ({ row }) => row.original.units * 2 },
    ];
    renderWithProviders(<HoldingTable rows={HOLDINGS} columns={holdingColumns} />);
    expect(await screen.findByRole('cell', { name: 'ASHA (h1, row 0)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'BRAM (h2, row 1)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '—' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Pledged' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2400' })).toBeInTheDocument();
  });

  it('applies meta: alignment to header and cells, width to the header, wrap to the cells', async () => {
    const holdingColumns: DataTableColumn<Holding>[] = [
      { accessorKey: 'owner', header: 'Owner', meta: { width: '9rem' } },
      { accessorKey: 'units', header: 'Units', meta: { align: 'right' } },
      { accessorKey: 'note', header: 'Note', meta: { wrap: true } },
    ];
    renderWithProviders(<HoldingTable rows={HOLDINGS} columns={holdingColumns} />);
    const units = await screen.findByRole('cell', { name: '1200' });
    expect(units).toHaveAttribute('data-align', 'right');
    expect(screen.getByRole('columnheader', { name: 'Units' })).toHaveAttribute('data-align', 'right');
    expect(screen.getByRole('columnheader', { name: 'Owner' })).toHaveStyle({ width: '9rem' });
    expect(screen.getByRole('columnheader', { name: 'Units' })).not.toHaveAttribute('style');
    expect(screen.getByRole('cell', { name: 'Asha' })).not.toHaveAttribute('data-align');
    expect(screen.getByRole('cell', { name: 'Pledged' })).toHaveAttribute('data-wrap', 'true');
    expect(units).not.toHaveAttribute('data-wrap');
  });

  it('keys rows by getRowId, so a row keeps its DOM (and focus) when the order changes', async () => {
    function Reorderable() {
      const [rows, setRows] = useState(HOLDINGS);
      return (
        <>
          <button type="button" onClick={() => setRows((current) => [...current].reverse())}>
            Reverse
          </button>
          <HoldingTable
            rows={rows}
            getRowId={(row) => row.id}
            columns={[
              { accessorKey: 'owner', header: 'Owner' },
              {
                id: 'edit',
                header: 'Edit',
                cell: ({ row }) => <input aria-label={`Note for ${row.original.owner}`} />,
              },
            ]}
          />
        </>
      );
    }
    renderWithProviders(<Reorderable />);
    const asha = await screen.findByRole('row', { name: /Asha/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for Asha' }), 'kept');
    await userEvent.click(screen.getByRole('button', { name: 'Reverse' }));

    const rows = within(screen.getByRole('table', { name: 'Holdings' })).getAllByRole('row');
    expect(rows[2]).toBe(asha);
    expect(within(asha).getByRole('textbox', { name: 'Note for Asha' })).toHaveValue('kept');
  });

  it('draws a long page that its box does not scroll (cards, or no layout) a slice of rows per frame, so no single task lays out all of them; the whole page ends up drawn', async () => {
    const many: Holding[] = Array.from({ length: 60 }, (_, i) => ({
      id: `h${i}`,
      owner: `Owner ${i}`,
      units: i,
      note: null,
    }));
    renderWithProviders(
      <HoldingTable rows={many} columns={[{ accessorKey: 'owner', header: 'Owner' }]} getRowId={(row) => row.id} />,
    );
    const bodyRows = () => screen.getAllByRole('row').length - 1;
    expect(bodyRows()).toBe(WINDOW_SLICE);
    await waitFor(() => expect(bodyRows()).toBe(60));
    expect(screen.getByRole('row', { name: 'Owner 59' })).toBeInTheDocument();
  });

  it('renders each row once while a long page is drawn in slices (a slice does not render the rows already drawn)', async () => {
    const many: Holding[] = Array.from({ length: 60 }, (_, i) => ({
      id: `h${i}`,
      owner: `Owner ${i}`,
      units: i,
      note: null,
    }));
    // Renders that reached the screen (an effect runs once a render is committed): a busy CPU may make
    // React start a slice's render again before committing it, which is not a row drawn twice.
    const drawn: string[] = [];
    function Owner({ row }: { row: Holding }) {
      useEffect(() => {
        drawn.push(row.id);
      });
      return row.owner;
    }
    const columns: DataTableColumn<Holding>[] = [
      { id: 'owner', header: 'Owner', cell: ({ row }) => <Owner row={row.original} /> },
    ];
    renderWithProviders(<HoldingTable rows={many} columns={columns} getRowId={(row) => row.id} />);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(61));
    expect(new Set(drawn).size).toBe(60);
    expect(drawn).toHaveLength(60);
  });

  it('draws the rows a render after the data arrives (a transition, which yields every few ms), the skeleton staying until then', async () => {
    // The rows of the table each commit holds, read by the page around it as that commit lands.
    const committed: number[] = [];
    const pending = { ...loaded<Holding>([]), data: undefined, isPending: true } as DataTableQuery<Holding>;
    function Page() {
      const [rows, setRows] = useState<Holding[] | null>(null);
      const frame = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        committed.push(frame.current!.querySelectorAll('tbody tr:not([aria-hidden])').length);
      }, [rows]);
      return (
        <div ref={frame}>
          <button type="button" onClick={() => setRows(HOLDINGS)}>
            Arrive
          </button>
          <DataTable
            caption="Holdings"
            columns={[{ accessorKey: 'owner', header: 'Owner' }]}
            query={rows ? loaded(rows) : pending}
            errorFallback="Failed"
            empty={{ title: 'None' }}
            list={onePage}
            getRowId={(row) => row.id}
          />
        </div>
      );
    }
    renderWithProviders(<Page />);
    await screen.findByRole('region', { name: 'Holdings' });
    await userEvent.click(screen.getByRole('button', { name: 'Arrive' }));

    expect(await screen.findByRole('row', { name: 'Asha' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Holdings' })).toHaveAttribute('aria-busy', 'false');
    // The commit that brought the data still showed the skeleton: the rows came in a later one.
    expect(committed.at(-1)).toBe(0);
  });

  it('accepts only columns with an id or an accessor key of the row', () => {
    const valid: DataTableColumn<Holding>[] = [
      { accessorKey: 'owner', header: 'Owner' },
      { id: 'units', header: 'Units', cell: ({ row }) => row.original.units },
      // @ts-expect-error a column needs an id or an accessorKey (its React key)
      { header: 'Nameless', cell: () => null },
      // @ts-expect-error accessorKey must be a key of the row
      { accessorKey: 'missing', header: 'Missing' },
    ];
    expect(valid).toHaveLength(4);
  });
});
