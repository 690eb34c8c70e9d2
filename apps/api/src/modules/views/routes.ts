/**
 * Saved views shared with the team (docs/architecture.md, "Saved views"): `GET /v2/views?list=` (a
 * list's shared views), `POST /v2/views` (share one), `PUT /v2/views/:id` (rename, If-Match),
 * `DELETE /v2/views/:id`. Any staff member; renaming and deleting are the owner's, or `views.manage`'s
 * (commands.ts says why).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  VIEW_LIST_MAX,
  VIEW_NAME_MAX,
  VIEW_SEARCH_MAX,
  VIEWS_PATH,
  type ItemResponse,
  type SharedView,
} from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { idParams, requiredText } from '../../http/fields';
import { arrayOf, itemOf, record, versioned } from '../../http/responses';
import { sendVersion } from '../../http/versioning';
import { removeView, renameView, shareView } from './commands';
import { sharedViewsOf } from './repository';

const listKey = z
  .string()
  .trim()
  .min(1)
  .max(VIEW_LIST_MAX)
  .regex(/^[\w.-]+$/, 'A list id is letters, digits, dots, dashes and underscores');
const viewName = requiredText.max(VIEW_NAME_MAX);

const sharedViewBody = z.object({
  list: listKey,
  name: viewName,
  search: z.string().max(VIEW_SEARCH_MAX),
  columns: z.record(z.string().max(100), z.boolean()),
});
const renameBody = z.object({ name: viewName });

/** The client's `SharedView`, field by field (test/clientTypes.test.ts). */
const sharedViewAnswer = record({
  ...versioned,
  list: z.string(),
  name: z.string(),
  search: z.string(),
  columns: z.record(z.string(), z.boolean()),
  owner: record({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});

export function sharedViewRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      VIEWS_PATH,
      { schema: { querystring: z.object({ list: listKey }), response: { 200: arrayOf(sharedViewAnswer) } } },
      async (request): Promise<{ data: SharedView[] }> => ({ data: await sharedViewsOf(db, request.query.list) }),
    );
    app.post(
      VIEWS_PATH,
      { schema: { body: sharedViewBody, response: { 201: itemOf(sharedViewAnswer) } } },
      async (request, reply) => {
        const data = await shareView(db, request, request.body);
        sendVersion(reply, data);
        return reply.status(201).send({ data, message: 'View shared' } satisfies ItemResponse<SharedView>);
      },
    );
    app.put(
      `${VIEWS_PATH}/:id`,
      { schema: { params: idParams, body: renameBody, response: { 200: itemOf(sharedViewAnswer) } } },
      async (request, reply): Promise<ItemResponse<SharedView>> => {
        const data = await renameView(db, request, request.params.id, request.body.name);
        sendVersion(reply, data);
        return { data, message: 'View renamed' };
      },
    );
    app.delete(
      `${VIEWS_PATH}/:id`,
      { schema: { params: idParams, response: { 200: itemOf(sharedViewAnswer) } } },
      async (request): Promise<ItemResponse<SharedView>> => ({
        data: await removeView(db, request, request.params.id),
        message: 'View deleted',
      }),
    );
  };
}
