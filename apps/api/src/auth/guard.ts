/** Admin endpoints: a valid access token of an active staff user (any role but Customer). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../http/errors';
import { verifyAccessToken } from './accessToken';
import { findAuthUser, type AuthUser } from './staffUser';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Missing bearer token');
  return match[1];
}

export function requireStaff(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const userId = await verifyAccessToken(ctx.jwtKey, bearerToken(request));
    const user = await findAuthUser(ctx.db, ctx.roles, userId);
    if (!user) throw unauthorized('User no longer exists');
    if (!user.isStaff) throw forbidden('Staff only: customers cannot use admin endpoints');
    if (!user.active) throw forbidden('Account is not active');
    request.authUser = user;
  };
}

/** The signed-in staff user; only valid behind requireStaff. */
export function staffOf(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized('Missing bearer token');
  return request.authUser;
}
