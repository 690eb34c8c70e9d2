import { AxiosError, AxiosHeaders } from 'axios';
import type { Paged } from '@admin/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';

interface Company {
  id: number;
  name: string;
  status: string;
}

const column = createColumnHelper<Company>();
const columns: DataTableColumn<Company>[] = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('status', { header: 'Status' }),
];

const TOTAL = 23;
function companies(page: number, limit: number): Paged<Company> {
  const start = (page - 1) * limit;
  const items = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - start)) }, (_, i) => ({
    id: start + i + 1,
    name: `Company ${start + i + 1}`,
    status: 'Active',
  }));
  return { items, pager: { totalItems: TOTAL, currentPage: page, pageSize: limit, totalPages: Math.ceil(TOTAL / limit), hasMore: page * limit < TOTAL } };
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

function Harness({ fetchPage, rowHref }: { fetchPage: (page: number, limit: number) => Promise<Paged<Company>>; rowHref?: (row: Company) => string }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const query = useQuery({ queryKey: ['companies', 'list', { page, limit }], queryFn: () => fetchPage(page, limit), placeholderData: keepPreviousData });
  return (
    <DataTable
      caption="Companies"
      columns={columns}
      query={query}
      errorFallback="Failed to fetch companies"
      empty={{ title: 'No companies yet', description: 'Companies appear here once added.', action: <button type="button">Add company</button> }}
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
    expect(within(table).getAllByRole('row')).toHaveLength(11); // header + 10 skeleton rows
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
      <Harness fetchPage={async () => ({ items: [], pager: { totalItems: 0, currentPage: 1, pageSize: 10, totalPages: 0, hasMore: false } })} />,
    );
    expect(await screen.findByText('No companies yet')).toBeInTheDocument();
    expect(screen.getByText('Companies appear here once added.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add company' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers the first page when the page asked for is past the end', async () => {
    const fetchPage = vi.fn(async (page: number, limit: number) =>
      page === 1 ? companies(1, limit) : { items: [], pager: { totalItems: TOTAL, currentPage: page, pageSize: limit, totalPages: 3, hasMore: false } },
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
    const fetchPage = vi.fn().mockRejectedValueOnce(new Error('Request failed with status code 500')).mockResolvedValue(companies(1, 10));
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
    const forbidden = new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 403,
      statusText: 'Forbidden',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { message: 'Missing permission: companies.read', code: 'forbidden', permission: 'companies.read' },
    });
    renderWithProviders(<Harness fetchPage={() => Promise.reject(forbidden)} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Missing permission: companies.read');
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
    renderWithProviders(<Harness fetchPage={async (page, limit) => companies(page, limit)} rowHref={(row) => `/companies/${row.id}`} />);
    const link = await screen.findByRole('link', { name: 'Company 3' });
    expect(link).toHaveAttribute('href', '/companies/3');

    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/companies/3'));
  });
});
