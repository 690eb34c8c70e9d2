// Lives with the sign-in page (a lazy chunk), not in @admin/auth: a shared module is loaded whole,
// so zod there would weigh on every page's first load.
import { z } from 'zod';

/** Field messages of the sign-in forms (the spec names none; these are ours). */
export const SIGN_IN_FIELD_MESSAGES = {
  countryCode: 'Enter a country code such as +91.',
  phoneRequired: 'Enter your phone number.',
  phoneDigits: 'Enter a phone number of 6 to 15 digits.',
  name: 'Enter your name.',
  email: 'Enter a valid email address.',
  otp: 'Enter the 6-digit code.',
} as const;

// People type phones with spaces and dashes; the API gets digits only.
const phone = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, SIGN_IN_FIELD_MESSAGES.phoneRequired).regex(/^\d{6,15}$/, SIGN_IN_FIELD_MESSAGES.phoneDigits));

const countryCode = z.string().trim().regex(/^\+\d{1,4}$/, SIGN_IN_FIELD_MESSAGES.countryCode);

/** Phone step: `POST /api/auth/login {phone, country_code}`. */
export const loginSchema = z.object({ country_code: countryCode, phone });

/** Register: `POST /api/auth/register {name, email, phone, country_code}`. */
export const registerSchema = z.object({
  name: z.string().trim().min(1, SIGN_IN_FIELD_MESSAGES.name).max(120, SIGN_IN_FIELD_MESSAGES.name),
  email: z.string().trim().pipe(z.email(SIGN_IN_FIELD_MESSAGES.email)),
  country_code: countryCode,
  phone,
});

/** OTP step: exactly six digits. */
export const otpSchema = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, SIGN_IN_FIELD_MESSAGES.otp),
});

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors<T> };

/** Runs a schema and keeps the first message per field, ready to show beside each input. */
export function validateFields<T>(schema: z.ZodType<T>, input: unknown): Validated<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) (errors as Record<string, string>)[field] = issue.message;
  }
  return { ok: false, errors };
}
