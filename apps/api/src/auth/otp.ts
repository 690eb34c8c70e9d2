/**
 * OTP life cycle (OWASP ASVS 2.7/2.8): 6 CSPRNG digits, stored as an HMAC, valid 10 minutes,
 * single use, only the latest one of a user is live, 5 tries burn it, and issuing is throttled
 * (ctx.otpThrottle: a cooldown before another OTP — login or resend — and a capped number per
 * 15-minute window per user; client-limit.ts caps requests per client).
 */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { otps, users } from '../db/schema';
import { badRequest, tooManyRequests } from '../http/errors';
import { newOtp, otpHash, sameHash } from './secrets';

const OTP_TTL_MS = 10 * 60_000;
const OTP_MAX_ATTEMPTS = 5;
export const OTP_WINDOW_MS = 15 * 60_000;

interface OtpUser {
  id: number;
  phone: string;
  country_code: string;
}

/**
 * Creates a new OTP for the user (superseding any live one) and hands it to the delivery hook.
 *
 * The throttle check and the insert are one step: the transaction first locks the user's row
 * (`select … for update`), so concurrent requests for one user, on this instance or another on the
 * same database, queue up and each sees the OTPs the previous ones issued. Without the lock, ten
 * parallel logins all read "no recent OTP" before any of them wrote one, and each got a code.
 */
export async function issueOtp(ctx: AppContext, user: OtpUser, options: { cooldown: boolean }): Promise<Date> {
  const { maxPerWindow, resendCooldownMs } = ctx.otpThrottle;
  const otp = ctx.config.fixedOtp ?? newOtp();
  const expiresAt = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    // The clock is read after the lock is held: a request that waited counts from when it got its turn.
    const now = Date.now();
    const recent = await tx
      .select({ created_at: otps.created_at })
      .from(otps)
      .where(and(eq(otps.user_id, user.id), gt(otps.created_at, new Date(now - OTP_WINDOW_MS))))
      .orderBy(desc(otps.created_at));
    const last = recent[0]?.created_at.getTime();
    if (options.cooldown && last !== undefined && now - last < resendCooldownMs) {
      const wait = Math.ceil((resendCooldownMs - (now - last)) / 1000);
      throw tooManyRequests(`Please wait ${wait} seconds before requesting another OTP`);
    }
    if (recent.length >= maxPerWindow) {
      throw tooManyRequests('Too many OTP requests. Try again in 15 minutes');
    }
    const expires = new Date(now + OTP_TTL_MS);
    await tx
      .update(otps)
      .set({ consumed_at: new Date(now) })
      .where(and(eq(otps.user_id, user.id), isNull(otps.consumed_at)));
    await tx.insert(otps).values({
      user_id: user.id,
      code_hash: otpHash(ctx.jwtKey, user.id, otp),
      created_at: new Date(now),
      expires_at: expires,
    });
    // The customer record shows when the latest OTP expires (spec field otp_expired_at).
    await tx.update(users).set({ otp_expired_at: expires }).where(eq(users.id, user.id));
    return expires;
  });
  ctx.onOtpIssued({ userId: user.id, phone: user.phone, countryCode: user.country_code, otp, expiresAt });
  return expiresAt;
}

/**
 * Consumes the user's live OTP if `otp` matches; otherwise throws 400/429. An attempt is claimed
 * atomically before the comparison (`attempts < 5` in the update itself), so parallel guesses
 * cannot get more than 5 checks against one code on any engine.
 */
export async function consumeOtp(ctx: AppContext, userId: number, otp: string): Promise<void> {
  const [live] = await ctx.db
    .select()
    .from(otps)
    .where(and(eq(otps.user_id, userId), isNull(otps.consumed_at)))
    .orderBy(desc(otps.created_at))
    .limit(1);
  if (!live) throw badRequest('No active OTP for this user. Request a new OTP');
  if (live.expires_at.getTime() <= Date.now()) throw badRequest('OTP has expired. Request a new OTP');
  const [claimed] = await ctx.db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, live.id), isNull(otps.consumed_at), lt(otps.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otps.attempts });
  if (!claimed) throw tooManyRequests('Too many wrong attempts. Request a new OTP');
  if (!sameHash(live.code_hash, otpHash(ctx.jwtKey, userId, otp))) {
    const left = OTP_MAX_ATTEMPTS - claimed.attempts;
    if (left <= 0) throw tooManyRequests('Invalid OTP. Too many wrong attempts: request a new OTP');
    throw badRequest(`Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left`);
  }
  // Conditional update: of two concurrent verifications with the right code, one wins.
  const consumed = await ctx.db
    .update(otps)
    .set({ consumed_at: new Date() })
    .where(and(eq(otps.id, live.id), isNull(otps.consumed_at)))
    .returning({ id: otps.id });
  if (consumed.length === 0) throw badRequest('OTP already used. Request a new OTP');
}
