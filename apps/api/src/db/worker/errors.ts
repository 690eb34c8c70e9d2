/** Errors across the thread boundary: structured clone keeps only an Error's message, so PostgreSQL's fields are copied by hand. */
import { messages } from '@electric-sql/pglite';
import type { SerializedError } from './protocol';

const isPlain = (value: unknown) =>
  value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error))
    return { name: 'Error', message: String(error), stack: undefined, database: false, fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // `params` as PGlite attaches them (values of the failed query); `queryOptions` holds functions and stays behind.
    if (isPlain(value) || (key === 'params' && Array.isArray(value) && value.every(isPlain))) fields[key] = value;
  }
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    database: error instanceof messages.DatabaseError,
    fields,
  };
}

/** The same kind of error on this side: a PGlite DatabaseError with its `code`, `detail`, `constraint`… or a plain Error. */
export function deserializeError(serialized: SerializedError): Error {
  const error = serialized.database
    ? new messages.DatabaseError(serialized.message, Number(serialized.fields.length ?? 0), 'error')
    : new Error(serialized.message);
  Object.assign(error, serialized.fields);
  Object.defineProperty(error, 'name', { value: serialized.name, writable: true, configurable: true });
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}
