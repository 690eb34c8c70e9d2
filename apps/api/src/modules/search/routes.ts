/**
 * `GET /v2/search`: one call behind the command palette. Any staff user may call it; each kind of
 * record is searched only when the caller's role may read that kind, and a kind it may not read is
 * left out of the answer. Nothing secret is selected (no PAN, no bank details), so nothing needs masking.
 */
import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_CUSTOMER } from '@admin/api-client/contract';
import type {
  CompanyHit,
  CustomerHit,
  EmployeeHit,
  ItemResponse,
  OrderHit,
  Permission,
  ProjectHit,
  SearchResults,
} from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/connection';
import { companies, orders, projects, roles, users } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { iso } from '../../http/dates';
import { itemOf } from '../../http/responses';
import { badRequest } from '../../http/errors';
import { perPersonLimit } from './perPersonLimit';
import { oneAtATime } from './turns';
import { nameMatches, nameRank, personMatches, personRank, readSearchText, type SearchText } from './matching';
import { searchQuery } from './schemas';
import { searchAnswer } from './answers';

type Finder<T> = (db: Queryable, t: SearchText, limit: number) => Promise<T[]>;

const findCustomers: Finder<CustomerHit> = async (db, t, limit) => {
  const email = t.phoneDigits ? undefined : ilike(users.email, t.contains);
  const rank = sql<number>`greatest(${personRank(t)}, ${
    email
      ? sql`case when lower(${users.email}) = lower(${t.text}::text) then 1.0 when ${users.email} ilike ${t.contains} then 0.75 else 0 end`
      : sql`0`
  }, ${t.id !== null ? sql`case when ${users.id} = ${t.id} then 1.0 else 0 end` : sql`0`})`;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      country_code: users.country_code,
      email: users.email,
      kyc_status: users.kyc_status,
      status: users.status,
    })
    .from(users)
    .where(
      and(
        eq(users.role, ROLE_CUSTOMER),
        isNull(users.deleted_at),
        or(personMatches(t), email, t.id !== null ? eq(users.id, t.id) : undefined),
      ),
    )
    .orderBy(desc(rank), asc(users.name), asc(users.id))
    .limit(limit);
  return rows as CustomerHit[];
};

/** Orders are found by their number only (`113`, `#113`): what a customer reads out on the phone. */
const findOrders: Finder<OrderHit> = async (db, t) => {
  if (t.id === null) return [];
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      total_amount: orders.total_amount,
      user_id: orders.user_id,
      user_name: users.name,
      property_id: orders.property_id,
      property_name: projects.name,
      created_at: orders.created_at,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .innerJoin(projects, eq(projects.id, orders.property_id))
    .where(eq(orders.id, t.id));
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at) })) as OrderHit[];
};

const findProjects: Finder<ProjectHit> = (db, t, limit) => {
  const symbol = ilike(projects.symbol, t.contains);
  const rank = sql<number>`greatest(${nameRank(projects.name, t)}, case when lower(${projects.symbol}) = lower(${t.text}::text) then 1.0 when ${symbol} then 0.85 else 0 end)`;
  return db
    .select({ id: projects.id, name: projects.name, symbol: projects.symbol, status: projects.status })
    .from(projects)
    .where(and(isNull(projects.deleted_at), or(nameMatches(projects.name, t), symbol)))
    .orderBy(desc(rank), asc(projects.name), asc(projects.id))
    .limit(limit);
};

const findCompanies: Finder<CompanyHit> = (db, t, limit) =>
  db
    .select({ id: companies.id, name: companies.name, type: companies.type, status: companies.status })
    .from(companies)
    .where(nameMatches(companies.name, t))
    .orderBy(desc(nameRank(companies.name, t)), asc(companies.name), asc(companies.id))
    .limit(limit);

const findEmployees: Finder<EmployeeHit> = (db, t, limit) =>
  db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      country_code: users.country_code,
      role_name: roles.name,
      status: users.status,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.role))
    .where(and(eq(users.is_employee, true), isNull(users.deleted_at), personMatches(t)))
    .orderBy(desc(personRank(t)), asc(users.name), asc(users.id))
    .limit(limit);

/** Each kind, the permission that reads it, and how it is found. */
const KINDS: {
  [K in keyof SearchResults]-?: { needs: Permission; find: Finder<NonNullable<SearchResults[K]>[number]> };
} = {
  customers: { needs: 'customers.read', find: findCustomers },
  orders: { needs: 'orders.read', find: findOrders },
  projects: { needs: 'projects.read', find: findProjects },
  companies: { needs: 'companies.read', find: findCompanies },
  employees: { needs: 'employees.read', find: findEmployees },
};

/**
 * Longest a kind's query may run, where the engine honours `statement_timeout` (PostgreSQL; PGlite
 * runs each query to its end, so there the bounds of readSearchText are what keeps a search short).
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 1000;
export const SEARCH_TOO_SLOW_MESSAGE = 'This search took too long: type a shorter or more precise text';
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
        const kinds = (Object.keys(KINDS) as (keyof SearchResults)[]).filter((kind) => granted.has(KINDS[kind].needs));
        const data: SearchResults = {};
        // Nothing typed (or only punctuation) finds nothing: the palette shows recent records and screens instead.
        if (!t.findable) {
          for (const kind of kinds) Object.assign(data, { [kind]: [] });
          return { data };
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
        kinds.forEach((kind, i) => Object.assign(data, { [kind]: found[i] }));
        return { data };
      },
    );
  };
}
