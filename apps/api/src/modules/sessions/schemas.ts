/** What the session routes accept. */
import { z } from 'zod';
import { id } from '../../http/fields';

export const sessionParams = z.object({ sessionId: z.uuid() });
export const employeeParams = z.object({ id });
export const employeeSessionParams = z.object({ id, sessionId: z.uuid() });
export const othersQuery = z.object({
  others: z.literal('true', { error: 'others: must be true (this call signs out every session but the current one)' }),
});
