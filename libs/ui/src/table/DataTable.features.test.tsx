import type { Paged } from '@admin/api-client/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listParamsSchema } from '../list/list-params-schema';
import { useListParams } from '../list/use-list-params';
import { apiError, networkError } from '@admin/tools/testing/api-fakes';
import { renderWithProviders } from '../testing/RenderWithProviders';
import { BulkRefusal } from './bulk-run';
import { DataTable } from './DataTable';
import type { BulkAction, DataTableColumn, DataTableProps } from './types';

interface Company {
  id: number;
  name: string;
  status: string;
  city: string;
  phone: string;
}

const ROWS: Company[] = [
  { id: 1, name: 'Acme Ltd', status: 'Active', city: 'Leeds', phone: '0113' },
  { id: 2, name: 'Borealis', status: 'Inactive', city: 'York', phone: '0190' },
  { id: 3, name: 'Cobalt', status: 'Active', city: 'Hull', phone: '0148' },
];

const columns: DataTableColumn<Company>[] = [
  { accessorKey: 'name', header: 'Company', sortKey: 'name', meta: { sticky: 'start' } },
  { accessorKey: 'status', header: 'Status' },
  { accessorKey: 'city', header: 'City', sortKey: 'city' },
  { accessorKey: 'phone', header: 'Phone', meta: { defaultHidden: true, card: 'hidden' } },
  {
    id: 'actions',
    header: () => <span className="ui-visually-hidden">Actions</span>,
    meta: { sticky: 'end', label: 'Actions' },
    cell: ({ row }) => <button type="button">Edit {row.original.name}</button>,
  },
];

const schema = listParamsSchema({}, { sortKeys: ['name', 'city'] });

const axiosFailure = (status: number | undefined, data?: unknown) =>
  status === undefined ? networkError() : apiError(status, data);

