import { errorMessage } from '@admin/api-client/contract/core';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { EmptyState } from '../display/EmptyState';
import { Button } from '../feedback/Button';
import type { BulkBarProps } from './BulkBar';
import type { BulkReport } from './bulk-run';
import ColumnChooser, { type ColumnChooserProps } from './ColumnChooser';
import type { ColumnChoice } from './column-storage';
import { visibleColumns } from './column-roles';
import { columnKey } from './columns';
import { DataTableRow } from './DataTableRow';
import { HeaderRow } from './HeaderRow';
import { SkeletonRows } from './SkeletonRows';
import styles from './DataTable.module.css';
import { Pagination } from './Pagination';
import type { DataTableProps } from './types';
import { useRowWindow } from './use-row-window';
import { useScrollEdges } from './use-scroll-edges';
import { useUncutColumns } from './use-uncut-columns';

// The bulk bar (its confirm dialog, runner and report) loads on the first selection, the column
// chooser with a list that offers it: the lists that use neither do not download them.
const BulkBar = lazy(() => import('./BulkBar'));

const NO_ROWS: never[] = [];
const NO_CHOICE: ColumnChoice = {};
/** The default page size (the spec's 10): a page no longer than it is not held in a scroll box of its own. */
const DEFAULT_PAGE_ROWS = 10;
/** Marked once per page load, when the first list's first rows are on screen: `npm run bench` times its first screen by it. */
const FIRST_SCREEN_MARK = 'admin:first-screen';

/**
 * The table itself (see DataTable.tsx). A server-paged list: skeleton rows while the first page loads, the previous page dimmed while the
 * next one loads, an empty state with a call to action, what went wrong with Retry on failure,
 * a sticky header and pagination bound to the URL (through `list`); sort buttons in the headers of
 * sortable columns, a column chooser (`storage`), row selection with a bulk bar (`bulk`), sticky name
 * and actions columns, and cards instead of rows on a narrow frame (CSS container query, same DOM).
 */
