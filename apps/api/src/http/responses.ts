/**
 * Response schemas the routes declare: the envelopes every answer uses (`{ data, message? }`,
 * `{ data: T[], pager }`) around records described by their main fields. Records are loose objects:
 * the fields they list are documented and checked, any other field a handler returns passes
 * through unchanged, so a response schema never drops what a screen reads
 * (test/response-keys.test.ts holds every route to the keys it answered before these schemas).
 */
import { z } from 'zod';

export const pagerSchema = z.object({
  totalItems: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  hasMore: z.boolean(),
});

/**
 * A record: its listed fields checked and documented, the rest passed through. Typed as the plain
 * object of those fields, so the client's record interfaces (which list more fields and have no
 * index signature) satisfy the handler's return type.
 */
export const record = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.looseObject(shape) as unknown as z.ZodObject<Shape>;

/** What every editable record carries: its id and its version (the ETag an edit sends back). */
export const versioned = { id: z.number().int(), version: z.number().int() };

/** `{ data, message? }`: one record, a creation or an edit. Envelopes are loose like records: nothing is dropped. */
export const itemOf = <T extends z.ZodType>(data: T) => record({ data, message: z.string().optional() });

/** `{ data: T[], pager }`: one page of a list. */
export const pageOf = <T extends z.ZodType>(row: T) => record({ data: z.array(row), pager: pagerSchema });

/** `{ data: T[] }`: a whole (small) list without paging. */
export const arrayOf = <T extends z.ZodType>(row: T) => record({ data: z.array(row), message: z.string().optional() });

/** A delete's answer: the id it removed. */
export const deletedResponse = itemOf(z.object({ id: z.number().int() }));

/** `{ message }` and nothing else (an action without a record to answer). */
export const messageResponse = z.looseObject({ message: z.string() });
