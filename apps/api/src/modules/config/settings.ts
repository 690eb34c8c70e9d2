/** Settings: name/value pairs, paged list and CRUD. Names are unique. */
import { SETTING_SORT_KEYS } from '@admin/api-client/contract';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ItemResponse, Setting } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { settings } from '../../db/schema';
import { iso } from '../../http/dates';
import { badRequest } from '../../http/errors';
import { idParams, pageFields, requiredText } from '../../http/fields';
import { listResponse } from '../../http/paging';
import { deletedResponse, itemOf, pageOf, record, versioned } from '../../http/responses';
import { versionedRecords } from '../../http/versionedRecords';
import { settingRecord } from '../../audit/labels';
import { sendVersion } from '../../http/versioning';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';

export const settingBody = z.object({ name: requiredText.max(100), value: z.string().max(10_000) });
/** The client's record of the same name, field by field (test/clientTypes.test.ts). */
export const settingAnswer = record({
  ...versioned,
  uuid: z.string(),
  name: z.string(),
  value: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

const toSetting = (row: typeof settings.$inferSelect): Setting => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export const settingQuery = z.object({ ...pageFields, ...sortFields(SETTING_SORT_KEYS) });

/** The columns behind the setting list's sort keys. */
const settingSortColumns: SortColumns<(typeof SETTING_SORT_KEYS)[number]> = {
  name: settings.name,
  created_at: settings.created_at,
  updated_at: settings.updated_at,
};

export function settingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const records = versionedRecords(ctx.db, settings, 'Setting', toSetting, settingRecord);
  return async (app) => {
    app.get(
      '/setting',
      { schema: { querystring: settingQuery, response: { 200: pageOf(settingAnswer) } } },
      async (request) => {
        const q = request.query;
        const { rows, total } = await records.page({
          ...q,
          orderBy: sortOrder(request.query, SETTING_SORT_KEYS, settingSortColumns, settings.id, [desc(settings.id)]),
        });
        return listResponse(rows, total, q.page, q.limit);
      },
    );
    app.post(
      '/setting',
      { schema: { body: settingBody, response: { 201: itemOf(settingAnswer) } } },
      async (request, reply) => {
        const data = await records.insert(request.body, request);
        return reply.status(201).send({ data, message: 'Setting added' } satisfies ItemResponse<Setting>);
      },
    );
    app.get(
      '/setting/:id',
      { schema: { params: idParams, response: { 200: itemOf(settingAnswer) } } },
      async (request, reply): Promise<ItemResponse<Setting>> => {
        const data = await records.find(request.params.id);
        sendVersion(reply, data);
        return { data };
      },
    );
    app.put(
      '/setting/:id',
      { schema: { params: idParams, body: settingBody, response: { 200: itemOf(settingAnswer) } } },
      async (request, reply): Promise<ItemResponse<Setting>> => {
        const { id } = request.params;
        const current = await records.find(id);
        // A setting's name is what the code reads it by: renaming one would silently unset it.
        if (request.body.name !== current.name)
          throw badRequest(`name: a setting's name cannot be changed (it is ${current.name})`);
        const data = await records.update(id, request.body, request);
        sendVersion(reply, data);
        return { data, message: 'Setting updated' };
      },
    );
    app.delete(
      '/setting/:id',
      { schema: { params: idParams, response: { 200: deletedResponse } } },
      async (request) => {
        const { id } = request.params;
        await records.remove(id, request);
        return { data: { id }, message: 'Setting deleted' };
      },
    );
  };
}
