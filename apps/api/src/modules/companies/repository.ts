/** Companies as stored: reads with their team members, the team's replacement, and the state the trail compares. */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { COMPANY_SORT_KEYS } from '@admin/api-client/contract';
import type {
  ActiveStatus,
  CertificateType,
  Company,
  CompanyTeamMember,
  CompanyType,
  OwnershipType,
  TeamRole,
} from '@admin/api-client/contract';
import type { Queryable, Tx } from '../../db/connection';
import { companies, companyTeamMembers } from '../../db/schema';
import { iso } from '../../http/dates';
import { found } from '../../http/errors';
import { offsetOf } from '../../http/paging';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { companyMatches, listSearch } from '../search/matching';
import type { CompanyListQuery, TeamInput } from './schemas';

// Written out so the correlation to the outer "companies" row is explicit.
const projectCount = sql<number>`(select count(*)::int from "projects" p where p.company_id = "companies"."id" and p.deleted_at is null)`;
const columns = { company: companies, project_count: projectCount };

type CompanyRow = { company: typeof companies.$inferSelect; project_count: number };
type MemberRow = typeof companyTeamMembers.$inferSelect;

function toMember(row: MemberRow): CompanyTeamMember {
  return { id: row.id, name: row.name, role: row.role as TeamRole, email: row.email };
}

function toCompany(row: CompanyRow, members: MemberRow[]): Company {
  const c = row.company;
  return {
    ...c,
    type: c.type as CompanyType,
    certificate_type: c.certificate_type as CertificateType | null,
    ownership_type: c.ownership_type as OwnershipType | null,
    status: c.status as ActiveStatus,
    project_count: Number(row.project_count),
    team_members: members.filter((m) => m.company_id === c.id).map(toMember),
    created_at: iso(c.created_at),
    updated_at: iso(c.updated_at),
  };
}

/** Maps rows, loading the team members of every company in one query. */
async function withMembers(db: Queryable, rows: CompanyRow[]): Promise<Company[]> {
  const ids = rows.map((r) => r.company.id);
  const members = ids.length
    ? await db
        .select()
        .from(companyTeamMembers)
        .where(inArray(companyTeamMembers.company_id, ids))
        .orderBy(asc(companyTeamMembers.position), asc(companyTeamMembers.id))
    : [];
  return rows.map((r) => toCompany(r, members));
}

/** The columns behind the company list's sort keys. */
const companySortColumns: SortColumns<(typeof COMPANY_SORT_KEYS)[number]> = {
  name: companies.name,
  type: companies.type,
  status: companies.status,
  created_at: companies.created_at,
};

/** One page of companies and the count of all that match. */
export async function listCompanies(db: Queryable, q: CompanyListQuery): Promise<{ rows: Company[]; total: number }> {
  const where = and(
    q.type ? eq(companies.type, q.type) : undefined,
    q.status ? eq(companies.status, q.status) : undefined,
    listSearch(q.search, companyMatches),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(companies)
      .where(where)
      .orderBy(
        ...sortOrder(q, COMPANY_SORT_KEYS, companySortColumns, companies.id, [
          desc(companies.created_at),
          desc(companies.id),
        ]),
      )
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows: await withMembers(db, rows), total: total?.n ?? 0 };
}

/** A company with its team; 404 'Company not found' when there is none. */
export async function findCompany(db: Queryable, id: number): Promise<Company> {
  const [row] = await db.select(columns).from(companies).where(eq(companies.id, id));
  const [company] = await withMembers(db, [found(row, 'Company')]);
  return found(company, 'Company');
}

export async function replaceTeam(tx: Tx, companyId: number, members: TeamInput): Promise<void> {
  await tx.delete(companyTeamMembers).where(eq(companyTeamMembers.company_id, companyId));
  if (members.length) {
    await tx
      .insert(companyTeamMembers)
      .values(members.map((m, position) => ({ ...m, company_id: companyId, position })));
  }
}

/** A company as the trail compares it: its fields and its team by name, role and e-mail (row ids change on every save). */
export async function companyState(tx: Queryable, id: number) {
  const [row] = await tx.select(columns).from(companies).where(eq(companies.id, id));
  if (!row) return undefined;
  const [company] = await withMembers(tx, [row]);
  if (!company) return undefined;
  const { project_count: _count, team_members, ...fields } = company;
  return { ...fields, team_members: team_members.map(({ name, role, email }) => ({ name, role, email })) };
}
