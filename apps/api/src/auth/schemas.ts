import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE } from '@admin/api-client/contract';
import { countryCode, id, phone, requiredText } from '../http/fields';

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
