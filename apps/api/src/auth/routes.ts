/** /api/auth: OTP sign-in, registration, token refresh (rotating), logout and the current user. */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ItemResponse, OtpChallenge, RefreshResult, StaffUser, VerifyResult } from '@admin/api-client/contract';
import { ROLE_CUSTOMER } from '@admin/api-client/contract';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { conflict, forbidden, found, HttpError, notFound, unauthorized } from '../http/errors';
import { recordFailedSignIn, recordSignIn, recordSignOut } from '../audit/signIns';
import { describeUserAgent } from './device';
import { signAccessToken } from './accessToken';
import { requireStaff, staffOf } from './guard';
import { countClientRequest, type ClientLimit } from './clientLimit';
import { consumeOtp, issueOtp, OTP_WINDOW_MS } from './otp';
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from './refreshTokens';
import { recordSession } from './sessions';
import {
  challengeResponse,
  loginBody,
  logoutResponse,
  meResponse,
  refreshBody,
  refreshResponse,
  registerBody,
  resendBody,
  verifyBody,
  verifyResponse,
} from './schemas';
import { findAuthUser, findStaffProfile } from './staffUser';

const challenge = (userId: number, expiresAt: Date): ItemResponse<OtpChallenge> => ({
  data: { user_id: userId, otpExpireAt: expiresAt.toISOString() },
  message: 'OTP sent',
});

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, config } = ctx;
  const otpRequests: ClientLimit = {
    bucket: 'otp',
    max: config.otpClientLimit,
    windowMs: OTP_WINDOW_MS,
    message: 'Too many OTP requests from this client. Try again in 15 minutes',
  };
  /** Counts an OTP request (valid input only) against the client's limit before any account is looked up. */
  const countOtpRequest = (request: FastifyRequest) => countClientRequest(db, otpRequests, request.ip);
  // Each code allows 5 checks, but codes for unknown or other users' ids cost a client nothing:
  // without a limit per client, one address could guess across every account as fast as it sends.
  const otpChecks: ClientLimit = {
    bucket: 'verify',
    max: config.verifyClientLimit,
    windowMs: OTP_WINDOW_MS,
    message: 'Too many sign-in attempts from this client. Try again in 15 minutes',
  };
  return async (app) => {
    app.post('/login', { schema: { body: loginBody, response: { 200: challengeResponse } } }, async (request) => {
      const body = request.body;
      await countOtpRequest(request);
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.phone, body.phone), eq(users.country_code, body.country_code), isNull(users.deleted_at)));
      const who = `${body.country_code} ${body.phone}`;
      if (!user) {
        await recordFailedSignIn(db, request, who, null, 'No account for this phone number');
        throw notFound('No account found for this phone number');
      }
      if (user.status !== 'Active') {
        const person = await findAuthUser(db, user.id);
        await recordFailedSignIn(db, request, who, person ?? null, 'Account is not active');
        throw forbidden('Account is not active');
      }
      // The resend cooldown applies to login too: otherwise each login resets the attempts at once.
      return challenge(user.id, await issueOtp(ctx, user, { cooldown: true }));
    });

    app.post(
      '/register',
      { schema: { body: registerBody, response: { 201: challengeResponse } } },
      async (request, reply) => {
        const body = request.body;
        await countOtpRequest(request);
        const [existing] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.phone, body.phone), eq(users.country_code, body.country_code)));
        if (existing) throw conflict('An account with this phone number already exists');
        const [created] = await db
          .insert(users)
          .values({ ...body, role: ROLE_CUSTOMER })
          .returning({ id: users.id, phone: users.phone, country_code: users.country_code });
        const user = found(created, 'User');
        const expiresAt = await issueOtp(ctx, user, { cooldown: false });
        return reply.status(201).send(challenge(user.id, expiresAt));
      },
    );

    app.post('/resend', { schema: { body: resendBody, response: { 200: challengeResponse } } }, async (request) => {
      const body = request.body;
      await countOtpRequest(request);
      const [user] = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.phone, body.phone),
            body.country_code ? eq(users.country_code, body.country_code) : undefined,
            isNull(users.deleted_at),
          ),
        )
        .orderBy(desc(users.id))
        .limit(1);
      if (!user) throw notFound('No account found for this phone number');
      if (user.status !== 'Active') throw forbidden('Account is not active');
      return challenge(user.id, await issueOtp(ctx, user, { cooldown: true }));
    });

    app.post(
      '/verify',
      { schema: { body: verifyBody, response: { 200: verifyResponse } } },
      async (request): Promise<ItemResponse<VerifyResult>> => {
        const body = request.body;
        await countClientRequest(db, otpChecks, request.ip);
        const user = await findAuthUser(db, body.user_id);
        if (!user) {
          await recordFailedSignIn(db, request, `user #${body.user_id}`, null, 'No such user');
          throw notFound('User not found');
        }
        const [reached] = await db
          .select({ phone: users.phone, country_code: users.country_code })
          .from(users)
          .where(eq(users.id, user.id));
        const who = reached ? `${reached.country_code} ${reached.phone}` : `user #${user.id}`;
        try {
          await consumeOtp(ctx, user.id, body.otp);
        } catch (error) {
          if (error instanceof HttpError) await recordFailedSignIn(db, request, who, user, error.message);
          throw error;
        }
        if (!user.active) {
          await recordFailedSignIn(db, request, who, user, 'Account is not active');
          throw forbidden('Account is not active');
        }
        await db.update(users).set({ phone_verified_at: new Date() }).where(eq(users.id, user.id));
        const sessionId = randomUUID();
        const now = ctx.clock();
        const refreshToken = await db.transaction(async (tx) => {
          await recordSession(tx, sessionId, user.id, request.headers['user-agent'], request.ip, now);
          await recordSignIn(tx, request, user, sessionId, describeUserAgent(request.headers['user-agent']));
          return issueRefreshToken(tx, user.id, config.refreshTokenTtlSeconds, sessionId, undefined, now);
        });
        const token = await signAccessToken(ctx.jwtKey, user.id, user.role, sessionId, config.accessTokenTtlSeconds);
        const profile = found(await findStaffProfile(db, user.id), 'User');
        return { data: { token, refreshToken, user: profile }, message: 'OTP verified' };
      },
    );

    app.post(
      '/refresh',
      { schema: { body: refreshBody, response: { 200: refreshResponse } } },
      async (request): Promise<ItemResponse<RefreshResult>> => {
        const body = request.body;
        const rotated = await rotateRefreshToken(db, body.refreshToken, {
          key: ctx.jwtKey,
          ttlSeconds: config.refreshTokenTtlSeconds,
          reuseWindowSeconds: config.refreshReuseWindowSeconds,
          now: ctx.clock(),
        });
        const user = await findAuthUser(db, rotated.userId);
        if (!user || !user.active) throw unauthorized('User no longer exists or is not active');
        const accessToken = await signAccessToken(
          ctx.jwtKey,
          user.id,
          user.role,
          rotated.sessionId,
          config.accessTokenTtlSeconds,
        );
        return { data: { accessToken, refreshToken: rotated.refreshToken } };
      },
    );

    app.post('/logout', { schema: { body: refreshBody, response: { 200: logoutResponse } } }, async (request) => {
      const body = request.body;
      await db.transaction(async (tx) => {
        const ended = await revokeRefreshToken(tx, body.refreshToken);
        const user = ended ? await findAuthUser(tx, ended.userId) : undefined;
        if (ended && user) await recordSignOut(tx, request, user, ended.sessionId);
      });
      return { data: null, message: 'Logged out' };
    });

    app.get(
      '/me',
      { preHandler: requireStaff(ctx), schema: { response: { 200: meResponse } } },
      async (request): Promise<ItemResponse<StaffUser>> => ({
        data: found(await findStaffProfile(db, staffOf(request).id), 'User'),
      }),
    );
  };
}
