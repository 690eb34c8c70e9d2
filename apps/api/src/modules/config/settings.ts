/** Settings: name/value pairs, paged list and CRUD. Names are unique. */
import { SETTING_SORT_KEYS } from '@admin/api-client/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ItemResponse, Setting } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { settings } from '../../db/schema';
import { iso } from '../../http/dates';
import { badRequest, found } from '../../http/errors';
import { idParams, pageQuery, requiredText } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { parse } from '../../http/validate';
import { nextVersion, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { auditedDelete, auditedInsert, auditedUpdate } from '../../audit/audited';
import { settingRecord } from '../../audit/labels';

const settingBody = z.object({ name: requiredText.max(100), value: z.string().max(10_000) });

const toSetting = (row: typeof settings.$inferSelect): Setting => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) });

/** The columns behind the setting list's sort keys. */
const settingSortColumns: SortColumns<(typeof SETTING_SORT_KEYS)[number]> = {
  name: settings.name,
  created_at: settings.created_at,
  updated_at: settings.updated_at,
};

export function settingRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const findSetting = async (id: number) => toSetting(found((await db.select().from(settings).where(eq(settings.id, id)))[0], 'Setting'));
  return async (app) => {
    app.get('/setting', async (request) => {
      const q = parse(pageQuery, request.query, 'query');
      const [rows, [total]] = await Promise.all([
        db.select().from(settings).orderBy(...sortOrder(request.query, SETTING_SORT_KEYS, settingSortColumns, settings.id, [desc(settings.id)])).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(settings),
      ]);
      return listResponse(rows.map(toSetting), total?.n ?? 0, q.page, q.limit);
    });
    app.post('/setting', async (request, reply) => {
      const body = parse(settingBody, request.body, 'body');
      const row = await auditedInsert<typeof settings.$inferSelect>(db, request, { table: settings, values: body, record: settingRecord });
      return reply.status(201).send({ data: toSetting(found(row, 'Setting')), message: 'Setting added' } satisfies ItemResponse<Setting>);
    });
    app.get('/setting/:id', async (request, reply): Promise<ItemResponse<Setting>> => {
      const { id } = parse(idParams, request.params, 'params');
      const data = await findSetting(id);
      sendVersion(reply, data);
      return { data };
    });
    app.put('/setting/:id', async (request, reply): Promise<ItemResponse<Setting>> => {
      const { id } = parse(idParams, request.params, 'params');
      const body = parse(settingBody, request.body, 'body');
      const current = await findSetting(id);
      // A setting's name is what the code reads it by: renaming one would silently unset it.
      if (body.name !== current.name) throw badRequest(`name: a setting's name cannot be changed (it is ${current.name})`);
      const row = await auditedUpdate<typeof settings.$inferSelect>(db, request, { table: settings, key: eq(settings.id, id), condition: requiredVersionMatch(settings.version, request, 'Setting'), set: { ...body, updated_at: new Date(), version: nextVersion(settings.version) }, record: settingRecord });
      if (!row) throw staleVersion('Setting', await findSetting(id));
      const data = toSetting(row);
      sendVersion(reply, data);
      return { data, message: 'Setting updated' };
    });
    app.delete('/setting/:id', async (request) => {
      const { id } = parse(idParams, request.params, 'params');
      await findSetting(id);
      await auditedDelete<typeof settings.$inferSelect>(db, request, { table: settings, key: eq(settings.id, id), record: settingRecord });
      return { data: { id }, message: 'Setting deleted' };
    });
  };
}
