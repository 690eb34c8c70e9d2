// No zod at run time here: @admin/ui is on the shell's first load, and zod would add ~14 KiB gzip to
// it. Screens write their filters with zod (`z.enum`, `z.coerce.number()`); zod 4 schemas are
// Standard Schemas, which is all this module needs from them.
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@admin/api-client/contract/core';
import type { StandardSchemaV1 } from './standard-schema';

export type FilterSchemas = Record<string, StandardSchemaV1>;

export type SortOrder = 'asc' | 'desc';

/** The URL state of one list: `page`, `limit`, the screen's filters (each optional) and the sorts it offers. */
export interface ListParamsSchema<F extends FilterSchemas = FilterSchemas, S extends string = string> {
  readonly filters: F;
  /** The `sort` values this list may send; empty when the API sorts none of its columns. */
  readonly sortKeys: readonly S[];
}

/** The sort of a list: both set when the URL chose one, both absent otherwise (nothing sent). */
export interface ListSort<S extends string = string> {
  sort?: S;
  order?: SortOrder;
}

/**
 * What `useListParams` answers for a schema: page and limit always, each filter and the sort when set.
 * `sort` is typed as the schema's sort keys, so the params fit the API query type that declares them.
 */
export type ListParams<S extends ListParamsSchema> =
  S extends ListParamsSchema<infer F, infer Keys>
    ? { page: number; limit: number } & ListSort<Keys> & { [K in keyof F]?: StandardSchemaV1.InferOutput<F[K]> }
    : never;

/**
 * Declares a list's URL state: `page` (default 1) and `limit` (default 10, at most 100) plus the
 * screen's filters. Every filter is optional (unset = not sent); a filter may carry a default
 * (`z.enum([...]).default('active')`). URL values are strings: use `z.coerce.number()` for a
 * numeric filter, `z.enum` for a closed set, `isoDate` for a date, `idParam` for a record id.
 *
 *   const ordersListSchema = listParamsSchema({ status: z.enum(ORDER_STATUSES), from: isoDate, search: z.string() });
 *
 * `options.sortKeys` lists the columns the API can sort by: `sort` and `order` are read from the URL
 * only for these, so a list whose API sorts nothing never sends them.
 */
export function listParamsSchema<F extends FilterSchemas, S extends string = never>(
  filters: F,
  options: { sortKeys?: readonly S[] } = {},
): ListParamsSchema<F, S> {
  for (const key of BUILT_IN_KEYS) {
    if (key in filters) throw new Error(`listParamsSchema: "${key}" is built in; do not declare it as a filter`);
  }
  return { filters, sortKeys: options.sortKeys ?? [] };
}

export const BUILT_IN_KEYS = ['page', 'limit', 'sort', 'order'] as const;

const wholeNumber = /^\d{1,15}$/;

/** `page` from the URL: a whole number from 1, else 1. */
function readPage(raw: string | null | undefined): number {
  const page = raw && wholeNumber.test(raw) ? Number(raw) : 0;
  return page >= 1 ? page : DEFAULT_PAGE;
}

/** `limit` from the URL: a whole number from 1 to the API's cap (100), else 10. */
function readLimit(raw: string | null | undefined): number {
  const limit = raw && wholeNumber.test(raw) ? Number(raw) : 0;
  return limit >= 1 && limit <= MAX_PAGE_SIZE ? limit : DEFAULT_PAGE_SIZE;
}

/** A filter's value: parsed if valid, else its default if it has one, else unset. Never throws. */
function readFilter(schema: StandardSchemaV1, raw: string | null | undefined): unknown {
  const attempt = (value: unknown) => {
    const result = schema['~standard'].validate(value);
    // An async schema cannot decide while rendering: treat it as unset.
    return result instanceof Promise || result.issues ? undefined : { value: result.value };
  };
  return (
    (raw === null || raw === undefined || raw === '' ? undefined : attempt(raw))?.value ?? attempt(undefined)?.value
  );
}

/** The filter's value when the URL does not carry it (its default), or undefined. */
export function filterDefault(schema: StandardSchemaV1): unknown {
  return readFilter(schema, undefined);
}

const isCalendarDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * A date filter as the API takes it: `YYYY-MM-DD`, a real calendar date. The API reads it in the
 * staff member's time zone (the client sends `time_zone` with it), which DateRangeFilter names. A Standard Schema, for
 * `listParamsSchema`; inside a zod form schema use `z.iso.date()`.
 */
export const isoDate: StandardSchemaV1<string, string> = {
  '~standard': {
    version: 1,
    vendor: 'admin-ui',
    validate: (value) =>
      typeof value === 'string' && isCalendarDate(value)
        ? { value }
        : { issues: [{ message: 'Enter a date as YYYY-MM-DD' }] },
  },
};

/**
 * A record id in the URL (`user_id=12`): a positive whole number, else unset. The one reading of an id
 * filter for every list (a Standard Schema, like `isoDate`).
 */
export const idParam: StandardSchemaV1<string, number> = {
  '~standard': {
    version: 1,
    vendor: 'admin-ui',
    validate: (value) => {
      const id = typeof value === 'string' && wholeNumber.test(value) ? Number(value) : 0;
      return id >= 1 ? { value: id } : { issues: [{ message: 'Enter a record id' }] };
    },
  },
};

/** A record id from the URL (a route's `:id`, a query value), read as `idParam` reads it; undefined when it is not one. */
export function readId(raw: string | null | undefined): number | undefined {
  const result = idParam['~standard'].validate(raw);
  return result instanceof Promise || result.issues ? undefined : result.value;
}

/** The sort from the URL: a declared sort key with its order (ascending unless `desc`), else none. */
function readSort(sortKeys: readonly string[], sort: string | null, order: string | null): ListSort {
  if (!sort || !sortKeys.includes(sort)) return {};
  return { sort, order: order === 'desc' ? 'desc' : 'asc' };
}

/** A list's URL key prefix as written: 'settings' and 'settings.' both give 'settings.'; none gives ''. */
export const keyPrefix = (prefix: string | undefined): string =>
  !prefix ? '' : prefix.endsWith('.') ? prefix : `${prefix}.`;

/**
 * Page, limit, sort and filters as read from a query string (what `useListParams` reads, with the
 * same `prefix` option).
 */
export function parseListParams<S extends ListParamsSchema>(
  schema: S,
  search: URLSearchParams,
  listPrefix?: string,
): ListParams<S> {
  const prefix = keyPrefix(listPrefix);
  const params: Record<string, unknown> = {
    page: readPage(search.get(`${prefix}page`)),
    limit: readLimit(search.get(`${prefix}limit`)),
    ...readSort(schema.sortKeys ?? [], search.get(`${prefix}sort`), search.get(`${prefix}order`)),
  };
  for (const [key, filter] of Object.entries(schema.filters)) {
    const value = readFilter(filter, search.get(prefix + key));
    if (value !== undefined) params[key] = value;
  }
  return params as ListParams<S>;
}
