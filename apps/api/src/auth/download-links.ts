/**
 * Signed download links: a file the browser saves by a plain navigation (so it streams to disk
 * instead of through the page's memory), which cannot carry the bearer header. A signed-in user asks
 * for a link with their access token; the link names the route and its exact query, and carries a
 * token HMAC-signed with the server secret, bound to that user's session, that route and that query,
 * valid for a minute and accepted once.
 *
 * Token: base64url(JSON payload) "." base64url(HMAC-SHA256(key, "download-link:" + payload)).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { downloadLinksUsed } from '../db/schema';
import { unauthorized } from '../http/errors';

/** The query parameter that carries the token; never part of what the token is bound to. */
export const DOWNLOAD_TOKEN_PARAM = 'download_token';
const DOWNLOAD_LINK_TTL_MS = 60_000;

/** The only routes a download token opens ("METHOD /path" as in the permission table). */
export const DOWNLOAD_ROUTES: ReadonlySet<string> = new Set(['GET /order/report/csv']);

interface DownloadClaims {
  /** The user and session the link was made for. */
  uid: number;
  sid: string;
  /** "METHOD /path" of the one route it opens. */
  route: string;
  /** The route's query, canonical (see canonicalQuery), without the token. */
  query: string;
  /** Expiry, ms since the epoch. */
  exp: number;
  /** The link's id, recorded when used. */
  jti: string;
}

/** A query as the link carries it: defined values as text, keys sorted, the token left out. */
function canonicalQuery(query: Record<string, unknown>): string {
  const entries = Object.entries(query)
    .filter(([key, value]) => key !== DOWNLOAD_TOKEN_PARAM && value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, String(value)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

const signature = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(`download-link:${payload}`).digest();

export interface NewDownloadLink {
  /** Path and query under the API's `/api` prefix, token included. */
  pathAndQuery: string;
  expiresAt: Date;
}

/** A link to `path` (e.g. `/order/report/csv`) with `query`, for this user's session. */
export function signDownloadLink(
  key: Uint8Array,
  options: { userId: number; sessionId: string; path: string; query: Record<string, unknown>; now: Date },
): NewDownloadLink {
  const query = canonicalQuery(options.query);
  const claims: DownloadClaims = {
    uid: options.userId,
    sid: options.sessionId,
    route: `GET ${options.path}`,
    query,
    exp: options.now.getTime() + DOWNLOAD_LINK_TTL_MS,
    jti: randomUUID(),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const token = `${payload}.${signature(key, payload).toString('base64url')}`;
  const params = new URLSearchParams(query);
  params.append(DOWNLOAD_TOKEN_PARAM, token);
  return { pathAndQuery: `${options.path}?${params.toString()}`, expiresAt: new Date(claims.exp) };
}

const invalid = () => unauthorized('Invalid download link');

/**
 * The user and session a download token was made for, when it is genuine, unexpired, made for this
 * route and this exact query; otherwise 401. Does not spend it (see spendDownloadLink).
 */
export function verifyDownloadToken(
  key: Uint8Array,
  token: string,
  request: { route: string; query: Record<string, unknown>; now: Date },
): DownloadClaims {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) throw invalid();
  const expected = signature(key, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let claims: DownloadClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DownloadClaims;
  } catch {
    throw invalid();
  }
  if (claims.exp <= request.now.getTime()) throw unauthorized('Download link has expired');
  if (claims.route !== request.route || claims.query !== canonicalQuery(request.query)) throw invalid();
  return claims;
}

/** Records the link as used; 401 when it already was. Also forgets links that have expired. */
export async function spendDownloadLink(db: Db, claims: { jti: string; exp: number }, now: Date): Promise<void> {
  await db.delete(downloadLinksUsed).where(lt(downloadLinksUsed.expires_at, now));
  const recorded = await db
    .insert(downloadLinksUsed)
    .values({ id: claims.jti, expires_at: new Date(claims.exp) })
    .onConflictDoNothing()
    .returning({ id: downloadLinksUsed.id });
  if (recorded.length === 0) throw unauthorized('Download link has already been used');
}