export default function DataTableView<T>({
  caption,
  columns: allColumns,
  query,
  errorFallback,
  empty,
  list,
  rowHref,
  getRowId,
  pageSizes,
  storage,
  bulk,
  rowNote,
  rowMark,
}: DataTableProps<T>) {
  // What happened: the server's message when it sent one, 'Network Error' when nothing came back,
  // else the list's fallback.
  const failure = errorMessage(query.error, errorFallback);
  const items = query.data?.items ?? (NO_ROWS as T[]);
  // The user's choice comes from the column chooser (its own chunk, with the storage code).
  const [choice, setChoice] = useState<ColumnChoice>(NO_CHOICE);
  // One array while the columns and the choice stay: the memoised rows compare it.
  const columns = useMemo(() => visibleColumns(allColumns, choice), [allColumns, choice]);

  // Selected rows by id, kept across pages until cleared or acted on.
  const [selected, setSelected] = useState<Map<string, T>>(() => new Map());
  const [report, setReport] = useState<BulkReport | null>(null);
  const rowId = (row: T, index: number) => (getRowId ? getRowId(row) : String(index));
  const selectable = bulk !== undefined;
  const pageIds = items.map(rowId);
  // Rows someone else took out of the list, kept in place and marked: not selectable.
  const markedIds = rowMark
    ? pageIds.filter((_, index) => rowMark(items[index]!) !== undefined)
    : (NO_ROWS as string[]);
  const markedKey = markedIds.join();
  const choosable: Array<[string, T]> = items.flatMap((row, index) =>
    markedIds.includes(pageIds[index]!) ? [] : [[pageIds[index]!, row] as [string, T]],
  );
  const pageSelected = choosable.filter(([id]) => selected.has(id)).length;
  const toggle = useCallback(
    (entries: Array<[string, T]>, on: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const [id, row] of entries) {
          if (on) next.set(id, row);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const toggleRow = useCallback((id: string, item: T, on: boolean) => toggle([[id, item]], on), [toggle]);

  // A selected row that someone else took out of the list leaves the selection: a bulk action skips it.
  useEffect(() => {
    if (markedKey === '') return;
    const gone = new Set(markedKey.split(','));
    setSelected((current) =>
      [...current.keys()].some((id) => gone.has(id)) ? new Map([...current].filter(([id]) => !gone.has(id))) : current,
    );
  }, [markedKey]);

  // Which sides hide columns while the table scrolls sideways: the sticky columns cast a shadow there.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const edges = useScrollEdges(scroller);

  // The rows follow the page's data a render later, in a transition: the data arrives through the
  // query's store (a synchronous render), which then draws the page around the table only, and React
  // renders the rows in steps of ~5 ms, yielding between them. At 4x CPU the page's first commit with
  // its first rows was one task of 70-150 ms. A table mounted with its data (from the cache) starts
  // from no rows too, and shows its skeleton until they come.
  const drawnItems = useDeferredValue(items, NO_ROWS as T[]);
  // A new array each render: the window compares the ids, not the array.
  const drawnIds = drawnItems === items ? pageIds : drawnItems.map(rowId);
  // A long page (over 25 rows) draws only the rows in and near its box's view (see useRowWindow: what
  // that costs, Ctrl+F among them), with spacers for the rest.
  const rows = useRowWindow(scroller, drawnIds);
  // A column partly under a sticky one waits, hidden, until it is scrolled fully into view.
  const cut = useUncutColumns(scroller, drawnItems, `${rows.drawn.length}:${columns.map(columnKey).join()}`);
  const hasRows = drawnItems.length > 0;
  useEffect(() => {
    if (hasRows && performance.getEntriesByName(FIRST_SCREEN_MARK, 'mark').length === 0)
      performance.mark(FIRST_SCREEN_MARK);
  }, [hasRows]);

  const pager = query.data?.pager;
  const stale = query.isPlaceholderData;
  // The page's first rows are on their way (a render behind its data): its skeleton stays meanwhile.
  const drawing = items.length > 0 && drawnItems.length === 0;
  const busy = query.isPending || stale || drawing;
  const columnCount = columns.length + (selectable ? 1 : 0);

  if (query.isError && !query.data) {
    return (
      <div className={styles.frame}>
        <div className={styles.error} role="alert">
          <p className={styles.errorText}>{failure}</p>
          <Button onClick={() => void query.refetch()}>Retry</Button>
        </div>
      </div>
    );
  }

  let body: ReactNode;
  let rowCount: number | undefined;
  if (query.isPending || drawing) {
    body = <SkeletonRows columns={columns} limit={list.params.limit} />;
  } else if (items.length === 0 && pager && pager.totalItems > 0) {
    // Past the last page, e.g. after the last row of a page was deleted or a stale link.
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.emptyCell}>
          <EmptyState
            title="No rows on this page"
            description={`There are ${pager.totalItems} in all.`}
            action={<Button onClick={() => list.setPage(1)}>Go to the first page</Button>}
          />
        </td>
      </tr>
    );
  } else if (items.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.emptyCell}>
          <EmptyState title={empty.title} description={empty.description} action={empty.action} />
        </td>
      </tr>
    );
  } else {
    const spacer = (height: number | undefined, key: string) =>
      height ? (
        // The height of the rows not drawn here: the box scrolls as if they were.
        <tr key={key} className={styles.spacer} style={{ height }} aria-hidden="true">
          <td colSpan={columnCount} />
        </tr>
      ) : null;
    rowCount = drawnItems.length + 1;
    body = [
      ...rows.drawn.flatMap((rowIndex, place) => {
        const item = drawnItems[rowIndex]!;
        const id = drawnIds[rowIndex]!;
        const mark = rowMark?.(item);
        return [
          spacer(rows.gaps[place], place === 0 ? 'above' : `before:${id}`),
          <DataTableRow
            key={id}
            item={item}
            rowIndex={rowIndex}
            id={id}
            columns={columns}
            columnCount={columnCount}
            bulk={bulk}
            selected={mark === undefined && selected.has(id)}
            onToggle={toggleRow}
            rowHref={rowHref}
            rowNote={rowNote}
            mark={mark}
            cut={cut}
          />,
        ];
      }),
      spacer(rows.gaps[rows.drawn.length], 'after'),
    ];
  }

  const selectAll = bulk ? (
    <label>
      <input
        type="checkbox"
        checked={choosable.length > 0 && pageSelected === choosable.length}
        ref={(box) => {
          if (box) box.indeterminate = pageSelected > 0 && pageSelected < choosable.length;
        }}
        disabled={choosable.length === 0}
        onChange={(event) => toggle(choosable, event.target.checked)}
      />
      <span>Select all on this page</span>
    </label>
  ) : undefined;

  return (
    <div className={styles.frame} data-cards-frame="">
      {storage || bulk ? (
        <div data-toolbar="">
          <div>
            {bulk && (selected.size > 0 || report) ? (
              <Suspense fallback={null}>
                <BulkBar
                  {...({
                    bulk,
                    // The page's current copy of a row when it is on screen (a refetch after an action
                    // brings its new version, so trying a failed row again sends that one).
                    selected: [...selected].map(
                      ([id, row]) => items.find((item, index) => rowId(item, index) === id) ?? row,
                    ),
                    rowId: (row: T) => rowId(row, -1),
                    onClear: () => setSelected(new Map()),
                    report,
                    onReport: (next: BulkReport | null) => {
                      setReport(next);
                      // Successes leave the selection; failures stay selected, to try again.
                      if (next)
                        toggle(
                          next.succeeded.map((done) => [done, undefined as T]),
                          false,
                        );
                    },
                  } satisfies BulkBarProps<T> as BulkBarProps<unknown>)}
                />
              </Suspense>
            ) : null}
          </div>
          {storage ? (
            <ColumnChooser
              {...({
                storage,
                columns: allColumns,
                visible: columns,
                onChoice: setChoice,
              } satisfies ColumnChooserProps<T> as ColumnChooserProps<unknown>)}
            />
          ) : null}
        </div>
      ) : null}
      {query.isError ? (
        <div className={styles.errorBanner} role="alert">
          <span>{failure}</span>
          <Button size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {/* A scroll area of its own, so the header can stick while rows scroll; focusable for keyboard scrolling. */}
      <div
        ref={setScroller}
        className={styles.scroller}
        tabIndex={0}
        role="region"
        aria-label={caption}
        data-long={items.length > DEFAULT_PAGE_ROWS || undefined}
        data-more-left={edges.moreLeft || undefined}
        data-more-right={edges.moreRight || undefined}
      >
        <table
          className={styles.table}
          // The page's rows and the header row: a long page draws only some of them (useRowWindow).
          aria-rowcount={rowCount}
          aria-busy={busy}
          data-stale={stale || undefined}
          data-selectable={selectable || undefined}
        >
          <caption className="ui-visually-hidden">{caption}</caption>
          <thead>
            <HeaderRow columns={columns} list={list} selectAll={selectAll} />
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      <p className="ui-visually-hidden" role="status">
        {busy ? `Loading ${caption}` : ''}
      </p>
      {pager && pager.totalItems > 0 ? (
        <Pagination
          pager={{ ...pager, currentPage: list.params.page, pageSize: list.params.limit }}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          pageSizes={pageSizes}
        />
      ) : null}
    </div>
  );
}
