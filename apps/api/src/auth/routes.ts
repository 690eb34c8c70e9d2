/** /api/auth: OTP sign-in, registration, token refresh (rotating), logout and the current user. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ItemResponse, OtpChallenge, RefreshResult, StaffUser, VerifyResult } from '@admin/api-client/contract';
import type { AppContext } from '../context';
import { forbidden, found, HttpError, notFound, unauthorized } from '../http/errors';
import { recordFailedSignIn, recordSignOut } from '../audit/sign-ins';
import { accountByPhone, latestAccountByPhone, phoneLabel, registerCustomer } from './accounts';
import { requireStaff, staffOf } from './guard';
import { countClientRequest } from './client-limit';
import { consumeOtp, issueOtp } from './otp';
import { revokeRefreshToken, rotateRefreshToken } from './refresh-tokens';
import { accessTokenFor, otpCheckLimit, otpRequestLimit, startSession } from './sign-in';
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
import { findAuthUser, findStaffProfile } from './staff-user';

const challenge = (userId: number, expiresAt: Date): ItemResponse<OtpChallenge> => ({
  data: { user_id: userId, otpExpireAt: expiresAt.toISOString() },
  message: 'OTP sent',
});

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, config } = ctx;
  const otpChecks = otpCheckLimit(config);
  /** Counts an OTP request (valid input only) against the client's limit before any account is looked up. */
  const countOtpRequest = (request: FastifyRequest) => countClientRequest(db, otpRequestLimit(config), request.ip);
  return async (app) => {
    app.post('/login', { schema: { body: loginBody, response: { 200: challengeResponse } } }, async (request) => {
      const body = request.body;
      await countOtpRequest(request);
      const user = await accountByPhone(db, body.phone, body.country_code);
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
        const user = await registerCustomer(db, body);
        const expiresAt = await issueOtp(ctx, user, { cooldown: false });
        return reply.status(201).send(challenge(user.id, expiresAt));
      },
    );

    app.post('/resend', { schema: { body: resendBody, response: { 200: challengeResponse } } }, async (request) => {
      const body = request.body;
      await countOtpRequest(request);
      const user = await latestAccountByPhone(db, body.phone, body.country_code);
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
        const who = await phoneLabel(db, user.id);
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
        const { token, refreshToken } = await startSession(ctx, request, user);
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
        const accessToken = await accessTokenFor(ctx, user, rotated.sessionId);
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
