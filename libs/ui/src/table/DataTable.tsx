import DataTableView from './DataTableView';
import type { DataTableProps } from './types';

/**
 * A server-paged list: skeleton rows while the first page loads, the previous page dimmed while the
 * next one loads, an empty state with a call to action, the spec's fallback with Retry on failure,
 * a sticky header and pagination bound to the URL (through `list`).
 *
 * Not a lazy view: a list is most pages' first screen, and React holds a Suspense boundary's content
 * back until 300 ms after its fallback showed, which delayed the first rows by that much. Eager, it is
 * ~0.3 KiB more on /sign-in and 0.9 KiB and one request fewer to the first list (npm run bench).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  return <DataTableView {...(props as DataTableProps<unknown>)} />;
}
