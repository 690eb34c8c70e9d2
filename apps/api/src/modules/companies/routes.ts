/** Companies: list, create, read, update (a status alone, or any fields), each with its team members. */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTIVE_STATUSES,
  CERTIFICATE_TYPES,
  COMPANY_SORT_KEYS,
  COMPANY_TYPES,
  OWNERSHIP_TYPES,
  TEAM_ROLES,
} from '@admin/api-client/contract';
import type {
  ActiveStatus,
  CertificateType,
  Company,
  CompanyTeamMember,
  CompanyType,
  ItemResponse,
  OwnershipType,
  TeamRole,
} from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/connection';
import { companies, companyTeamMembers } from '../../db/schema';
import { iso } from '../../http/dates';
import { found } from '../../http/errors';
import {
  containsPattern,
  httpUrl,
  idParams,
  optionalText,
  pageFields,
  requiredText,
  searchText,
} from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { itemOf, pageOf } from '../../http/responses';
import { assertSwitchMove } from '../../http/activeSwitch';
import { nextVersion, requiredVersionMatch, sendVersion, staleVersion, versionMatches } from '../../http/versioning';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';
import { companyAnswer } from './answers';
import { changesBetween } from '../../audit/changes';
import { companyRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';

const companyFields = {
  name: requiredText.max(200),
  type: z.enum(COMPANY_TYPES),
  registration_number: optionalText,
  pan_number: optionalText,
  gst_number: optionalText,
  email: z.email().nullish(),
  phone: optionalText,
  address: optionalText,
  city: optionalText,
  state: optionalText,
  country: optionalText,
  certificate_type: z.enum(CERTIFICATE_TYPES).nullish(),
  ownership_type: z.enum(OWNERSHIP_TYPES).nullish(),
  logo: httpUrl.nullish(),
  status: z.enum(ACTIVE_STATUSES).optional(),
  team_members: z
    .array(z.object({ name: requiredText.max(200), role: z.enum(TEAM_ROLES), email: z.email().nullish() }))
    .max(50)
    .optional(),
};
const createBody = z.object(companyFields);
const updateBody = z.object(companyFields).partial();
export const companyListQuery = z.object({
  ...pageFields,
  type: z.enum(COMPANY_TYPES).optional(),
  status: z.enum(ACTIVE_STATUSES).optional(),
  search: searchText.optional(),
  ...sortFields(COMPANY_SORT_KEYS),
});

// Written out so the correlation to the outer "companies" row is explicit.
const projectCount = sql<number>`(select count(*)::int from "projects" p where p.company_id = "companies"."id" and p.deleted_at is null)`;
const columns = { company: companies, project_count: projectCount };

type CompanyRow = { company: typeof companies.$inferSelect; project_count: number };
type MemberRow = typeof companyTeamMembers.$inferSelect;
type MemberInput = NonNullable<z.output<typeof createBody>['team_members']>;

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

async function replaceMembers(tx: Tx, companyId: number, members: MemberInput): Promise<void> {
  await tx.delete(companyTeamMembers).where(eq(companyTeamMembers.company_id, companyId));
  if (members.length) {
    await tx
      .insert(companyTeamMembers)
      .values(members.map((m, position) => ({ ...m, company_id: companyId, position })));
  }
}

/** The columns behind the company list's sort keys. */
const companySortColumns: SortColumns<(typeof COMPANY_SORT_KEYS)[number]> = {
  name: companies.name,
  type: companies.type,
  status: companies.status,
  created_at: companies.created_at,
};

/** A company as the trail compares it: its fields and its team by name, role and e-mail (row ids change on every save). */
async function companyState(tx: Queryable, id: number) {
  const [row] = await tx.select(columns).from(companies).where(eq(companies.id, id));
  if (!row) return undefined;
  const [company] = await withMembers(tx, [row]);
  if (!company) return undefined;
  const { project_count: _count, team_members, ...fields } = company;
  return { ...fields, team_members: team_members.map(({ name, role, email }) => ({ name, role, email })) };
}

export function companyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const findCompany = async (id: number) => {
    const [row] = await db.select(columns).from(companies).where(eq(companies.id, id));
    const [company] = await withMembers(db, [found(row, 'Company')]);
    return found(company, 'Company');
  };

  return async (app) => {
    app.get(
      '/v2/company',
      { schema: { querystring: companyListQuery, response: { 200: pageOf(companyAnswer) } } },
      async (request) => {
        const q = request.query;
        const where = and(
          q.type ? eq(companies.type, q.type) : undefined,
          q.status ? eq(companies.status, q.status) : undefined,
          q.search ? ilike(companies.name, containsPattern(q.search)) : undefined,
        );
        const [rows, [total]] = await Promise.all([
          db
            .select(columns)
            .from(companies)
            .where(where)
            .orderBy(
              ...sortOrder(request.query, COMPANY_SORT_KEYS, companySortColumns, companies.id, [
                desc(companies.created_at),
                desc(companies.id),
              ]),
            )
            .limit(q.limit)
            .offset(offsetOf(q.page, q.limit)),
          db.select({ n: count() }).from(companies).where(where),
        ]);
        return listResponse(await withMembers(db, rows), total?.n ?? 0, q.page, q.limit);
      },
    );

    app.post(
      '/v2/company',
      { schema: { body: createBody, response: { 201: itemOf(companyAnswer) } } },
      async (request, reply) => {
        const body = request.body;
        const { team_members: members, ...fields } = body;
        const id = await db.transaction(async (tx) => {
          const [created] = await tx.insert(companies).values(fields).returning({ id: companies.id });
          const companyId = found(created, 'Company').id;
          await replaceMembers(tx, companyId, members ?? []);
          const after = found(await companyState(tx, companyId), 'Company');
          await recordAudit(tx, request, {
            action: 'create',
            record: companyRecord(after),
            changes: changesBetween(null, after, { ignore: ['id'] }),
          });
          return companyId;
        });
        const data = await findCompany(id);
        return reply.status(201).send({ data, message: 'Company created' } satisfies ItemResponse<Company>);
      },
    );

    app.get(
      '/v2/company/:id',
      { schema: { params: idParams, response: { 200: itemOf(companyAnswer) } } },
      async (request, reply): Promise<ItemResponse<Company>> => {
        const { id } = request.params;
        const data = await findCompany(id);
        sendVersion(reply, data);
        return { data };
      },
    );

    app.put(
      '/v2/company/:id',
      { schema: { params: idParams, body: updateBody, response: { 200: itemOf(companyAnswer) } } },
      async (request, reply): Promise<ItemResponse<Company>> => {
        const { id } = request.params;
        const body = request.body;
        const current = await findCompany(id);
        const { team_members: members, ...fields } = body;
        // `{status}` alone is the list's switch (works without If-Match, honours one); any other
        // change replaces fields and must name the version it was made on.
        const statusOnly = Object.keys(body).length === 1 && body.status !== undefined;
        if (statusOnly && body.status) assertSwitchMove('Company', current.status, body.status);
        const sameVersion = statusOnly
          ? versionMatches(companies.version, request)
          : requiredVersionMatch(companies.version, request, 'Company');
        // The team is replaced only when the guarded update applied, in the same transaction.
        const updated = await db.transaction(async (tx) => {
          const before = await companyState(tx, id);
          const rows = await tx
            .update(companies)
            .set({ ...fields, updated_at: new Date(), version: nextVersion(companies.version) })
            .where(
              and(eq(companies.id, id), sameVersion, statusOnly ? eq(companies.status, current.status) : undefined),
            )
            .returning({ id: companies.id });
          if (rows.length === 0 || !before) return [];
          if (members) await replaceMembers(tx, id, members);
          const after = found(await companyState(tx, id), 'Company');
          await recordAudit(tx, request, {
            action: statusOnly ? 'status_change' : 'update',
            record: companyRecord(after),
            changes: changesBetween(before, after),
          });
          return rows;
        });
        const data = await findCompany(id);
        if (updated.length === 0) throw staleVersion('Company', data);
        sendVersion(reply, data);
        return { data, message: 'Company updated' };
      },
    );
  };
}
