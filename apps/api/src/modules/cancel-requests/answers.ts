/** What the cancel request routes answer: the client's `CancelRequest`, field by field (test/client-types.test.ts). */
import { z } from 'zod';
import { CANCEL_REQUEST_STATUSES, ORDER_STATUSES } from '@admin/api-client/contract';
import { record } from '../../http/responses';
import { assigneeAnswer } from '../queues/assignment';
import { awaitingSecondApprovalAnswer, decisionByAnswer } from '../four-eyes/answers';

export const cancelRequestAnswer = record({
  id: z.number().int(),
  order_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  property_id: z.number().int(),
  property_name: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  previous_order_status: z.enum(ORDER_STATUSES),
  total_amount: z.string(),
  reason: z.string(),
  status: z.enum(CANCEL_REQUEST_STATUSES),
  decision_reason: z.string().nullable(),
  decided_by: z.number().int().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
  assignee: assigneeAnswer.nullable(),
  awaiting_second_approval: awaitingSecondApprovalAnswer(z.literal('Approved')).nullable(),
  decision_by: decisionByAnswer.nullable(),
});
