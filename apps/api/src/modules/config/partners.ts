/** Partners: name and icon URL; paged list, create, update, delete. */
import { PARTNER_SORT_KEYS } from '@admin/api-client/contract';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ItemResponse, Partner } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { partners } from '../../db/schema';
import { iso } from '../../http/dates';
import { httpUrl, idParams, pageFields, requiredText } from '../../http/fields';
import { listResponse } from '../../http/paging';
import { deletedResponse, itemOf, pageOf, record, versioned } from '../../http/responses';
import { versionedRecords } from '../../http/versioned-records';
import { partnerRecord } from '../../audit/labels';
import { sendVersion } from '../../http/versioning';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';

export const partnerBody = z.object({ name: requiredText.max(120), icon: httpUrl });
/** The client's record of the same name, field by field (test/client-types.test.ts). */
export const partnerAnswer = record({
  ...versioned,
  name: z.string(),
  icon: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
const toPartner = (row: typeof partners.$inferSelect): Partner => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export const partnerQuery = z.object({ ...pageFields, ...sortFields(PARTNER_SORT_KEYS) });

/** The columns behind the partner list's sort keys. */
const partnerSortColumns: SortColumns<(typeof PARTNER_SORT_KEYS)[number]> = {
  name: partners.name,
  created_at: partners.created_at,
};

export function partnerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const records = versionedRecords(ctx.db, partners, 'Partner', toPartner, partnerRecord);
  return async (app) => {
    app.get(
      '/config/partner',
      { schema: { querystring: partnerQuery, response: { 200: pageOf(partnerAnswer) } } },
      async (request) => {
        const q = request.query;
        const { rows, total } = await records.page({
          ...q,
          orderBy: sortOrder(request.query, PARTNER_SORT_KEYS, partnerSortColumns, partners.id, [desc(partners.id)]),
        });
        return listResponse(rows, total, q.page, q.limit);
      },
    );
    app.post(
      '/config/partner',
      { schema: { body: partnerBody, response: { 201: itemOf(partnerAnswer) } } },
      async (request, reply) => {
        const data = await records.insert(request.body, request);
        return reply.status(201).send({ data, message: 'Partner added' } satisfies ItemResponse<Partner>);
      },
    );
    // One partner with its ETag: the version an edit form sends back as If-Match.
    app.get(
      '/config/partner/:id',
      { schema: { params: idParams, response: { 200: itemOf(partnerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Partner>> => {
        const data = await records.find(request.params.id);
        sendVersion(reply, data);
        return { data };
      },
    );
    app.put(
      '/config/partner/:id',
      { schema: { params: idParams, body: partnerBody, response: { 200: itemOf(partnerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Partner>> => {
        const data = await records.update(request.params.id, request.body, request);
        sendVersion(reply, data);
        return { data, message: 'Partner updated' };
      },
    );
    app.delete(
      '/config/partner/:id',
      { schema: { params: idParams, response: { 200: deletedResponse } } },
      async (request) => {
        const { id } = request.params;
        await records.remove(id, request);
        return { data: { id }, message: 'Partner deleted' };
      },
    );
  };
}
