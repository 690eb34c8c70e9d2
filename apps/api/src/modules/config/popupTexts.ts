/** Popup texts: paged list, create, update, delete. */
import { POPUP_TEXT_SORT_KEYS } from '@admin/api-client/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ItemResponse, PopupText } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { popupTexts } from '../../db/schema';
import { iso } from '../../http/dates';
import { found } from '../../http/errors';
import { idParams, pageQuery, requiredText } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { parse } from '../../http/validate';
import { nextVersion, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { auditedDelete, auditedInsert, auditedUpdate } from '../../audit/audited';
import { popupTextRecord } from '../../audit/labels';

const popupTextBody = z.object({ title: requiredText.max(200), text: requiredText.max(2000), is_active: z.boolean().optional() });
const toPopupText = (row: typeof popupTexts.$inferSelect): PopupText => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) });

/** The columns behind the popup text list's sort keys. */
const popupTextSortColumns: SortColumns<(typeof POPUP_TEXT_SORT_KEYS)[number]> = {
  title: popupTexts.title,
  is_active: popupTexts.is_active,
  created_at: popupTexts.created_at,
};

export function popupTextRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const assertText = async (id: number) => found((await db.select({ id: popupTexts.id }).from(popupTexts).where(eq(popupTexts.id, id)))[0], 'Popup text');
  return async (app) => {
    app.get('/config/popuptext', async (request) => {
      const q = parse(pageQuery, request.query, 'query');
      const [rows, [total]] = await Promise.all([
        db.select().from(popupTexts).orderBy(...sortOrder(request.query, POPUP_TEXT_SORT_KEYS, popupTextSortColumns, popupTexts.id, [desc(popupTexts.id)])).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(popupTexts),
      ]);
      return listResponse(rows.map(toPopupText), total?.n ?? 0, q.page, q.limit);
    });
    app.post('/config/popuptext', async (request, reply) => {
      const body = parse(popupTextBody, request.body, 'body');
      const row = await auditedInsert<typeof popupTexts.$inferSelect>(db, request, { table: popupTexts, values: body, record: popupTextRecord });
      return reply.status(201).send({ data: toPopupText(found(row, 'Popup text')), message: 'Popup text added' } satisfies ItemResponse<PopupText>);
    });
    app.put('/config/popuptext/:id', async (request, reply): Promise<ItemResponse<PopupText>> => {
      const { id } = parse(idParams, request.params, 'params');
      const body = parse(popupTextBody, request.body, 'body');
      await assertText(id);
      const row = await auditedUpdate<typeof popupTexts.$inferSelect>(db, request, { table: popupTexts, key: eq(popupTexts.id, id), condition: requiredVersionMatch(popupTexts.version, request, 'Popup text'), set: { ...body, updated_at: new Date(), version: nextVersion(popupTexts.version) }, record: popupTextRecord });
      if (!row) throw staleVersion('Popup text', toPopupText(found((await db.select().from(popupTexts).where(eq(popupTexts.id, id)))[0], 'Popup text')));
      const data = toPopupText(row);
      sendVersion(reply, data);
      return { data, message: 'Popup text updated' };
    });
    app.delete('/config/popuptext/:id', async (request) => {
      const { id } = parse(idParams, request.params, 'params');
      await assertText(id);
      await auditedDelete<typeof popupTexts.$inferSelect>(db, request, { table: popupTexts, key: eq(popupTexts.id, id), record: popupTextRecord });
      return { data: { id }, message: 'Popup text deleted' };
    });
  };
}
