/** What the transaction routes answer: the client's `WalletTransaction`, field by field (test/client-types.test.ts). */
import { z } from 'zod';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@admin/api-client/contract';
import { record } from '../../http/responses';

export const walletTransactionAnswer = record({
  id: z.number().int(),
  uuid: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  order_id: z.number().int().nullable(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.string().describe('Decimal string'),
  reference: z.string().nullable(),
  created_at: z.string(),
});
