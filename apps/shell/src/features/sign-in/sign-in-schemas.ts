// Lives with the sign-in page (a lazy chunk), not in @admin/auth: a shared module is loaded whole.
// zod/mini, not classic zod: the sign-in page is a signed-out user's first screen, and mini shares
// zod's core without the classic build's ~22 KiB (docs: TOOLCHAIN "What the sign-in page downloads").
// Its own copy, not @admin/ui/zod-mini: were the shell to provide that shared entry, every signed-in
// first load would fetch it from the shell's origin (the remotes' copies are equal in bytes, but the
// shell's part of the first load is what its budget holds).
import * as z from 'zod/mini';

/** Field messages of the sign-in forms (the spec names none; these are ours). */
const SIGN_IN_FIELD_MESSAGES = {
  countryCode: 'Enter a country code such as +91.',
  phoneRequired: 'Enter your phone number.',
  phoneDigits: 'Enter a phone number of 6 to 15 digits.',
  name: 'Enter your name.',
  email: 'Enter a valid email address.',
  otp: 'Enter the 6-digit code.',
} as const;

// People type phones with spaces and dashes; the API gets digits only.
const phone = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.replace(/[\s-]/g, '')),
  ),
  z
    .string()
    .check(
      z.minLength(1, SIGN_IN_FIELD_MESSAGES.phoneRequired),
      z.regex(/^\d{6,15}$/, SIGN_IN_FIELD_MESSAGES.phoneDigits),
    ),
);

const countryCode = z.string().check(z.trim(), z.regex(/^\+\d{1,4}$/, SIGN_IN_FIELD_MESSAGES.countryCode));

/** Phone step: `POST /api/auth/login {phone, country_code}`. */
export const loginSchema = z.object({ country_code: countryCode, phone });

/** Register: `POST /api/auth/register {name, email, phone, country_code}`. */
export const registerSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, SIGN_IN_FIELD_MESSAGES.name), z.maxLength(120, SIGN_IN_FIELD_MESSAGES.name)),
  email: z.pipe(z.string().check(z.trim()), z.email(SIGN_IN_FIELD_MESSAGES.email)),
  country_code: countryCode,
  phone,
});

/** OTP step: exactly six digits. */
export const otpSchema = z.object({
  otp: z.string().check(z.trim(), z.regex(/^\d{6}$/, SIGN_IN_FIELD_MESSAGES.otp)),
});
