/** Partners: name and icon URL; paged list, create, update, delete. */
import { PARTNER_SORT_KEYS } from '@admin/api-client/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ItemResponse, Partner } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { partners } from '../../db/schema';
import { iso } from '../../http/dates';
import { found } from '../../http/errors';
import { httpUrl, idParams, pageQuery, requiredText } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { parse } from '../../http/validate';
import { nextVersion, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { auditedDelete, auditedInsert, auditedUpdate } from '../../audit/audited';
import { partnerRecord } from '../../audit/labels';

const partnerBody = z.object({ name: requiredText.max(120), icon: httpUrl });
const toPartner = (row: typeof partners.$inferSelect): Partner => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) });

/** The columns behind the partner list's sort keys. */
const partnerSortColumns: SortColumns<(typeof PARTNER_SORT_KEYS)[number]> = {
  name: partners.name,
  created_at: partners.created_at,
};

export function partnerRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const assertPartner = async (id: number) => found((await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id)))[0], 'Partner');
  const findPartner = async (id: number) => toPartner(found((await db.select().from(partners).where(eq(partners.id, id)))[0], 'Partner'));
  return async (app) => {
    app.get('/config/partner', async (request) => {
      const q = parse(pageQuery, request.query, 'query');
      const [rows, [total]] = await Promise.all([
        db.select().from(partners).orderBy(...sortOrder(request.query, PARTNER_SORT_KEYS, partnerSortColumns, partners.id, [desc(partners.id)])).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(partners),
      ]);
      return listResponse(rows.map(toPartner), total?.n ?? 0, q.page, q.limit);
    });
    app.post('/config/partner', async (request, reply) => {
      const body = parse(partnerBody, request.body, 'body');
      const row = await auditedInsert<typeof partners.$inferSelect>(db, request, { table: partners, values: body, record: partnerRecord });
      return reply.status(201).send({ data: toPartner(found(row, 'Partner')), message: 'Partner added' } satisfies ItemResponse<Partner>);
    });
    // One partner with its ETag: the version an edit form sends back as If-Match.
    app.get('/config/partner/:id', async (request, reply): Promise<ItemResponse<Partner>> => {
      const { id } = parse(idParams, request.params, 'params');
      const data = await findPartner(id);
      sendVersion(reply, data);
      return { data };
    });
    app.put('/config/partner/:id', async (request, reply): Promise<ItemResponse<Partner>> => {
      const { id } = parse(idParams, request.params, 'params');
      const body = parse(partnerBody, request.body, 'body');
      await assertPartner(id);
      const row = await auditedUpdate<typeof partners.$inferSelect>(db, request, { table: partners, key: eq(partners.id, id), condition: requiredVersionMatch(partners.version, request, 'Partner'), set: { ...body, updated_at: new Date(), version: nextVersion(partners.version) }, record: partnerRecord });
      if (!row) throw staleVersion('Partner', await findPartner(id));
      const data = toPartner(row);
      sendVersion(reply, data);
      return { data, message: 'Partner updated' };
    });
    app.delete('/config/partner/:id', async (request) => {
      const { id } = parse(idParams, request.params, 'params');
      await assertPartner(id);
      await auditedDelete<typeof partners.$inferSelect>(db, request, { table: partners, key: eq(partners.id, id), record: partnerRecord });
      return { data: { id }, message: 'Partner deleted' };
    });
  };
}
