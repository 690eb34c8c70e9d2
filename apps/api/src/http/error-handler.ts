/** Every error becomes `{ message }` (plus an HttpError's fields) with a fitting status; never a stack trace. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDownloadLinkRequest } from '../auth/guard';
import { DATABASE_DOWN_MESSAGE, isDatabaseUnavailable } from '../observability/database-down';
import { acceptsHtml, downloadErrorPage } from './error-page';
import { HttpError } from './errors';

interface PgErrorLike {
  code?: string;
  detail?: string;
  constraint?: string;
}

function pgError(error: unknown): PgErrorLike | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as PgErrorLike;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? (error as PgErrorLike) : null;
}

/**
 * Sends an error's body; a download link the browser opened in a tab (expired, used, its session
 * ended…) gets the same status as a readable page rather than JSON.
 */
function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: { message: string }) {
  reply.status(status);
  if (isDownloadLinkRequest(request) && acceptsHtml(request))
    return reply.type('text/html; charset=utf-8').send(downloadErrorPage(body.message));
  return reply.send(body);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    const answer = (status: number, body: { message: string }) => sendError(request, reply, status, body);
    if (error instanceof HttpError) return answer(error.statusCode, { message: error.message, ...error.extra });
    const pg = pgError(error) ?? pgError((error as { cause?: unknown }).cause);
    if (pg?.code === '23505') return answer(409, { message: 'Already exists: a record with the same unique value' });
    if (pg?.code === '23503') return answer(409, { message: 'Conflicts with related records' });
    // Class 22 "data exception" (out of range, invalid text, bad date…): the input's fault, not ours.
    // A safety net behind the bounded schemas in fields.ts.
    if (pg?.code?.startsWith('22'))
      return answer(400, { message: 'Invalid input: a value is out of range or malformed' });
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return answer(status, { message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return answer(503, { message: DATABASE_DOWN_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(500, { message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
