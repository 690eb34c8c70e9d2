/**
 * The `sort` and `order` query of a paged list. A list names the keys it sorts by (the contract's
 * `<LIST>_SORT_KEYS`, the fields as the list answers them) and the column behind each; any other
 * `sort` is a 400 naming the allowed ones. Ties are broken by the row's id in the same direction, so
 * paging through a sorted list neither repeats nor skips a row, and a descending list is exactly the
 * ascending one reversed. Without `sort` the list keeps its own order (the caller's fallback).
 */
import { asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { SORT_ORDERS, type SortOrder } from '@admin/api-client/contract';
import { badRequest } from './errors';

export type SortColumns<K extends string> = { readonly [P in K]: SQLWrapper };

interface SortInput {
  sort?: unknown;
  order?: unknown;
}

/** The chosen key and order, or undefined when the query chose none. Throws 400 on anything else. */
function readSort<K extends string>(query: unknown, keys: readonly K[]): { key: K; order: SortOrder } | undefined {
  const { sort, order } = (typeof query === 'object' && query !== null ? query : {}) as SortInput;
  if (order !== undefined && order !== 'asc' && order !== 'desc') {
    throw badRequest('order: expected asc or desc');
  }
  if (sort === undefined || sort === '') return undefined;
  if (typeof sort !== 'string' || !(keys as readonly string[]).includes(sort)) {
    const shown = typeof sort === 'string' ? `"${sort.slice(0, 50)}"` : 'more than one value';
    throw badRequest(`sort: ${shown} is not a sortable column of this list; sortable: ${keys.join(', ')}`);
  }
  return { key: sort as K, order: order === 'desc' ? 'desc' : 'asc' };
}

/**
 * The ORDER BY of a list: the query's sort with the id tie-break, else `fallback` (the list's order
 * when nothing is chosen, unchanged).
 */
export function sortOrder<K extends string>(
  query: unknown,
  keys: readonly K[],
  columns: SortColumns<K>,
  id: SQLWrapper,
  fallback: SQL[],
): SQL[] {
  const chosen = readSort(query, keys);
  if (!chosen) return fallback;
  const direction = chosen.order === 'desc' ? desc : asc;
  return [direction(columns[chosen.key]), direction(id)];
}

/**
 * The `order` and `sort` fields of a sortable list's query schema, with the same 400 messages as
 * `readSort` (`order: expected asc or desc`, `sort: "x" is not a sortable column…`). Spread them last
 * into the list's query object, so an error in its own filters is reported first, as before.
 */
export function sortFields<const K extends string>(keys: readonly K[]) {
  return {
    order: z.enum(SORT_ORDERS, { error: 'expected asc or desc' }).optional(),
    sort: z
      .enum(['', ...keys] as [string, ...string[]], {
        error: (issue) =>
          `${typeof issue.input === 'string' ? `"${issue.input.slice(0, 50)}"` : 'more than one value'} is not a sortable column of this list; sortable: ${keys.join(', ')}`,
      })
      .optional()
      .describe("One of the sort keys; empty or absent keeps the list's own order") as z.ZodOptional<z.ZodType<K | ''>>,
  };
}
