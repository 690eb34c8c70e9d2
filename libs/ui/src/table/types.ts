import type { Paged } from '@admin/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Per-column presentation the table understands (`meta: { align: 'right' }` for amounts). */
export interface DataTableColumnMeta {
  align?: 'left' | 'center' | 'right';
  /** CSS width of the column, e.g. `8rem`. */
  width?: string;
  /** Let long text wrap (cells stay on one line by default). */
  wrap?: boolean;
}

/** What a column's `cell` receives: the row's item, and the value under the column's `accessorKey`. */
export interface DataTableCellContext<T, V> {
  row: { original: T; index: number };
  getValue(): V;
}

interface ColumnBase {
  /** The header text, or a function returning it (e.g. a visually hidden "Actions"). */
  header: string | (() => ReactNode);
  meta?: DataTableColumnMeta;
}

/** A column showing one field: `cell` is optional (the value is shown as text without it). */
type AccessorColumn<T, K extends keyof T> = ColumnBase & {
  accessorKey: K;
  /** The React key of the column; the accessor key when left out. */
  id?: string;
  /** Called as a plain function while rendering (not a component): no hooks in it. */
  cell?: (context: DataTableCellContext<T, T[K]>) => ReactNode;
};

/** A column computed from the whole row: it needs an `id` (its React key) and a `cell`. */
type DisplayColumn<T> = ColumnBase & {
  accessorKey?: never;
  id: string;
  /** Called as a plain function while rendering (not a component): no hooks in it. */
  cell: (context: DataTableCellContext<T, undefined>) => ReactNode;
};

/**
 * A column of a DataTable: `{ accessorKey: 'email', header: 'Email' }`, or
 * `{ id: 'phone', header: 'Phone', cell: ({ row }) => ... }`. One union member per field of T, so
 * `getValue()` has that field's type and a column with neither `id` nor `accessorKey` does not compile.
 */
export type DataTableColumn<T> = { [K in keyof T & string]: AccessorColumn<T, K> }[keyof T & string] | DisplayColumn<T>;

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
  /** Each row's React key (its index when left out): give it when cells hold state or focus, so these follow their row. */
  getRowId?: (row: T) => string;
  pageSizes?: readonly number[];
}

