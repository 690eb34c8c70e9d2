/** Projects as stored, beyond one record (mapper.ts): lists, the trail's state, the terms, what a delete must check. */
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { ListResponse, Project } from '@admin/api-client/contract';
import { PROJECT_SORT_KEYS } from '@admin/api-client/contract';
import type { Queryable, Tx } from '../../db/connection';
import { companies, investmentTerms, orders, projects } from '../../db/schema';
import { dateRange } from '../../http/dates';
import { found } from '../../http/errors';
import { listResponse, offsetOf } from '../../http/paging';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { projectMatches, listSearch } from '../search/matching';
import { findProject, projectColumns, withTerms } from './mapper';
import type { ProjectListQuery, PropertyFilterQuery, TermInput } from './schemas';

/** The columns behind the project list's sort keys (`/property/filter` lists the same projects). */
const projectSortColumns: SortColumns<(typeof PROJECT_SORT_KEYS)[number]> = {
  name: projects.name,
  status: projects.status,
  total_token: projects.total_token,
  created_at: projects.created_at,
};

/** The admin list's filters: status and a title search. */
export const adminListWhere = (q: ProjectListQuery) =>
  and(q.status ? eq(projects.status, q.status) : undefined, listSearch(q.search, projectMatches));

/** `/property/filter`'s filters: status, DAO, category and a creation date range. */
export const propertyFilterWhere = (q: PropertyFilterQuery) =>
  and(
    q.status ? eq(projects.status, q.status) : undefined,
    q.dao !== undefined ? eq(projects.dao, q.dao) : undefined,
    q.type ? eq(projects.property_type_id, q.type) : undefined,
    dateRange(projects.created_at, q.from_date, q.to_date, q.time_zone),
  );

/** A page of the projects not deleted that match `where`, in the order `query` asks (newest first by default). */
export async function listProjects(
  db: Queryable,
  where: SQL | undefined,
  query: { page: number; limit: number },
): Promise<ListResponse<Project>> {
  const { page, limit } = query;
  const filter = and(isNull(projects.deleted_at), where);
  const [rows, [total]] = await Promise.all([
    db
      .select(projectColumns)
      .from(projects)
      .leftJoin(companies, eq(companies.id, projects.company_id))
      .where(filter)
      .orderBy(
        ...sortOrder(query, PROJECT_SORT_KEYS, projectSortColumns, projects.id, [
          desc(projects.created_at),
          desc(projects.id),
        ]),
      )
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ n: count() }).from(projects).where(filter),
  ]);
  return listResponse(await withTerms(db, rows), total?.n ?? 0, page, limit);
}

/** 404 'Company not found' when a company is named and does not exist. */
export async function assertCompany(db: Queryable, companyId: number | null | undefined): Promise<void> {
  if (companyId == null) return;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  found(company, 'Company');
}

export async function replaceTerms(tx: Tx, projectId: number, terms: TermInput[]): Promise<void> {
  await tx.delete(investmentTerms).where(eq(investmentTerms.project_id, projectId));
  if (terms.length) {
    await tx.insert(investmentTerms).values(terms.map((t, position) => ({ ...t, project_id: projectId, position })));
  }
}

/** A project as the trail compares it: its fields and terms, without row ids that change on every save. */
export async function projectState(tx: Queryable, id: number) {
  const project = await findProject(tx, id);
  if (!project) return undefined;
  const terms = project.investment_terms.map(({ id: _id, ...term }) => term);
  return { ...project, investment_terms: terms };
}

export async function orderCountOf(db: Queryable, projectId: number): Promise<number> {
  const [held] = await db.select({ n: count() }).from(orders).where(eq(orders.property_id, projectId));
  return held?.n ?? 0;
}
