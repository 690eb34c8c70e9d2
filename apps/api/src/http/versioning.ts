/**
 * Optimistic locking of editable records: each has an integer `version`, bumped by every write and
 * sent as `ETag: "<version>"` (and in list rows). Two kinds of writes (apps/api/README.md, "The
 * If-Match rule"):
 * - an edit that replaces fields must name the version it was made on (`If-Match`), else 428: a
 *   form saved over someone else's newer save would silently undo it;
 * - a single-field status call works without If-Match (its own transition check keeps it safe)
 *   and honours one when sent.
 * Either way a version that no longer matches answers 409 `{ message, code: 'conflict', current }`.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConflictErrorBody, VersionRequiredErrorBody } from '@admin/api-client/contract';
import { HttpError } from './errors';

/** Versions named by If-Match (`"3"`, `W/"3"`, a list), [] when none is a version, null when absent or `*`. */
export function ifMatchVersions(request: FastifyRequest): number[] | null {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '' || header.trim() === '*') return null;
  return header
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter((tag) => /^\d{1,9}$/.test(tag))
    .map(Number);
}

/**
 * The WHERE condition a status call adds for an optional If-Match (undefined: none sent, no check;
 * a tag that is no version never matches).
 */
export function versionMatches(column: PgColumn, request: FastifyRequest): SQL | undefined {
  const versions = ifMatchVersions(request);
  if (versions === null) return undefined;
  return versions.length > 0 ? inArray(column, versions) : sql`false`;
}

/**
 * The WHERE condition of an edit that replaces fields: 428 when the request names no version
 * (no If-Match, or `*`, which would skip the check it exists for). `what` names the record.
 */
export function requiredVersionMatch(column: PgColumn, request: FastifyRequest, what: string): SQL {
  const versions = ifMatchVersions(request);
  if (versions === null) throw versionRequired(what);
  return versions.length > 0 ? inArray(column, versions) : sql`false`;
}

/**
 * For a write that reads its row under a lock (SELECT … FOR UPDATE) and decides in code: whether the
 * request's If-Match names `version`. 428 when it names none (no If-Match, or `*`), as for a field edit.
 */
export function namesVersion(request: FastifyRequest, version: number, what: string): boolean {
  const versions = ifMatchVersions(request);
  if (versions === null) throw versionRequired(what);
  return versions.includes(version);
}

/** 428: an edit sent without the version it was made on. */
function versionRequired(what: string): HttpError {
  const body: Omit<VersionRequiredErrorBody, 'message'> = { code: 'version_required' };
  return new HttpError(
    428,
    `${what} changes must name the version you loaded (If-Match header). Reload it and try again`,
    body,
  );
}

/** `version = version + 1`, for the SET of every update of a versioned record. */
export const nextVersion = (column: PgColumn) => sql`${column} + 1`;

export function sendVersion(reply: FastifyReply, record: { version: number }): void {
  void reply.header('etag', `"${record.version}"`);
}

/** 409 with the record as it is now, for a PUT whose If-Match no longer matches. */
export function staleVersion<T extends { version: number }>(what: string, current: T): HttpError {
  const body: Omit<ConflictErrorBody<T>, 'message'> = { code: 'conflict', current };
  return new HttpError(
    409,
    `${what} was changed by someone else since you opened it (now version ${current.version}). Review the current values and save again`,
    body,
  );
}
