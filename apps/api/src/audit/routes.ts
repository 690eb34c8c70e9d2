/**
 * `GET /v2/audit` and `GET /v2/audit/csv`: the trail, newest first. Holders of `audit.read` read
 * all of it; anyone else may read one record's own history (record_type and record_id given) when
 * they may read that kind of record (AUDIT_RECORD_READ_PERMISSIONS), so an order's Activity panel
 * works for everyone who can open the order. No route updates or deletes an entry.
 */
import { count, desc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_READ_PERMISSIONS,
  AUDIT_RECORD_TYPES,
  type AuditEntry,
  type ListResponse,
  type StaffName,
} from '@admin/api-client/contract';
import type { AppContext } from '../context';
import { auditEntries } from '../db/schema';
import { staffOf } from '../auth/guard';
import { missingPermission } from '../http/errors';
import { searchText } from '../http/fields';
import { listResponse, offsetOf } from '../http/paging';
import { arrayOf, pageOf, record } from '../http/responses';
import { csvDownloadAnswer, sendCsvDownload } from '../http/csv';
import { auditCsv } from './csv';
import { staffNames } from './people';
import { auditCsvQuery, auditListQuery, auditWhere, toAuditEntry, type AuditFilter } from './query';

const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const auditEntrySchema = record({
  id: z.number().int(),
  at: z.string(),
  request_id: z.string().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string(), role: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  record_type: z.enum(AUDIT_RECORD_TYPES),
  record_id: z.string(),
  record_label: z.string(),
  changes: z.array(z.object({ field: z.string(), before: auditValue, after: auditValue })),
  note: z.string().nullable(),
});

/** 403 unless the caller may read what the filter asks for. */
function assertMayRead(request: FastifyRequest, filter: AuditFilter): void {
  const held = staffOf(request).permissions;
  if (held.includes('audit.read')) return;
  if (filter.record_type && filter.record_id) {
    const needed = AUDIT_RECORD_READ_PERMISSIONS[filter.record_type];
    if (held.includes(needed)) return;
    throw missingPermission(needed);
  }
  throw missingPermission('audit.read');
}

export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/v2/audit',
      { schema: { querystring: auditListQuery, response: { 200: pageOf(auditEntrySchema) } } },
      async (request): Promise<ListResponse<AuditEntry>> => {
        const q = request.query;
        assertMayRead(request, q);
        const where = auditWhere(q);
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(auditEntries)
            .where(where)
            .orderBy(desc(auditEntries.at), desc(auditEntries.id))
            .limit(q.limit)
            .offset(offsetOf(q.page, q.limit)),
          db.select({ n: count() }).from(auditEntries).where(where),
        ]);
        return listResponse(rows.map(toAuditEntry), total?.n ?? 0, q.page, q.limit);
      },
    );

    // The person picker: names and ids of staff (audit.read, at the table).
    app.get(
      '/v2/audit/people',
      {
        schema: {
          querystring: z.object({
            q: searchText.optional(),
            limit: z.coerce.number().int().min(1).max(50).default(20),
          }),
          response: { 200: arrayOf(record({ id: z.number().int(), name: z.string() })) },
        },
      },
      async (request): Promise<{ data: StaffName[] }> => ({
        data: await staffNames(db, request.query.q || undefined, request.query.limit),
      }),
    );

    app.get(
      '/v2/audit/csv',
      {
        schema: {
          querystring: auditCsvQuery,
          response: { 200: csvDownloadAnswer('The filtered trail as CSV, one row per entry, newest first') },
        },
      },
      async (request, reply) => {
        const q = request.query;
        assertMayRead(request, q);
        return sendCsvDownload(reply, 'activity', auditCsv(db, auditWhere(q)));
      },
    );
  };
}
