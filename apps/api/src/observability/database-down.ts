/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, refusing
 * connections), as opposed to a bad query. Such a request answers 503 with DATABASE_DOWN_MESSAGE,
 * so clients and load balancers know to try again; the pool reconnects by itself when the server
 * is back.
 */
export const DATABASE_DOWN_MESSAGE = 'The database is not reachable right now; try again in a moment';

/** Node's socket errors, and PostgreSQL's connection (08), shutdown (57P01-57P03) and "not accepting connections" (55000, 57P03) codes. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    current && depth < 4;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)))
      return true;
    if (code === '55000' && typeof message === 'string' && message.includes('not currently accepting connections'))
      return true;
    // node-postgres's own errors when a connection ends under a query.
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
    )
      return true;
  }
  return false;
}
