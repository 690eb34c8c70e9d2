/** Reusable zod fields for queries and bodies. */
import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@admin/api-client';

/** Positive integer id, from a path segment, query string or JSON number. */
export const id = z.coerce.number().int().min(1);
export const idParams = z.object({ id });

export const pageFields = {
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};
export const pageQuery = z.object(pageFields);

/** YYYY-MM-DD, a real calendar date. */
export const isoDate = z.iso.date();
export const dateRangeFields = { from_date: isoDate.optional(), to_date: isoDate.optional() };

/** 'true'/'false' (or 1/0) in a query string. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** A decimal amount sent as number or numeric string; kept as a string for numeric columns. */
export const decimal = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, 'Invalid input: expected a decimal number')])
  .transform((v) => String(v))
  .refine((v) => Number(v) >= 0, 'Too small: expected a value >= 0');

/** A percentage 0–100, kept as a decimal string. */
export const percentage = decimal.refine((v) => Number(v) <= 100, 'Too big: expected a percentage <= 100');

/** Non-empty trimmed text. */
export const requiredText = z.string().trim().min(1, 'Too small: expected a non-empty string');
export const optionalText = z.string().trim().nullish();

export const phone = z.string().trim().regex(/^\d{6,15}$/, 'Invalid phone: expected 6 to 15 digits');
export const countryCode = z.string().trim().regex(/^\+\d{1,4}$/, 'Invalid country_code: expected e.g. +91');
