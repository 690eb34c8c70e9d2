/** Countries (read-only reference data), paged, optionally searched by name. */
import { COUNTRY_SORT_KEYS } from '@admin/api-client/contract';
import { asc, count, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { countries } from '../../db/schema';
import { containsPattern, pageFields, searchText } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { pageOf, record } from '../../http/responses';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';

export const countryQuery = z.object({
  ...pageFields,
  search: searchText.optional(),
  ...sortFields(COUNTRY_SORT_KEYS),
});
/** The client's record of the same name, field by field (test/client-types.test.ts). */
export const countryAnswer = record({
  id: z.number().int(),
  name: z.string(),
  iso_code: z.string(),
  dial_code: z.string(),
});

/** The columns behind the country list's sort keys. */
const countrySortColumns: SortColumns<(typeof COUNTRY_SORT_KEYS)[number]> = {
  name: countries.name,
  iso_code: countries.iso_code,
  dial_code: countries.dial_code,
};

export function countryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/config/country',
      { schema: { querystring: countryQuery, response: { 200: pageOf(countryAnswer) } } },
      async (request) => {
        const q = request.query;
        const where = q.search ? ilike(countries.name, containsPattern(q.search)) : undefined;
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(countries)
            .where(where)
            .orderBy(
              ...sortOrder(request.query, COUNTRY_SORT_KEYS, countrySortColumns, countries.id, [asc(countries.name)]),
            )
            .limit(q.limit)
            .offset(offsetOf(q.page, q.limit)),
          db.select({ n: count() }).from(countries).where(where),
        ]);
        return listResponse(rows, total?.n ?? 0, q.page, q.limit);
      },
    );
  };
}
