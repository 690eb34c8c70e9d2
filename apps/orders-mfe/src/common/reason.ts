import { z } from '@admin/ui/zod';
import { REASON_MAX } from './ReasonField';

/** A reason the API records (cancel request, rejection): required, at most 1000 characters. */
export const reasonSchema = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the reason for the ${what}.`)
    .max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters.`);
