import { z } from 'zod';
import { itemOf, record } from '../../http/responses';

/** The client's `UserSession` and `SessionsRevoked`, field by field (test/client-types.test.ts). */
export const userSessionAnswer = record({
  id: z.string().describe('The session id (sid of its access tokens)'),
  device: z.string().describe('The user agent summarised, e.g. "Chrome on Linux"'),
  user_agent: z.string().nullable(),
  client_address: z
    .string()
    .nullable()
    .describe('The address the sign-in came from; null for sessions opened before it was recorded'),
  created_at: z.string(),
  last_seen_at: z.string().describe('Its last sign-in or token refresh'),
  current: z.boolean().describe('The session the request itself was made with'),
});
export const sessionsRevokedAnswer = record({ revoked: z.number().int() });
export const revokedSchema = itemOf(sessionsRevokedAnswer);
