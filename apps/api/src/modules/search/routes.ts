/**
 * `GET /v2/search`: one call behind the command palette. Any staff user may call it; each kind of
 * record is searched only when the caller's role may read that kind, and a kind it may not read is
 * left out of the answer. Nothing secret is selected (no PAN, no bank details), so nothing needs masking.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ItemResponse, SearchKind, SearchResults, SearchTotals } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { staffOf } from '../../auth/guard';
import { itemOf } from '../../http/responses';
import { badRequest } from '../../http/errors';
import { perPersonLimit } from './per-person-limit';
import { oneAtATime } from './turns';
import { type Finder, type Found, KINDS } from './finders';
import { readSearchText, type SearchText } from './matching';
import { searchQuery } from './schemas';
import { searchAnswer } from './answers';

/**
 * Longest a kind's query may run, where the engine honours `statement_timeout` (PostgreSQL; PGlite
 * runs each query to its end, so there the bounds of readSearchText are what keeps a search short).
 */
const SEARCH_STATEMENT_TIMEOUT_MS = 1000;
const SEARCH_TOO_SLOW_MESSAGE = 'This search took too long: type a shorter or more precise text';
const QUERY_CANCELED = '57014';

const isQueryCanceled = (error: unknown) =>
  [error, (error as { cause?: unknown } | null)?.cause].some(
    (e) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === QUERY_CANCELED,
  );

export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const searches = perPersonLimit();
  // PGlite (no DATABASE_URL) honours no statement timeout and answers one query at a time (turns.ts).
  const embedded = ctx.config.databaseUrl === null;
  const turns = oneAtATime();
  /**
   * One kind's query: on PostgreSQL in a transaction of its own, bounded by the statement timeout; on
   * PGlite alone (a transaction there would only hold the one connection across three more round
   * trips to its thread), taking its turn among every search of the process.
   */
  const findBounded = <T>(find: Finder<T>, t: SearchText, limit: number) =>
    embedded
      ? turns.run(() => find(db, t, limit))
      : db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local statement_timeout = ${SEARCH_STATEMENT_TIMEOUT_MS}`));
          return find(tx, t, limit);
        });
  return async (app) => {
    app.get(
      '/v2/search',
      { schema: { querystring: searchQuery, response: { 200: itemOf(searchAnswer) } } },
      async (request, reply): Promise<ItemResponse<SearchResults>> => {
        const { q, limit } = request.query;
        const staff = staffOf(request);
        const granted = new Set(staff.permissions);
        const t = readSearchText(q);
        const kinds = (Object.keys(KINDS) as SearchKind[]).filter((kind) => granted.has(KINDS[kind].needs));
        const data: SearchResults = {};
        // Nothing typed (or only punctuation) finds nothing: the palette shows recent records and screens instead.
        if (!t.findable) {
          for (const kind of kinds) Object.assign(data, { [kind]: [] });
          return { data: { ...data, totals: Object.fromEntries(kinds.map((kind) => [kind, 0])) } };
        }
        const callerGone = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableEnded) callerGone.abort();
        });
        const found = await searches
          .run(staff.id, callerGone.signal, () =>
            Promise.all(kinds.map((kind) => findBounded(KINDS[kind].find as Finder<unknown>, t, limit))),
          )
          .catch((error: unknown) => {
            if (isQueryCanceled(error)) throw badRequest(SEARCH_TOO_SLOW_MESSAGE);
            throw error;
          });
        const totals: SearchTotals = {};
        kinds.forEach((kind, i) => {
          const { hits, total } = found[i] as Found<unknown>;
          Object.assign(data, { [kind]: hits });
          totals[kind] = total;
        });
        return { data: { ...data, totals } };
      },
    );
  };
}
