/**
 * One id per request, on the response (`X-Request-Id`), on every log line of it (`reqId`) and in
 * the audit entry it writes, so an operator can follow a browser's complaint into the log. The id is
 * always the API's own: an id a client sends could repeat another request's and make two entries
 * of the trail look like one. A proxy in front usually sends its own id; that one is kept as
 * `correlationId` on every log line of the request (when it looks like an id), so the proxy's log
 * and ours still meet.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTED_ID = /^[\w.:@-]{1,128}$/;

/** Fastify's `genReqId`: a fresh UUID, whatever the client sent. */
export function requestIdFor(): string {
  return randomUUID();
}

/** The id a proxy (or any client) sent in `X-Request-Id`, when it is a plain token; else null. */
function correlationIdOf(request: IncomingMessage): string | null {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : null;
}

/** Fastify's `childLoggerFactory`: each request's lines carry the sent id as `correlationId`. */
export function requestLogger<L extends { child(bindings: object, options?: object): L }>(
  logger: L,
  bindings: object,
  options: object,
  raw: IncomingMessage,
): L {
  const correlationId = correlationIdOf(raw);
  return logger.child(correlationId ? { ...bindings, correlationId } : bindings, options);
}

export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
