import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PROJECT_CATEGORIES } from '@admin/api-client/contract';
import type {
  ActiveStatus,
  IndividualGroup,
  InvestmentTerm,
  InvestmentType,
  MediaType,
  Project,
  ProjectCategoryId,
  ProjectStatus,
} from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { companies, investmentTerms, projects } from '../../db/schema';
import { iso, isoOrNull } from '../../http/dates';
import { found } from '../../http/errors';

export const projectColumns = { project: projects, company_name: companies.name };
type ProjectRow = typeof projects.$inferSelect;
type TermRow = typeof investmentTerms.$inferSelect;

const categoryName = (id: number) => PROJECT_CATEGORIES.find((c) => c.id === id)?.name ?? 'Unknown';

function toInvestmentTerm(row: TermRow): InvestmentTerm {
  const { project_id: _p, position: _o, ...term } = row;
  return term;
}

function toProject(row: ProjectRow, companyName: string | null, terms: TermRow[]): Project {
  return {
    ...row,
    property_type_id: row.property_type_id as ProjectCategoryId,
    property_type_name: categoryName(row.property_type_id),
    company_name: companyName,
    individual_group: row.individual_group as IndividualGroup,
    investment_type: row.investment_type as InvestmentType | null,
    status: row.status as ProjectStatus,
    fee_status: row.fee_status as ActiveStatus,
    media_type: row.media_type as MediaType,
    investment_terms: terms.map(toInvestmentTerm),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: isoOrNull(row.deleted_at),
  };
}

/** Loads the investment terms of several projects in one query and maps the rows. */
export async function withTerms(
  db: Queryable,
  rows: { project: ProjectRow; company_name: string | null }[],
): Promise<Project[]> {
  const ids = rows.map((r) => r.project.id);
  const terms = ids.length
    ? await db
        .select()
        .from(investmentTerms)
        .where(inArray(investmentTerms.project_id, ids))
        .orderBy(asc(investmentTerms.position))
    : [];
  return rows.map((r) =>
    toProject(
      r.project,
      r.company_name,
      terms.filter((t) => t.project_id === r.project.id),
    ),
  );
}

export async function findProject(db: Queryable, id: number): Promise<Project | undefined> {
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.company_id))
    .where(eq(projects.id, id));
  const live = rows.filter((r) => r.project.deleted_at === null);
  return (await withTerms(db, live))[0];
}

/** Id and category of a project that is not deleted; 404 otherwise. Cheaper than findProject when only existence matters. */
export async function findLiveProjectRef(
  db: Queryable,
  id: number,
): Promise<{ id: number; property_type_id: number; status: ProjectStatus }> {
  const [row] = await db
    .select({ id: projects.id, property_type_id: projects.property_type_id, status: projects.status })
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.deleted_at)));
  const ref = found(row, 'Project');
  return { ...ref, status: ref.status as ProjectStatus };
}
