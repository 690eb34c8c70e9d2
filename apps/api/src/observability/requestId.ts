/**
 * One id per request, on the response (`X-Request-Id`) and on every log line of it (`reqId`), so an
 * operator can follow a browser's complaint into the log. A proxy in front usually sends its own
 * id: that one is kept when it looks like an id, so the proxy's and the API's logs match.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTED_ID = /^[\w.:@-]{1,128}$/;

/** Fastify's `genReqId`: the proxy's id when it is a plain token, else a fresh UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
