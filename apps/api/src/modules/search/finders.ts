/** How each kind of record is found for the palette, ranked best first, and the permission that reads it. */
import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { ROLE_CUSTOMER } from '@admin/api-client/contract';
import type {
  CompanyHit,
  CustomerHit,
  EmployeeHit,
  OrderHit,
  Permission,
  ProjectHit,
  SearchResults,
} from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { companies, orders, projects, roles, users } from '../../db/schema';
import { iso } from '../../http/dates';
import { nameMatches, nameRank, personMatches, personRank, type SearchText } from './matching';

export type Finder<T> = (db: Queryable, t: SearchText, limit: number) => Promise<T[]>;

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
export const KINDS: {
  [K in keyof SearchResults]-?: { needs: Permission; find: Finder<NonNullable<SearchResults[K]>[number]> };
} = {
  customers: { needs: 'customers.read', find: findCustomers },
  orders: { needs: 'orders.read', find: findOrders },
  projects: { needs: 'projects.read', find: findProjects },
  companies: { needs: 'companies.read', find: findCompanies },
  employees: { needs: 'employees.read', find: findEmployees },
};
