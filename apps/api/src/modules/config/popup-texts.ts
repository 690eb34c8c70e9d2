/** Popup texts: paged list, create, update, delete. */
import { POPUP_TEXT_SORT_KEYS } from '@admin/api-client/contract';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ItemResponse, PopupText } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { popupTexts } from '../../db/schema';
import { iso } from '../../http/dates';
import { idParams, pageFields, requiredText } from '../../http/fields';
import { listResponse } from '../../http/paging';
import { deletedResponse, itemOf, pageOf, record, versioned } from '../../http/responses';
import { versionedRecords } from '../../http/versioned-records';
import { popupTextRecord } from '../../audit/labels';
import { sendVersion } from '../../http/versioning';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';

export const popupTextBody = z.object({
  title: requiredText.max(200),
  text: requiredText.max(2000),
  is_active: z.boolean().optional(),
});
/** The client's record of the same name, field by field (test/client-types.test.ts). */
export const popupTextAnswer = record({
  ...versioned,
  title: z.string(),
  text: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
const toPopupText = (row: typeof popupTexts.$inferSelect): PopupText => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export const popupTextQuery = z.object({ ...pageFields, ...sortFields(POPUP_TEXT_SORT_KEYS) });

/** The columns behind the popup text list's sort keys. */
const popupTextSortColumns: SortColumns<(typeof POPUP_TEXT_SORT_KEYS)[number]> = {
  title: popupTexts.title,
  is_active: popupTexts.is_active,
  created_at: popupTexts.created_at,
};

export function popupTextRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const records = versionedRecords(ctx.db, popupTexts, 'Popup text', toPopupText, popupTextRecord);
  return async (app) => {
    app.get(
      '/config/popuptext',
      { schema: { querystring: popupTextQuery, response: { 200: pageOf(popupTextAnswer) } } },
      async (request) => {
        const q = request.query;
        const { rows, total } = await records.page({
          ...q,
          orderBy: sortOrder(request.query, POPUP_TEXT_SORT_KEYS, popupTextSortColumns, popupTexts.id, [
            desc(popupTexts.id),
          ]),
        });
        return listResponse(rows, total, q.page, q.limit);
      },
    );
    app.post(
      '/config/popuptext',
      { schema: { body: popupTextBody, response: { 201: itemOf(popupTextAnswer) } } },
      async (request, reply) => {
        const data = await records.insert(request.body, request);
        return reply.status(201).send({ data, message: 'Popup text added' } satisfies ItemResponse<PopupText>);
      },
    );
    app.put(
      '/config/popuptext/:id',
      { schema: { params: idParams, body: popupTextBody, response: { 200: itemOf(popupTextAnswer) } } },
      async (request, reply): Promise<ItemResponse<PopupText>> => {
        const data = await records.update(request.params.id, request.body, request);
        sendVersion(reply, data);
        return { data, message: 'Popup text updated' };
      },
    );
    app.delete(
      '/config/popuptext/:id',
      { schema: { params: idParams, response: { 200: deletedResponse } } },
      async (request) => {
        const { id } = request.params;
        await records.remove(id, request);
        return { data: { id }, message: 'Popup text deleted' };
      },
    );
  };
}