/** A /company-like screen: URL state from useListParams, the query keyed by it. */
function Companies({
  fetchPage,
  ...props
}: { fetchPage: (query: object) => Promise<Paged<Company>> } & Partial<DataTableProps<Company>>) {
  const list = useListParams(schema);
  const query = useQuery({
    queryKey: ['companies', list.params],
    queryFn: () => fetchPage(list.params),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      caption="Companies"
      columns={columns}
      query={query}
      errorFallback="Failed to fetch companies"
      empty={{ title: 'No companies yet' }}
      list={list}
      getRowId={(c) => String(c.id)}
      {...props}
    />
  );
}

const page = (items: Company[]): Paged<Company> => ({
  items,
  pager: { totalItems: items.length, currentPage: 1, pageSize: 10, totalPages: 1, hasMore: false },
});

afterEach(() => localStorage.clear());

describe('DataTable sort', () => {
  it('sends no sort on the first load, then cycles a header through ascending, descending and none, in the URL', async () => {
    const fetchPage = vi.fn(async () => page(ROWS));
    renderWithProviders(<Companies fetchPage={fetchPage} />, { route: '/company?page=2' });
    await screen.findByRole('cell', { name: 'Acme Ltd' });
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, limit: 10 });

    const header = screen.getByRole('columnheader', { name: /Company/ });
    expect(header).not.toHaveAttribute('aria-sort');
    // Only columns with a sortKey are buttons.
    expect(within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(header).getByRole('button', { name: /Company/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company?sort=name&order=asc'));
    expect(screen.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 10, sort: 'name', order: 'asc' }));

    await userEvent.click(screen.getByRole('button', { name: /Company/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company?sort=name&order=desc');
    expect(screen.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: /Company/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/company$/);
    expect(screen.getByRole('columnheader', { name: /Company/ })).not.toHaveAttribute('aria-sort');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 10 }));
  });

  it('shows plain headers for the sorts the list does not accept', async () => {
    const list = { params: { page: 1, limit: 10 }, setPage: () => undefined, setLimit: () => undefined };
    const { unmount } = renderWithProviders(<Companies fetchPage={async () => page(ROWS)} list={list} />);
    await screen.findByRole('cell', { name: 'Acme Ltd' });
    expect(
      within(screen.getByRole('table', { name: 'Companies' })).queryByRole('button', { name: /Company|City/ }),
    ).not.toBeInTheDocument();
    unmount();

    // The API sorts by name only: City stays a plain header.
    const setSort = vi.fn();
    renderWithProviders(
      <Companies fetchPage={async () => page(ROWS)} list={{ ...list, sortKeys: ['name'], setSort }} />,
    );
    await screen.findByRole('cell', { name: 'Acme Ltd' });
    expect(screen.getByRole('button', { name: /Company/ })).toBeInTheDocument();
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('DataTable columns chooser', () => {
  const storage = { userId: 7, listId: 'companies' };

  it('hides default-hidden columns, and keeps the user’s choice per user and list across a reload', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<Companies fetchPage={async () => page(ROWS)} storage={storage} />);
    await screen.findByRole('cell', { name: 'Acme Ltd' });
    expect(screen.queryByRole('columnheader', { name: 'Phone' })).not.toBeInTheDocument();

    const chooser = await screen.findByRole('button', { name: 'Columns' });
    expect(chooser).toHaveAttribute('aria-expanded', 'false');
    chooser.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('group', { name: 'Visible columns' });
    // The name and the actions can never be hidden.
    expect(within(panel).getByRole('checkbox', { name: 'Company' })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Actions' })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Company' })).toBeChecked();

    await user.click(within(panel).getByRole('checkbox', { name: 'Phone' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'City' }));
    expect(screen.getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('admin:table-columns:7:companies')!)).toEqual({ phone: true, city: false });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Visible columns' })).not.toBeInTheDocument();
    expect(chooser).toHaveFocus();

    first.unmount();
    renderWithProviders(<Companies fetchPage={async () => page(ROWS)} storage={storage} />);
    await screen.findByRole('cell', { name: 'Acme Ltd' });
    expect(screen.getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
  });

  it('keeps another user’s choice apart, and offers no chooser without storage', async () => {
    localStorage.setItem('admin:table-columns:8:companies', JSON.stringify({ phone: true }));
    renderWithProviders(<Companies fetchPage={async () => page(ROWS)} storage={storage} />);
    await screen.findByRole('cell', { name: 'Acme Ltd' });
    expect(screen.queryByRole('columnheader', { name: 'Phone' })).not.toBeInTheDocument();
  });

  it('marks the name and actions columns sticky, and gives each cell its place on a card', async () => {
    renderWithProviders(<Companies fetchPage={async () => page(ROWS)} />);
    const name = await screen.findByRole('cell', { name: 'Acme Ltd' });
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(name).toHaveAttribute('data-sticky', 'start');
    expect(name).toHaveAttribute('data-card', 'title');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveAttribute('data-sticky', 'end');
    expect(screen.getByRole('button', { name: 'Edit Acme Ltd' }).closest('td')).toHaveAttribute('data-card', 'action');
    expect(screen.getAllByRole('cell', { name: 'Active' })[0]).toHaveAttribute('data-card', 'status');
    expect(screen.getByRole('cell', { name: 'Leeds' })).toHaveAttribute('data-card', 'detail');
    expect(screen.getByRole('cell', { name: 'Leeds' })).toHaveAttribute('data-label', 'City');
  });
});

describe('DataTable row notes', () => {
  it('puts a row’s note on a line of its own under the row, spanning every column, and none under the others', async () => {
    renderWithProviders(
      <Companies
        fetchPage={async () => page(ROWS)}
        bulk={{ rowLabel: (c) => c.name, actions: [] }}
        rowNote={(c) => (c.id === 2 ? `Awaiting second approval: ${c.name}` : null)}
      />,
    );
    const note = await screen.findByText('Awaiting second approval: Borealis');
    const noteCell = note.closest('td');
    // The selection column and the four visible columns.
    expect(noteCell).toHaveAttribute('colspan', '5');
    const noteRow = noteCell?.closest('tr');
    const borealis = screen.getByRole('cell', { name: 'Borealis' }).closest('tr');
    expect(noteRow?.previousElementSibling).toBe(borealis);
    // The row itself holds its columns' cells only: the note takes no room in them.
    expect(borealis).not.toHaveTextContent('Awaiting');
    expect(screen.getAllByRole('row')).toHaveLength(1 + ROWS.length + 1);
  });
});

