// Field rules of the project form (the spec shows none: these are ours, named in the issue).
import { z } from '@admin/ui/zod';

export const MESSAGES = {
  required: 'Required',
  email: 'Enter a valid email address',
  pan: 'Enter a valid PAN: 5 letters, 4 digits, 1 letter (e.g. ABCDE1234F)',
  mobile: 'Enter a valid Indian mobile number: 10 digits starting with 6-9, optionally +91',
  percentage: 'Enter a percentage from 0 to 100',
  positive: 'Must be greater than 0',
  wholeNumber: 'Must be a whole number',
  symbol: 'Use upper-case letters and digits only (at most 12)',
  number: 'Enter a number',
} as const;

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** Ten digits starting 6-9, optionally after +91 or 0. */
export const INDIAN_MOBILE_PATTERN = /^(?:\+91[\s-]?|0)?[6-9]\d{9}$/;
export const SYMBOL_PATTERN = /^[A-Z0-9]{1,12}$/;

export const requiredText = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required);
export const optionalText = z.string().trim().optional();
const requiredNumber = z.number({
  error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.number),
});
export const percentage = requiredNumber.min(0, MESSAGES.percentage).max(100, MESSAGES.percentage);
export const positive = requiredNumber.positive(MESSAGES.positive);
export const positiveWhole = requiredNumber.int(MESSAGES.wholeNumber).positive(MESSAGES.positive);
export const nonNegative = requiredNumber.min(0, 'Must be 0 or more');
