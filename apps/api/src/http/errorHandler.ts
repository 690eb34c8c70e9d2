/** Every error becomes `{ message }` (plus an HttpError's fields) with a fitting status; never a stack trace. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_DOWN_MESSAGE, isDatabaseUnavailable } from '../observability/databaseDown';
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

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    const pg = pgError(error) ?? pgError((error as { cause?: unknown }).cause);
    if (pg?.code === '23505') return reply.status(409).send({ message: 'Already exists: a record with the same unique value' });
    if (pg?.code === '23503') return reply.status(409).send({ message: 'Conflicts with related records' });
    // Class 22 "data exception" (out of range, invalid text, bad date…): the input's fault, not ours.
    // A safety net behind the bounded schemas in fields.ts.
    if (pg?.code?.startsWith('22')) return reply.status(400).send({ message: 'Invalid input: a value is out of range or malformed' });
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: DATABASE_DOWN_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
