/**
 * Video links. The list answers `{ data: { rows, count }, pager }`: the screen reads `data.rows`.
 * Paths are matched case-insensitively (callers write both videolink and videoLink).
 */
import { VIDEO_LINK_SORT_KEYS } from '@admin/api-client/contract';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ItemResponse, Pager, VideoLink, VideoLinkPage } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { videoLinks } from '../../db/schema';
import { iso } from '../../http/dates';
import { httpUrl, idParams, optionalText, pageFields, requiredText } from '../../http/fields';
import { pager } from '../../http/paging';
import { deletedResponse, itemOf, pagerSchema, record, versioned } from '../../http/responses';
import { versionedRecords } from '../../http/versioned-records';
import { videoLinkRecord } from '../../audit/labels';
import { sendVersion } from '../../http/versioning';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';

export const videoLinkBody = z.object({ title: requiredText.max(200), url: httpUrl, description: optionalText });
/** The client's record of the same name, field by field (test/client-types.test.ts). */
export const videoLinkAnswer = record({
  ...versioned,
  title: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const videoLinkPageAnswer = z.object({ rows: z.array(videoLinkAnswer), count: z.number().int() });
const videoLinkPage = z.object({ data: videoLinkPageAnswer, pager: pagerSchema });
const toVideoLink = (row: typeof videoLinks.$inferSelect): VideoLink => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export const videoLinkQuery = z.object({ ...pageFields, ...sortFields(VIDEO_LINK_SORT_KEYS) });

/** The columns behind the video link list's sort keys. */
const videoLinkSortColumns: SortColumns<(typeof VIDEO_LINK_SORT_KEYS)[number]> = {
  title: videoLinks.title,
  created_at: videoLinks.created_at,
};

export function videoLinkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const records = versionedRecords(ctx.db, videoLinks, 'Video link', toVideoLink, videoLinkRecord);
  return async (app) => {
    app.get(
      '/config/videolink',
      { schema: { querystring: videoLinkQuery, response: { 200: videoLinkPage } } },
      async (request): Promise<{ data: VideoLinkPage; pager: Pager }> => {
        const q = request.query;
        const { rows, total } = await records.page({
          ...q,
          orderBy: sortOrder(request.query, VIDEO_LINK_SORT_KEYS, videoLinkSortColumns, videoLinks.id, [
            desc(videoLinks.id),
          ]),
        });
        return { data: { rows, count: total }, pager: pager(total, q.page, q.limit) };
      },
    );
    app.post(
      '/config/videolink',
      { schema: { body: videoLinkBody, response: { 201: itemOf(videoLinkAnswer) } } },
      async (request, reply) => {
        const data = await records.insert(request.body, request);
        return reply.status(201).send({ data, message: 'Video link added' } satisfies ItemResponse<VideoLink>);
      },
    );
    app.put(
      '/config/videolink/:id',
      { schema: { params: idParams, body: videoLinkBody, response: { 200: itemOf(videoLinkAnswer) } } },
      async (request, reply): Promise<ItemResponse<VideoLink>> => {
        const data = await records.update(request.params.id, request.body, request);
        sendVersion(reply, data);
        return { data, message: 'Video link updated' };
      },
    );
    app.delete(
      '/config/videolink/:id',
      { schema: { params: idParams, response: { 200: deletedResponse } } },
      async (request) => {
        const { id } = request.params;
        await records.remove(id, request);
        return { data: { id }, message: 'Video link deleted' };
      },
    );
  };
}
