/**
 * A team's pipeline (`npm run release -- …`): the same commands as the Releases screen, behind a
 * deploy token that releases one app only. A token for orders-mfe gets 403 on customers-mfe.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { deployTokens } from '../../db/schema';
import { bearerToken } from '../../auth/guard';
import { forbidden, unauthorized } from '../../http/errors';
import { tokenActor } from './commands';
import { hashToken, tokenByHash, type TokenRow } from './repository';
import { statusOf } from './routes';
import { appParams, appStatusResponse, canaryBody, pointerBody, publishBody, stopBody } from './schemas';

declare module 'fastify' {
  interface FastifyRequest {
    deployToken: TokenRow | null;
  }
}

function deployTokenOf(request: FastifyRequest): TokenRow {
  if (!request.deployToken) throw unauthorized('Missing deploy token');
  return request.deployToken;
}

export function deployRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { registry } = ctx;
  return async (app) => {
    app.decorateRequest('deployToken', null);
    // Before validation, as the staff guard: a caller without a token learns nothing of the bodies.
    app.addHook('preValidation', async (request) => {
      const token = await tokenByHash(ctx.db, hashToken(bearerToken(request)));
      if (!token) throw unauthorized('Unknown or revoked deploy token');
      const target = (request.params as { app?: unknown }).app;
      if (target !== token.app)
        throw forbidden(`This deploy token releases ${token.app} only, not ${String(target).slice(0, 40)}`);
      request.deployToken = token;
      await ctx.db.update(deployTokens).set({ last_used_at: new Date() }).where(eq(deployTokens.id, token.id));
    });
    const actor = (request: FastifyRequest) => tokenActor(request, deployTokenOf(request));

    app.get('/:app', { schema: { params: appParams, response: { 200: appStatusResponse } } }, async (request) =>
      statusOf(ctx, request.params.app),
    );

    app.post(
      '/:app/releases',
      { schema: { params: appParams, body: publishBody, response: { 201: appStatusResponse } } },
      async (request, reply) => {
        await registry.publish(actor(request), request.params.app, request.body);
        reply.status(201);
        return statusOf(ctx, request.params.app);
      },
    );

    app.post(
      '/:app/canary',
      { schema: { params: appParams, body: canaryBody, response: { 200: appStatusResponse } } },
      async (request) => {
        await registry.canary(actor(request), request.params.app, request.body);
        return statusOf(ctx, request.params.app);
      },
    );

    app.post(
      '/:app/canary/stop',
      { schema: { params: appParams, body: stopBody, response: { 200: appStatusResponse } } },
      async (request) => {
        await registry.stopCanary(actor(request), request.params.app, request.body.reason);
        return statusOf(ctx, request.params.app);
      },
    );

    app.post(
      '/:app/promote',
      { schema: { params: appParams, body: pointerBody, response: { 200: appStatusResponse } } },
      async (request) => {
        await registry.promote(actor(request), request.params.app, request.body);
        return statusOf(ctx, request.params.app);
      },
    );

    app.post(
      '/:app/rollback',
      { schema: { params: appParams, body: pointerBody, response: { 200: appStatusResponse } } },
      async (request) => {
        await registry.rollback(actor(request), request.params.app, request.body);
        return statusOf(ctx, request.params.app);
      },
    );
  };
}