describe('DataTable marked rows', () => {
  /** The companies, and a button that has someone else decide Borealis (the page's live list marks it). */
  function Decided({ run }: { run: (row: Company) => Promise<unknown> }) {
    const [decided, setDecided] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setDecided(true)}>
          Someone decides Borealis
        </button>
        <Companies
          fetchPage={async () => page(ROWS)}
          bulk={{
            rowLabel: (c) => c.name,
            actions: [{ label: 'Activate', confirmTitle: (n) => `Activate ${n} companies?`, run, errorFallback: 'x' }],
          }}
          rowMark={(c) => (decided && c.id === 2 ? 'Decided by Ravi Rao' : undefined)}
        />
      </>
    );
  }

  it('keeps a row someone else took out in place, dimmed with why, its buttons disabled and out of the selection and the bulk action', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async (row: Company) => row);
    renderWithProviders(<Decided run={run} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(await screen.findByText('3 selected')).toBeInTheDocument();

    // Borealis is decided by someone else while selected.
    await user.click(screen.getByRole('button', { name: 'Someone decides Borealis' }));
    const borealis = screen.getByRole('cell', { name: 'Borealis' }).closest('tr')!;
    expect(borealis).toHaveAttribute('data-marked');
    expect(borealis.nextElementSibling).toHaveTextContent('Decided by Ravi Rao');
    expect(within(borealis).getByRole('button', { name: 'Edit Borealis' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Acme Ltd' })).toBeEnabled();
    const box = screen.getByRole('checkbox', { name: 'Select Borealis' });
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(await screen.findByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate 2 companies?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    expect(run.mock.calls.map(([row]) => row.name)).toEqual(['Acme Ltd', 'Cobalt']);
  });
});

describe('DataTable bulk actions', () => {
  function activate(run: (row: Company) => Promise<unknown>): BulkAction<Company> {
    return {
      label: 'Activate',
      confirmTitle: (n) => `Activate ${n} companies?`,
      run,
      errorFallback: 'Failed to update company status',
    };
  }

  it('selects rows by keyboard, confirms with the count, runs per row and keeps only the failed row selected', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async (row: Company) => {
      if (row.id === 2) throw axiosFailure(404, { message: 'Company not found' });
      return row;
    });
    const onSettled = vi.fn();
    renderWithProviders(
      <Companies
        fetchPage={async () => page(ROWS)}
        bulk={{ rowLabel: (c) => c.name, actions: [activate(run)], onSettled }}
      />,
    );
    const acme = await screen.findByRole('checkbox', { name: 'Select Acme Ltd' });
    acme.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('1 selected')).toBeInTheDocument();

    // Select all on the page, from the keyboard as well.
    screen.getByRole('checkbox', { name: 'Select all on this page' }).focus();
    await user.keyboard(' ');
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Cobalt' })).toBeChecked();

    screen.getByRole('button', { name: 'Activate' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate 3 companies?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent('Activate: 2 of 3 done, 1 failed.');
    // Those done are named, as each failure is.
    expect(report).toHaveTextContent('Done: Acme Ltd, Cobalt');
    expect(within(report).getByRole('listitem')).toHaveTextContent('Borealis: Company not found');
    expect(run).toHaveBeenCalledTimes(3);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Select Borealis' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Acme Ltd' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Cobalt' })).not.toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('a row the action refuses by a rule of the screen is reported with that rule’s words, not the fallback', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async (row: Company) => {
      if (row.id === 2) throw new BulkRefusal('Borealis is closed: nothing to activate');
      return row;
    });
    renderWithProviders(
      <Companies fetchPage={async () => page(ROWS)} bulk={{ rowLabel: (c) => c.name, actions: [activate(run)] }} />,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Activate' }));
    const report = await screen.findByRole('alert');
    expect(within(report).getByRole('listitem')).toHaveTextContent('Borealis: Borealis is closed: nothing to activate');
  });

  it('runs as one change of the page’s query client, so what listens for saved changes (the sidebar counts) hears it', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async (row: Company) => row);
    const { queryClient } = renderWithProviders(
      <Companies fetchPage={async () => page(ROWS)} bulk={{ rowLabel: (c) => c.name, actions: [activate(run)] }} />,
    );
    const saved = vi.fn();
    queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') saved();
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Acme Ltd' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Cobalt' }));
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Activate: 2 of 2 done.')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('tries a failed row again with its refetched copy (its new version)', async () => {
    const user = userEvent.setup();
    let city = 'York';
    const fetchPage = vi.fn(async () => page(ROWS.map((row) => (row.id === 2 ? { ...row, city } : row))));
    const run = vi.fn(async (row: Company) => {
      if (row.city === 'York') {
        city = 'Selby'; // what the server holds now
        throw axiosFailure(409, { message: 'Borealis was changed by someone else' });
      }
      return row;
    });
    function WithRefetch() {
      const client = useQueryClient();
      return (
        <Companies
          fetchPage={fetchPage}
          bulk={{ rowLabel: (c) => c.name, actions: [activate(run)], onSettled: () => void client.invalidateQueries() }}
        />
      );
    }
    renderWithProviders(<WithRefetch />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Borealis' }));
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Borealis: Borealis was changed by someone else');

    // The refetch after the action brings the row as it is now.
    await screen.findByRole('cell', { name: 'Selby' });
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Activate: 1 of 1 done.')).toBeInTheDocument();
    expect(run).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2, city: 'Selby' }));
  });

  it('reports a full success and clears the selection; Cancel runs nothing', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async (row: Company) => row);
    renderWithProviders(
      <Companies fetchPage={async () => page(ROWS)} bulk={{ rowLabel: (c) => c.name, actions: [activate(run)] }} />,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select Cobalt' }));
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Activate 1 companies?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(run).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Activate' }));
    expect((await screen.findByText('Activate: 1 of 1 done.')).closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Cobalt' })).not.toBeChecked();
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });
});

