/** What the fee routes answer: the client's `FeeEntry` and `ProjectFee`, field by field (test/client-types.test.ts). */
import { z } from 'zod';
import { ACTIVE_STATUSES } from '@admin/api-client/contract';
import { record } from '../../http/responses';

const share = z.string().describe('Percentage, decimal string');

export const feeEntryAnswer = record({
  id: z.number().int(),
  name: z.string(),
  property_types: z.string(),
  types: z.string(),
  FILM: share,
  MUSIC: share,
  BOOKS: share,
  SPORTS: share,
  WEBSERIES: share,
  status: z.enum(ACTIVE_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});

export const projectFeeAnswer = record({
  id: z.number().int(),
  project_id: z.number().int(),
  fee_id: z.number().int(),
  name: z.string(),
  types: z.string(),
  percentage: share,
  status: z.enum(ACTIVE_STATUSES),
  synced_at: z.string(),
});
