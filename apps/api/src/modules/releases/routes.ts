/**
 * The Releases screen's routes (`releases.manage`): every app's pointers, history and page loads;
 * canary, promote, roll back, stop; the automatic stop's thresholds; deploy tokens. Thin: the
 * commands (commands.ts) move pointers, the repository reads.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  AppReleaseStatus,
  CreatedDeployToken,
  DeployToken,
  ItemResponse,
  ReleaseApp,
  ReleasesOverview,
} from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { iso, isoOrNull } from '../../http/dates';
import { staffOf } from '../../auth/guard';
import { staffActor } from './commands';
import { liveTokens, type TokenRow } from './repository';
import {
  appParams,
  appStatusResponse,
  canaryBody,
  createdTokenResponse,
  overviewAnswer,
  pointerBody,
  settingsBody,
  stopBody,
  tokenBody,
  tokenParams,
  tokensResponse,
} from './schemas';
import { releasesOverview } from './status';

const toToken = (row: TokenRow): DeployToken => ({
  id: row.id,
  app: row.app,
  name: row.name,
  createdAt: iso(row.created_at),
  createdBy: row.created_by,
  lastUsedAt: isoOrNull(row.last_used_at),
});

/** One app's status after a change: what the screen shows next. */
export async function statusOf(ctx: AppContext, app: ReleaseApp): Promise<ItemResponse<AppReleaseStatus>> {
  const [status] = (await releasesOverview(ctx.db, ctx.clock(), app)).apps;
  if (!status) throw new Error(`No registry row for ${app}`);
  return { data: status };
}

export function releaseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { registry } = ctx;
  return async (app) => {
    app.get(
      '/v2/releases',
      { schema: { response: { 200: overviewAnswer } } },
      async (): Promise<ReleasesOverview> => releasesOverview(ctx.db, ctx.clock()),
    );

    app.post(
      '/v2/releases/:app/canary',
      { schema: { params: appParams, body: canaryBody, response: { 200: appStatusResponse } } },
      async (request) => {
        await registry.canary(staffActor(request), request.params.app, request.body);
        return statusOf(ctx, request.params.app);
      },
    );

    app.post(
      '/v2/releases/:app/canary/stop',
      { schema: { params: appParams, body: stopBody, response: { 200: appStatusResponse } } },
      async (request) => {
        await registry.stopCanary(staffActor(request), request.params.app, request.body.reason);
        return statusOf(ctx, request.params.app);
      },
    );

    app.post(
      '/v2/releases/:app/promote',
      { schema: { params: appParams, body: pointerBody, response: { 200: appStatusResponse } } },
      async (request) => {
        await registry.promote(staffActor(request), request.params.app, request.body);
        return statusOf(ctx, request.params.app);
      },
    );

    app.post(
      '/v2/releases/:app/rollback',
      { schema: { params: appParams, body: pointerBody, response: { 200: appStatusResponse } } },
      async (request) => {
        await registry.rollback(staffActor(request), request.params.app, request.body);
        return statusOf(ctx, request.params.app);
      },
    );

    app.put(
      '/v2/releases/:app/settings',
      { schema: { params: appParams, body: settingsBody, response: { 200: appStatusResponse } } },
      async (request) => {
        await registry.settings(staffActor(request), request.params.app, request.body);
        return statusOf(ctx, request.params.app);
      },
    );

    app.get(
      '/v2/releases/tokens',
      { schema: { response: { 200: tokensResponse } } },
      async (): Promise<{ data: DeployToken[] }> => ({ data: (await liveTokens(ctx.db)).map(toToken) }),
    );

    app.post(
      '/v2/releases/tokens',
      { schema: { body: tokenBody, response: { 201: createdTokenResponse } } },
      async (request, reply): Promise<ItemResponse<CreatedDeployToken>> => {
        const { row, token } = await registry.createToken(
          staffActor(request),
          request.body.app,
          request.body.name,
          staffOf(request).id,
        );
        reply.status(201);
        return { data: { ...toToken(row), token }, message: 'Copy the token now: it is not shown again' };
      },
    );

    app.delete(
      '/v2/releases/tokens/:id',
      { schema: { params: tokenParams, response: { 200: tokensResponse } } },
      async (request): Promise<{ data: DeployToken[] }> => {
        await registry.revokeToken(staffActor(request), request.params.id);
        return { data: (await liveTokens(ctx.db)).map(toToken) };
      },
    );
  };
}
