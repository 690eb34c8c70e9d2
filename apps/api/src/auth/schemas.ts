import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, PERMISSIONS } from '@admin/api-client/contract';
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
// Each record is the client's type of the same name, field by field (test/client-types.test.ts).
export const otpChallengeAnswer = record({
  user_id: z.number().int(),
  otpExpireAt: z.string().describe('When the OTP stops being accepted'),
});
export const staffUserSchema = record({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  country_code: z.string(),
  role: z.number().int(),
  role_data: record({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.string(),
  created_at: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)).describe('What this user may do (from their role)'),
});
export const verifyAnswer = record({ token: z.string(), refreshToken: z.string(), user: staffUserSchema });
export const refreshAnswer = record({ accessToken: z.string(), refreshToken: z.string() });
export const challengeResponse = itemOf(otpChallengeAnswer);
export const verifyResponse = itemOf(verifyAnswer);
export const refreshResponse = itemOf(refreshAnswer);
export const logoutResponse = z.object({ data: z.null(), message: z.string() });
export const meResponse = itemOf(staffUserSchema);
