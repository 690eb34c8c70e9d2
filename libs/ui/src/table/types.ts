import type { Paged } from '@admin/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

declare module '@tanstack/react-table' {
  // Per-column presentation the table understands (`meta: { align: 'right' }` for amounts).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generic names must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'left' | 'center' | 'right';
    /** CSS width of the column, e.g. `8rem`. */
    width?: string;
    /** Let long text wrap (cells stay on one line by default). */
    wrap?: boolean;
  }
}

/**
 * A column of a DataTable. TanStack column arrays mix value types (a string column beside a number
 * column), which `ColumnDef<T, unknown>` rejects, so the value type is left open here once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the library's own idiom for mixed column arrays
export type DataTableColumn<T> = ColumnDef<T, any>;

/** The part of `useListParams(...)`'s result the table needs: the page and page size in the URL. */
export interface ListPaging {
  params: { page: number; limit: number };
  setPage(page: number): void;
  setLimit(limit: number): void;
}

/** The part of a `useQuery` result the table reads (a full `UseQueryResult<Paged<T>>` fits). */
export type DataTableQuery<T> = Pick<UseQueryResult<Paged<T>>, 'data' | 'isPending' | 'isError' | 'isPlaceholderData' | 'refetch'> &
  Partial<Pick<UseQueryResult<Paged<T>>, 'error'>>;

export interface DataTableProps<T> {
  /** The table's name for screen readers, e.g. "Companies". */
  caption: string;
  columns: DataTableColumn<T>[];
  /** The list query; give it `placeholderData: keepPreviousData` so the previous page stays while the next loads. */
  query: DataTableQuery<T>;
  /** The spec's exact fallback text, shown with a Retry button when the load fails. */
  errorFallback: string;
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  list: ListPaging;
  /** Makes each row a link: the first cell holds a real link, and a click anywhere on the row follows it. */
  rowHref?: (row: T) => string;
  getRowId?: (row: T) => string;
  pageSizes?: readonly number[];
}

