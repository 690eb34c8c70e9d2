/** Countries (read-only reference data), paged, optionally searched by name. */
import { asc, count, ilike } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { countries } from '../../db/schema';
import { containsPattern, pageFields, searchText } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { parse } from '../../http/validate';

const countryQuery = z.object({ ...pageFields, search: searchText.optional() });

export function countryRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  return async (app) => {
    app.get('/config/country', async (request) => {
      const q = parse(countryQuery, request.query, 'query');
      const where = q.search ? ilike(countries.name, containsPattern(q.search)) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(countries).where(where).orderBy(asc(countries.name)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(countries).where(where),
      ]);
      return listResponse(rows, total?.n ?? 0, q.page, q.limit);
    });
  };
}
