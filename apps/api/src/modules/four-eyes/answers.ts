/** What the routes answer of a first decision awaiting a second approval: the client's `AwaitingSecondApproval`. */
import { z } from 'zod';
import { record } from '../../http/responses';
import { assigneeAnswer } from '../queues/assignment';

export const awaitingSecondApprovalAnswer = <D extends z.ZodType<string>>(decision: D) =>
  record({ decision, reason: z.string().nullable(), by: assigneeAnswer, at: z.string() });

/** Who decided a record and, when it took two, who confirmed it: the client's `DecisionBy`. */
export const decisionByAnswer = record({ by: assigneeAnswer, confirmed_by: assigneeAnswer.nullable() });
