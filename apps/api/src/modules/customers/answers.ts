/** What the KYC evidence upload and the reveal answer: the client's `KycCheck` and `RevealedCustomerDetails`, field by field (test/clientTypes.test.ts). */
import { z } from 'zod';
import { KYC_CHECK_STATES, KYC_STATUSES, KYC_VERIFICATIONS } from '@admin/api-client/contract';
import { record } from '../../http/responses';
import { awaitingSecondApprovalAnswer } from '../fourEyes/answers';

const evidenceFile = record({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string().nullable().describe('null for a caller who may not open identity documents'),
  submitted_at: z.string(),
});

export const kycCheckAnswer = record({
  verification: z.enum(KYC_VERIFICATIONS),
  status: z.enum(KYC_STATUSES),
  state: z.enum(KYC_CHECK_STATES),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: record({ id: z.number().int(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  files: z.array(evidenceFile),
  awaiting_second_approval: awaitingSecondApprovalAnswer(z.enum(['verified', 'rejected'])).nullable(),
});

/** The reveal's answer: the client's `RevealedCustomerDetails`, unmasked. */
export const revealedAnswer = record({
  pan_number: z.string().nullable(),
  bank_details: record({ account_name: z.string(), account_number: z.string(), ifsc: z.string(), bank_name: z.string() }).nullable(),
});
