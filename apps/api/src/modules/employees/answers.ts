/** What the employee routes answer: the client's `Employee` (a user, and the role grant waiting on them). */
import { z } from 'zod';
import { record } from '../../http/responses';
import { customerAnswer } from '../customers/answers';
import { awaitingSecondApprovalAnswer } from '../four-eyes/answers';

export const employeeAnswer = customerAnswer.extend({
  role_awaiting_second_approval: awaitingSecondApprovalAnswer(z.string())
    .extend({ role: record({ id: z.number().int(), name: z.string() }), new_employee: z.boolean() })
    .nullable(),
});
