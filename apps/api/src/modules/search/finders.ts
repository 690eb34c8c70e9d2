/** How each kind of record is found for the palette, ranked best first, and the permission that reads it. */
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ROLE_CUSTOMER } from '@admin/api-client/contract';
import type {
  CompanyHit,
  CustomerHit,
  EmployeeHit,
  OrderHit,
  Permission,
  ProjectHit,
  SearchKind,
  SearchResults,
} from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { companies, orders, projects, roles, users } from '../../db/schema';
import { iso } from '../../http/dates';
import {
  companyMatches,
  exactly,
  nameRank,
  personOrEmailMatches,
  personRank,
  projectMatches,
  type SearchText,
} from './matching';

/** The best `limit` records found, and how many match in all (the palette's "5 of 60"). */
export interface Found<T> {
  hits: T[];
  total: number;
}
export type Finder<T> = (db: Queryable, t: SearchText, limit: number) => Promise<Found<T>>;

/**
 * How many match without typo tolerance (what the kind's list shows for the same text), beside each
 * row, counted before LIMIT: one query for the hits and their total.
 */
const totalMatches = (strict: SQL) => sql<number>`count(*) filter (where ${strict}) over ()`.mapWith(Number);

const found = <T extends { total: number }>(rows: T[]): Found<Omit<T, 'total'>> => ({
  hits: rows.map(({ total: _total, ...hit }) => hit),
  total: rows[0]?.total ?? 0,
});

const findCustomers: Finder<CustomerHit> = async (db, t, limit) => {
  const rank = sql<number>`greatest(${personRank(t)}, ${
    !t.phoneDigits
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
      total: totalMatches(personOrEmailMatches(exactly(t))),
    })
    .from(users)
    .where(and(eq(users.role, ROLE_CUSTOMER), isNull(users.deleted_at), personOrEmailMatches(t)))
    .orderBy(desc(rank), asc(users.name), asc(users.id))
    .limit(limit);
  return found(rows) as Found<CustomerHit>;
};

/** Orders are found by their number only (`113`, `#113`): what a customer reads out on the phone. */
const findOrders: Finder<OrderHit> = async (db, t) => {
  if (t.id === null) return { hits: [], total: 0 };
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
  const hits = rows.map((row) => ({ ...row, created_at: iso(row.created_at) })) as OrderHit[];
  return { hits, total: hits.length };
};

const findProjects: Finder<ProjectHit> = async (db, t, limit) => {
  const rank = sql<number>`greatest(${nameRank(projects.name, t)}, case when lower(${projects.symbol}) = lower(${t.text}::text) then 1.0 when ${projects.symbol} ilike ${t.contains} then 0.85 else 0 end)`;
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      symbol: projects.symbol,
      status: projects.status,
      total: totalMatches(projectMatches(exactly(t))),
    })
    .from(projects)
    .where(and(isNull(projects.deleted_at), projectMatches(t)))
    .orderBy(desc(rank), asc(projects.name), asc(projects.id))
    .limit(limit);
  return found(rows);
};

const findCompanies: Finder<CompanyHit> = async (db, t, limit) =>
  found(
    await db
      .select({
        id: companies.id,
        name: companies.name,
        type: companies.type,
        status: companies.status,
        total: totalMatches(companyMatches(exactly(t))),
      })
      .from(companies)
      .where(companyMatches(t))
      .orderBy(desc(nameRank(companies.name, t)), asc(companies.name), asc(companies.id))
      .limit(limit),
  );

const findEmployees: Finder<EmployeeHit> = async (db, t, limit) =>
  found(
    await db
      .select({
        id: users.id,
        name: users.name,
        phone: users.phone,
        country_code: users.country_code,
        role_name: roles.name,
        status: users.status,
        total: totalMatches(personOrEmailMatches(exactly(t))),
      })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.role))
      .where(and(eq(users.is_employee, true), isNull(users.deleted_at), personOrEmailMatches(t)))
      .orderBy(desc(personRank(t)), asc(users.name), asc(users.id))
      .limit(limit),
  );

/** Each kind, the permission that reads it, and how it is found. */
export const KINDS: {
  [K in SearchKind]-?: { needs: Permission; find: Finder<NonNullable<SearchResults[K]>[number]> };
} = {
  customers: { needs: 'customers.read', find: findCustomers },
  orders: { needs: 'orders.read', find: findOrders },
  projects: { needs: 'projects.read', find: findProjects },
  companies: { needs: 'companies.read', find: findCompanies },
  employees: { needs: 'employees.read', find: findEmployees },
};
