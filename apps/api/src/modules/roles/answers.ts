import { z } from 'zod';
import { PERMISSIONS } from '@admin/api-client/contract';
import { record, versioned } from '../../http/responses';
import { awaitingSecondApprovalAnswer } from '../four-eyes/answers';

/** A role as the routes answer it: the client's `Role`, field by field (test/client-types.test.ts). */
export const roleAnswer = record({
  ...versioned,
  name: z.string(),
  description: z.string().nullable(),
  is_staff: z.boolean(),
  is_system: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
  awaiting_second_approval: awaitingSecondApprovalAnswer(z.string())
    .extend({ permissions: z.array(z.enum(PERMISSIONS)) })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