describe('DataTable bulk actions with a reason and controls', () => {
  const reject = (run: (row: Company, reason?: string) => Promise<unknown>): BulkAction<Company> => ({
    label: 'Reject',
    confirmTitle: (n) => `Reject ${n} companies?`,
    reason: { label: 'Reason for the rejection', required: true },
    run,
    errorFallback: 'Failed to reject',
  });

  it('asks for one reason, refuses to run without it, then sends it with every row', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async (row: Company) => row);
    renderWithProviders(
      <Companies fetchPage={async () => page(ROWS)} bulk={{ rowLabel: (c) => c.name, actions: [reject(run)] }} />,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject 3 companies?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter the reason for the rejection.')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for the rejection (required)' }),
      '  Duplicate request ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reject: 3 of 3 done.')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(3);
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), 'Duplicate request');
  });

  it("shows the caller's controls in the bar beside the actions", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Companies
        fetchPage={async () => page(ROWS)}
        bulk={{
          rowLabel: (c) => c.name,
          actions: [reject(async (row) => row)],
          controls: (
            <label>
              Check{' '}
              <select>
                <option>PAN</option>
              </select>
            </label>
          ),
        }}
      />,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select Acme Ltd' }));
    const bar = await screen.findByRole('group', { name: 'Bulk actions' });
    expect(within(bar).getByRole('combobox', { name: 'Check' })).toBeInTheDocument();
  });
});

describe('DataTable failures', () => {
  it("shows the server's message when it sent one", async () => {
    renderWithProviders(
      <Companies fetchPage={() => Promise.reject(axiosFailure(500, { message: 'Database is read-only' }))} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is read-only');
  });

  it("shows 'Network Error' when no response came back", async () => {
    renderWithProviders(<Companies fetchPage={() => Promise.reject(axiosFailure(undefined))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });

  it("shows the list's fallback when the response says nothing usable", async () => {
    renderWithProviders(<Companies fetchPage={() => Promise.reject(axiosFailure(502, '<html>Bad gateway</html>'))} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch companies');
    expect(alert).not.toHaveTextContent('Bad gateway');
  });
});
