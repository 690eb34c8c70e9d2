/**
 * PostgreSQL text cannot hold a NUL character (U+0000): reject it in any body, query or path
 * value up front with a 400 naming the field, instead of failing in the database.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || depth > 20) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulPath(inner, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export async function rejectNul(request: FastifyRequest): Promise<void> {
  for (const [where, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const at = nulPath(value, '');
    if (at !== null) throw badRequest(`${at || where}: must not contain a NUL character`);
  }
}
