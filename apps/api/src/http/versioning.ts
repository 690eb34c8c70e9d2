/**
 * Optimistic locking of editable records, so two staff editing one record cannot silently overwrite each other: each has an integer `version`, bumped by
 * every update and sent as `ETag: "<version>"`. A PUT with `If-Match` applies only while the
 * record still has that version, else 409 `{ message, code: 'conflict', current }`. A PUT without
 * If-Match is not checked (the spec's calls send none).
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConflictErrorBody } from '@admin/api-client';
import { HttpError } from './errors';

/** Versions named by If-Match (`"3"`, `W/"3"`, a list), [] when none is a version, null when absent or `*`. */
export function ifMatchVersions(request: FastifyRequest): number[] | null {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '' || header.trim() === '*') return null;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1'))
    .filter((tag) => /^\d{1,9}$/.test(tag))
    .map(Number);
}

/** The WHERE condition an update adds for If-Match (undefined: no check; a tag that is no version never matches). */
export function versionMatches(column: PgColumn, request: FastifyRequest): SQL | undefined {
  const versions = ifMatchVersions(request);
  if (versions === null) return undefined;
  return versions.length > 0 ? inArray(column, versions) : sql`false`;
}

/** `version = version + 1`, for the SET of every update of a versioned record. */
export const nextVersion = (column: PgColumn) => sql`${column} + 1`;

export function sendVersion(reply: FastifyReply, record: { version: number }): void {
  void reply.header('etag', `"${record.version}"`);
}

/** 409 with the record as it is now, for a PUT whose If-Match no longer matches. */
export function staleVersion<T extends { version: number }>(what: string, current: T): HttpError {
  const body: Omit<ConflictErrorBody<T>, 'message'> = { code: 'conflict', current };
  return new HttpError(409, `${what} was changed by someone else since you opened it (now version ${current.version}). Review the current values and save again`, body);
}
