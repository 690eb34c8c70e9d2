import type { Paged } from '@admin/api-client/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CsvColumn } from '../export/to-csv';
import type { SharedViewsAccess } from '../views/shared-views';

/** Per-column presentation the table understands (`meta: { align: 'right' }` for amounts). */
export interface DataTableColumnMeta {
  align?: 'left' | 'center' | 'right';
  /** CSS width of the column, e.g. `8rem`. */
  width?: string;
  /** Let long text wrap (cells stay on one line by default). */
  wrap?: boolean;
  /**
   * Keeps the column in view while the table scrolls sideways: `start` for the record's name (first
   * column), `end` for the row actions (last column). Sticky columns can never be hidden.
   */
  sticky?: 'start' | 'end';
  /** Hidden until the user shows it in the column chooser. */
  defaultHidden?: boolean;
  /** Shown whatever the column chooser says (sticky columns always are). */
  alwaysVisible?: boolean;
  /** The column's name in the column chooser and on cards, when `header` is a function. */
  label?: string;
  /**
   * The cell's place when rows are shown as cards (narrow screens): `title` (default for `sticky:
   * 'start'`), `status` (default for the column with id `status`), `action` (default for `sticky:
   * 'end'`), `detail` with its label (default), or `hidden`.
   */
  card?: CardRole;
}

export type CardRole = 'title' | 'status' | 'action' | 'detail' | 'hidden';

/** What a column's `cell` receives: the row's item, and the value under the column's `accessorKey`. */
export interface DataTableCellContext<T, V> {
  row: { original: T; index: number };
  getValue(): V;
}

interface ColumnBase {
  /** The header text, or a function returning it (e.g. a visually hidden "Actions"). */
  header: string | (() => ReactNode);
  meta?: DataTableColumnMeta;
  /** The API's `sort` value for this column: its header becomes a sort button (when the list can sort). */
  sortKey?: string;
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

/** The part of `useListParams(...)`'s result the table needs: the page, page size and sort in the URL. */
export interface ListPaging {
  params: { page: number; limit: number; sort?: string; order?: 'asc' | 'desc' };
  setPage(page: number): void;
  setLimit(limit: number): void;
  /** The sorts the list's API accepts (`listParamsSchema`'s `sortKeys`): only these columns' headers sort. */
  sortKeys?: readonly string[];
  /** Given, headers of columns whose `sortKey` is in `sortKeys` sort the list (ascending, descending, none). */
  setSort?(sort: string | undefined, order?: 'asc' | 'desc'): void;
}

/** Where a table keeps a user's choices in the browser: per signed-in user and per list. */
export interface TableStorage {
  /** The signed-in user (the kit does not know the session). */
  userId: string | number;
  /** The list's stable name, e.g. `companies`. */
  listId: string;
  /**
   * The team's shared views of this list (`@admin/auth`'s `useListStorage` gives them): left out, the
   * Views menu shows only the user's own.
   */
  sharedViews?: SharedViewsAccess;
}

/** One action of the bulk bar, run once per selected row. */
export interface BulkAction<T> {
  /** The button's text, e.g. "Activate". */
  label: string;
  /** The question with the count, e.g. "Activate 3 companies?". */
  confirmTitle: (count: number) => string;
  /** What will happen, in words. */
  confirmDescription?: ReactNode;
  /** The confirm button's verb; the label when left out. */
  confirmLabel?: string;
  destructive?: boolean;
  /**
   * Asks for one reason in the confirmation, sent with every row (e.g. a rejection's): `required`
   * keeps the dialog open until one is typed.
   */
  reason?: { label: string; required?: boolean; maxLength?: number };
  /**
   * Runs the action for one row (its own request, with its own permission check and version); `reason`
   * is what was typed in the confirmation (trimmed), when the action asks for one.
   */
  run: (row: T, reason?: string) => Promise<unknown>;
  /** Shown for a row that failed without a server message. */
  errorFallback: string;
  /**
   * A row that succeeded but whose outcome is worth telling apart (e.g. "awaiting a second approval"
   * instead of decided): the text is listed under the report's notes; undefined for a plain success.
   */
  note?: (result: unknown, row: T) => string | undefined;
}

/** Row selection with a bulk bar: a checkbox per row (named by `rowLabel`) and one for the page. */
export interface DataTableBulk<T> {
  /** The record's name, for the row's checkbox ("Select Acme Ltd") and the failure report. */
  rowLabel: (row: T) => string;
  actions: BulkAction<T>[];
  /**
   * Controls shown in the bar before the actions, e.g. which KYC check the actions decide: the
   * actions the caller builds from them say what they apply to.
   */
  controls?: ReactNode;
  /** An "Export CSV" of the selected rows. */
  exportCsv?: { fileName: string; columns: readonly CsvColumn<T>[] };
  /** Called after an action ran on every selected row, e.g. to refetch the list. */
  onSettled?: () => void;
}

/** The part of a `useQuery` result the table reads (a full `UseQueryResult<Paged<T>>` fits). */
export type DataTableQuery<T> = Pick<
  UseQueryResult<Paged<T>>,
  'data' | 'isPending' | 'isError' | 'isPlaceholderData' | 'refetch'
> &
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
  /** Turns on the column chooser; the choice is kept in localStorage per user and list. */
  storage?: TableStorage;
  /** Turns on row selection and the bulk bar (needs `getRowId`). */
  bulk?: DataTableBulk<T>;
  /**
   * A line of its own under a row (e.g. "Awaiting second approval: …"), spanning the table and kept
   * in view while it scrolls sideways: the row keeps its one-line height and its columns their
   * width. Nothing (null or undefined) for a row without one.
   */
  rowNote?: (row: T) => ReactNode;
  /**
   * Why a row someone else took out of the list (decided, deleted) is still shown, e.g. "Decided by
   * Ravi Rao" (`useLiveList`'s `markOf`): the row stays in place, dimmed, with the text on its note's
   * line, its buttons and inputs disabled and its selection dropped, until the list is fetched again.
   * Undefined for every other row.
   */
  rowMark?: (row: T) => string | undefined;
}

/**
 * What a list's controller hands its table (`useListController(…).table`): a page spreads it into the
 * table (`<DataTable {...list.table} …/>`), or hands it to the component that renders one
 * (`table={list.table}`, spread there as `{...table}`).
 */
export type ListTableProps<T> = Pick<DataTableProps<T>, 'query' | 'list' | 'storage'>;
