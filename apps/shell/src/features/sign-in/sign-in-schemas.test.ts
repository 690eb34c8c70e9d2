import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { loginSchema, otpSchema, registerSchema } from './sign-in-schemas';

/** The parsed value, or the first message per field (what the form shows beside each input). */
function validateFields<T>(schema: $ZodType<T>, input: unknown) {
  const result = safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

describe('sign-in validation', () => {
  it('accepts a phone with spaces or dashes and sends digits only', () => {
    expect(validateFields(loginSchema, { country_code: '+91', phone: '98765 43210' })).toEqual({
      ok: true,
      value: { country_code: '+91', phone: '9876543210' },
    });
  });

  it('names each bad field', () => {
    expect(validateFields(loginSchema, { country_code: '91', phone: '98x' })).toEqual({
      ok: false,
      errors: { country_code: 'Enter a country code such as +91.', phone: 'Enter a phone number of 6 to 15 digits.' },
    });
    expect(validateFields(loginSchema, { country_code: '+91', phone: '' })).toMatchObject({
      errors: { phone: 'Enter your phone number.' },
    });
    expect(
      validateFields(registerSchema, { name: ' ', email: 'a@b', country_code: '+1', phone: '2025550123' }),
    ).toEqual({
      ok: false,
      errors: { name: 'Enter your name.', email: 'Enter a valid email address.' },
    });
  });

  it('wants exactly six digits for the OTP', () => {
    expect(validateFields(otpSchema, { otp: '123456' }).ok).toBe(true);
    for (const otp of ['12345', '1234567', '12a456', '']) {
      expect(validateFields(otpSchema, { otp })).toEqual({ ok: false, errors: { otp: 'Enter the 6-digit code.' } });
    }
  });
});
