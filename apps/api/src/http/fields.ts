/**
 * Reusable zod fields for queries and bodies. Every field is bounded to what its column holds
 * (PostgreSQL integer, numeric(p,2), text, date), so out-of-range input is a 400 naming the field,
 * never a database error.
 */
import { z } from 'zod';
import { isTimeZone } from './dates';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@admin/api-client/contract';

/** Largest PostgreSQL `integer` (2^31 − 1). */
export const MAX_INT = 2_147_483_647;

/** Positive integer id, from a path segment, query string or JSON number. */
export const id = z.coerce.number().int().min(1).max(MAX_INT);
export const idParams = z.object({ id });

/** A non-negative count that fits an `integer` column. */
export const count = z.coerce.number().int().min(0).max(MAX_INT);

export const pageFields = {
  // The offset (page − 1) × limit must stay a safe integer; nobody pages past a million.
  page: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};
export const pageQuery = z.object(pageFields);

/** Years the product deals with (birth dates, report ranges, deadlines). */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;
const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};
const yearMessage = `Invalid date: expected a year from ${MIN_YEAR} to ${MAX_YEAR}`;

/** YYYY-MM-DD, a real calendar date in a sane range. */
export const isoDate = z.iso.date().refine(yearInRange, yearMessage);
/** An IANA time zone (`Asia/Kolkata`): the staff member's, in which a date filter's days are read. */
const timeZone = z.string().max(64).refine(isTimeZone, 'Invalid time zone: expected an IANA name such as Asia/Kolkata');
/** A date filter: its days begin and end in `time_zone` (the staff member's, sent with them), UTC when none is sent. */
export const dateRangeFields = {
  from_date: isoDate.optional(),
  to_date: isoDate.optional(),
  time_zone: timeZone.optional(),
};
/** ISO 8601 instant with an offset, in a sane range. */
export const isoInstant = z.iso.datetime({ offset: true }).refine(yearInRange, yearMessage);

/** 'true'/'false' (or 1/0) in a query string. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A non-negative decimal sent as number or numeric string, kept as a string for a numeric(p, 2)
 * column. `integerDigits` is p − 3, so the value fits even after PostgreSQL rounds it to 2 places
 * (numeric(6,2) holds 9999.99: 999.999 rounds to 1000.00, still fits).
 */
export function decimalColumn(integerDigits: number, max?: number) {
  return z
    .union([z.number().finite(), z.string().trim().max(40)])
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .refine((v) => DECIMAL.test(v), 'Invalid input: expected a decimal number')
    .refine((v) => !v.startsWith('-') || Number(v) === 0, 'Too small: expected a value >= 0')
    .refine(
      (v) => (v.split('.')[0] ?? '').replace(/^-?0+(?=\d)/, '').length <= integerDigits,
      `Too big: expected at most ${integerDigits} digits before the decimal point`,
    )
    .refine((v) => max === undefined || Number(v) <= max, `Too big: expected a value <= ${max}`);
}

/** An amount for a numeric(18,2) column. */
export const decimal = decimalColumn(15);

/** A percentage 0–100, kept as a decimal string. */
export const percentage = decimalColumn(3, 100);

/** Free text: at most 10,000 characters (100,000 for required text such as template bodies) unless a field says less. */
const MAX_TEXT = 10_000;
/** Non-empty trimmed text. */
export const requiredText = z
  .string()
  .trim()
  .min(1, 'Too small: expected a non-empty string')
  .max(10 * MAX_TEXT);
export const optionalText = z.string().trim().max(MAX_TEXT).nullish();
/** A search filter (a substring of a name). */
export const searchText = z.string().trim().max(100);

/** An absolute http(s) URL: `javascript:`, `data:` and other schemes can script or smuggle content. */
export const httpUrl = z.url({ protocol: /^https?$/, error: 'Invalid URL: expected an http(s) address' }).max(2048);

export const phone = z
  .string()
  .trim()
  .regex(/^\d{6,15}$/, 'Invalid phone: expected 6 to 15 digits');
export const countryCode = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, 'Invalid country_code: expected e.g. +91');

/** `%search%` for ILIKE with the search's own `%`, `_` and `\` matched literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;
