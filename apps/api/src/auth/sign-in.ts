/** What signing in takes beyond the routes: the per-client limits on codes, and a new session's tokens. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { recordSignIn } from '../audit/sign-ins';
import { signAccessToken } from './access-token';
import type { ClientLimit } from './client-limit';
import { describeUserAgent } from './device';
import { OTP_WINDOW_MS } from './otp';
import { issueRefreshToken } from './refresh-tokens';
import { recordSession } from './sessions';
import type { AuthUser } from './staff-user';

/** OTP requests per client, counted on valid input before any account is looked up. */
export const otpRequestLimit = (config: AppContext['config']): ClientLimit => ({
  bucket: 'otp',
  max: config.otpClientLimit,
  windowMs: OTP_WINDOW_MS,
  message: 'Too many OTP requests from this client. Try again in 15 minutes',
});

/**
 * Code checks per client. Each code allows 5 checks, but codes for unknown or other users' ids cost a
 * client nothing: without a limit per client, one address could guess across every account as fast as it sends.
 */
export const otpCheckLimit = (config: AppContext['config']): ClientLimit => ({
  bucket: 'verify',
  max: config.verifyClientLimit,
  windowMs: OTP_WINDOW_MS,
  message: 'Too many sign-in attempts from this client. Try again in 15 minutes',
});

/** A short-lived access token of `sessionId` for `user`. */
export const accessTokenFor = (ctx: AppContext, user: Pick<AuthUser, 'id' | 'role'>, sessionId: string) =>
  signAccessToken(ctx.jwtKey, user.id, user.role, sessionId, ctx.config.accessTokenTtlSeconds);

/** After a correct code: the phone is verified, a session starts (recorded with its sign-in) and gets its tokens. */
export async function startSession(ctx: AppContext, request: FastifyRequest, user: AuthUser) {
  const { db, config } = ctx;
  await db.update(users).set({ phone_verified_at: new Date() }).where(eq(users.id, user.id));
  const sessionId = randomUUID();
  const now = ctx.clock();
  const refreshToken = await db.transaction(async (tx) => {
    await recordSession(tx, sessionId, user.id, request.headers['user-agent'], request.ip, now);
    await recordSignIn(tx, request, user, sessionId, describeUserAgent(request.headers['user-agent']));
    return issueRefreshToken(tx, user.id, config.refreshTokenTtlSeconds, sessionId, undefined, now);
  });
  return { token: await accessTokenFor(ctx, user, sessionId), refreshToken };
}
