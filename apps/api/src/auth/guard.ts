/**
 * Admin endpoints: a valid access token of an open session of an active staff user, and the
 * permission the route needs (modules/route-permissions.ts).
 *
 * - 401 (the client refreshes, then signs out): no, expired or invalid token, a token that is not
 *   an access token, a closed session (logout, refresh-token reuse, revoked by an Admin), a user
 *   deleted or deactivated.
 * - 403 `code: 'forbidden'` (the client does not refresh): a Customer, or a missing permission.
 *
 * The few routes a browser saves as a file by a plain navigation (auth/download-links.ts) also take a
 * signed download token in the query instead of the header, checked the same way, then spent.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden, missingPermission, unauthorized } from '../http/errors';
import { ANY_STAFF, routeAccess } from '../modules/route-permissions';
import { verifyAccessToken } from './access-token';
import { DOWNLOAD_ROUTES, DOWNLOAD_TOKEN_PARAM, spendDownloadLink, verifyDownloadToken } from './download-links';
import { findAuthUser, type AuthUser } from './staff-user';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** The session (refresh-token family) the access token belongs to. */
    authSessionId: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Missing bearer token');
  return match[1];
}

/** The download token of a request without a bearer header, on a route that takes one; else null. */
function downloadTokenOf(request: FastifyRequest): string | null {
  if (request.headers.authorization) return null;
  const token = (request.query as Record<string, unknown> | undefined)?.[DOWNLOAD_TOKEN_PARAM];
  if (typeof token !== 'string') return null;
  return DOWNLOAD_ROUTES.has(`${request.method} ${tableUrl(request.routeOptions.url ?? '')}`) ? token : null;
}

/** Whether a request is a download link being opened (a token in the query, no bearer header, a route that takes one). */
export const isDownloadLinkRequest = (request: FastifyRequest): boolean => downloadTokenOf(request) !== null;

export function requireStaff(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const downloadToken = downloadTokenOf(request);
    const link = downloadToken
      ? verifyDownloadToken(ctx.jwtKey, downloadToken, {
          route: `${request.method} ${tableUrl(request.routeOptions.url ?? '')}`,
          query: request.query as Record<string, unknown>,
          now: ctx.clock(),
        })
      : null;
    const { userId, sessionId } = link
      ? { userId: link.uid, sessionId: link.sid }
      : await verifyAccessToken(ctx.jwtKey, bearerToken(request));
    const user = await findAuthUser(ctx.db, userId, sessionId);
    if (!user) throw unauthorized('User no longer exists');
    if (!user.sessionLive) throw unauthorized('Session has ended');
    if (!user.active) throw unauthorized('Account is not active');
    if (!user.isStaff) throw forbidden('Staff only: customers cannot use admin endpoints');
    if (link) await spendDownloadLink(ctx.db, link, ctx.clock());
    request.authUser = user;
    request.authSessionId = sessionId;
  };
}

/** Strips the prefix the admin routes are mounted under, to look them up in the table. */
const API_PREFIX = /^\/api(?=\/|$)/i;
const tableUrl = (url: string): string => url.replace(API_PREFIX, '') || '/';

/**
 * Checks the signed-in user holds what the route's entry in ROUTE_PERMISSIONS says; runs after
 * requireStaff. A route with no entry cannot get here: registering it fails (see assertRouteInTable).
 */
export async function requireRoutePermission(request: FastifyRequest): Promise<void> {
  const user = staffOf(request);
  const access = routeAccess(request.method, tableUrl(request.routeOptions.url ?? ''));
  if (access === undefined) throw forbidden('No permission is defined for this route');
  if (access !== ANY_STAFF && !user.permissions.includes(access)) throw missingPermission(access);
}

/** onRoute hook of the admin scope: an admin route without an entry in the table stops the API from starting. */
export function assertRouteInTable(route: { method: string | string[]; url: string }): void {
  for (const method of [route.method].flat()) {
    if (routeAccess(method, tableUrl(route.url)) === undefined) {
      throw new Error(
        `Admin route ${method} ${route.url} has no entry in ROUTE_PERMISSIONS (src/modules/route-permissions.ts)`,
      );
    }
  }
}

/** The session the request was made in; only set behind requireStaff. */
export const sessionOf = (request: FastifyRequest): string | null => request.authSessionId;

/** The signed-in staff user; only valid behind requireStaff. */
export function staffOf(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized('Missing bearer token');
  return request.authUser;
}
