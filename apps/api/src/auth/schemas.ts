import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE } from '@admin/api-client/contract';
import { countryCode, id, phone, requiredText } from '../http/fields';
import { itemOf, record } from '../http/responses';

export const loginBody = z.object({ phone, country_code: countryCode.default(DEFAULT_COUNTRY_CODE) });
export const registerBody = z.object({
  phone,
  country_code: countryCode.default(DEFAULT_COUNTRY_CODE),
  name: requiredText.max(120),
  email: z.email(),
});
export const verifyBody = z.object({
  otp: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{6}$/, 'Invalid OTP: expected 6 digits')),
  user_id: id,
});
export const resendBody = z.object({ phone, country_code: countryCode.optional() });
export const refreshBody = z.object({ refreshToken: requiredText });

// Answers of the sign-in calls.
export const challengeResponse = itemOf(record({ user_id: z.number().int(), otpExpireAt: z.string() }));
export const staffUserSchema = record({ id: z.number().int(), name: z.string(), role: z.number().int(), permissions: z.array(z.string()) });
export const verifyResponse = itemOf(record({ token: z.string(), refreshToken: z.string(), user: staffUserSchema }));
export const refreshResponse = itemOf(record({ accessToken: z.string(), refreshToken: z.string() }));
export const logoutResponse = z.object({ data: z.null(), message: z.string() });
export const meResponse = itemOf(staffUserSchema);
