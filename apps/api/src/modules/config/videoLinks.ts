/**
 * Video links. The list answers `{ data: { rows, count }, pager }`: the spec's screen reads
 * `data.rows`. Paths are matched case-insensitively (the spec writes both videolink and videoLink).
 */
import { VIDEO_LINK_SORT_KEYS } from '@admin/api-client/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ItemResponse, Pager, VideoLink, VideoLinkPage } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { videoLinks } from '../../db/schema';
import { iso } from '../../http/dates';
import { found } from '../../http/errors';
import { httpUrl, idParams, optionalText, pageQuery, requiredText } from '../../http/fields';
import { offsetOf, pager } from '../../http/paging';
import { parse } from '../../http/validate';
import { nextVersion, requiredVersionMatch, sendVersion, staleVersion } from '../../http/versioning';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { auditedDelete, auditedInsert, auditedUpdate } from '../../audit/audited';
import { videoLinkRecord } from '../../audit/labels';

const videoLinkBody = z.object({ title: requiredText.max(200), url: httpUrl, description: optionalText });
const toVideoLink = (row: typeof videoLinks.$inferSelect): VideoLink => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) });

/** The columns behind the video link list's sort keys. */
const videoLinkSortColumns: SortColumns<(typeof VIDEO_LINK_SORT_KEYS)[number]> = {
  title: videoLinks.title,
  created_at: videoLinks.created_at,
};

export function videoLinkRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const assertLink = async (id: number) => found((await db.select({ id: videoLinks.id }).from(videoLinks).where(eq(videoLinks.id, id)))[0], 'Video link');
  return async (app) => {
    app.get('/config/videolink', async (request): Promise<{ data: VideoLinkPage; pager: Pager }> => {
      const q = parse(pageQuery, request.query, 'query');
      const [rows, [total]] = await Promise.all([
        db.select().from(videoLinks).orderBy(...sortOrder(request.query, VIDEO_LINK_SORT_KEYS, videoLinkSortColumns, videoLinks.id, [desc(videoLinks.id)])).limit(q.limit).offset(offsetOf(q.page, q.limit)),
        db.select({ n: count() }).from(videoLinks),
      ]);
      const totalItems = total?.n ?? 0;
      return { data: { rows: rows.map(toVideoLink), count: totalItems }, pager: pager(totalItems, q.page, q.limit) };
    });
    app.post('/config/videolink', async (request, reply) => {
      const body = parse(videoLinkBody, request.body, 'body');
      const row = await auditedInsert<typeof videoLinks.$inferSelect>(db, request, { table: videoLinks, values: body, record: videoLinkRecord });
      return reply.status(201).send({ data: toVideoLink(found(row, 'Video link')), message: 'Video link added' } satisfies ItemResponse<VideoLink>);
    });
    app.put('/config/videolink/:id', async (request, reply): Promise<ItemResponse<VideoLink>> => {
      const { id } = parse(idParams, request.params, 'params');
      const body = parse(videoLinkBody, request.body, 'body');
      await assertLink(id);
      const row = await auditedUpdate<typeof videoLinks.$inferSelect>(db, request, { table: videoLinks, key: eq(videoLinks.id, id), condition: requiredVersionMatch(videoLinks.version, request, 'Video link'), set: { ...body, updated_at: new Date(), version: nextVersion(videoLinks.version) }, record: videoLinkRecord });
      if (!row) throw staleVersion('Video link', toVideoLink(found((await db.select().from(videoLinks).where(eq(videoLinks.id, id)))[0], 'Video link')));
      const data = toVideoLink(row);
      sendVersion(reply, data);
      return { data, message: 'Video link updated' };
    });
    app.delete('/config/videolink/:id', async (request) => {
      const { id } = parse(idParams, request.params, 'params');
      await assertLink(id);
      await auditedDelete<typeof videoLinks.$inferSelect>(db, request, { table: videoLinks, key: eq(videoLinks.id, id), record: videoLinkRecord });
      return { data: { id }, message: 'Video link deleted' };
    });
  };
}
