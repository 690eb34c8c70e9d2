/**
 * Keeps personal data out of the server log: request URLs are logged without their query string
 * (searches carry names, phones and emails), and errors without SQL parameters or row details
 * (a failed query's message lists its parameters; PostgreSQL's `detail` quotes the row's values).
 */
import type { FastifyRequest } from 'fastify';

/** Drops `params: …` lines (drizzle's failed-query message) from a message or stack. */
const withoutParams = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .filter((line) => !/^\s*params:/.test(line))
    .join('\n');

export function safeRequest(request: FastifyRequest) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
}

export function safeError(error: Error & { code?: unknown; cause?: unknown }) {
  const cause = error.cause instanceof Error ? (error.cause as Error & { code?: unknown }) : undefined;
  return {
    type: error.name,
    code: error.code ?? cause?.code,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack),
    // The driver's own message names the problem (constraint, type) but not the values.
    cause: cause ? { type: cause.name, message: cause.message } : undefined,
  };
}
