/** What the message routes accept: the template to send and the values staff fill in. */
import { z } from 'zod';
import { MESSAGE_EVENTS, MESSAGE_FREE_VARIABLE_MAX, ORDER_STATUSES, TEMPLATE_LIMITS } from '@admin/api-client/contract';
import { id } from '../../http/fields';
import { record, versioned } from '../../http/responses';

export const sendMessageBody = z.object({
  template_id: id,
  variables: z
    .record(
      z.string().max(TEMPLATE_LIMITS.variableName),
      z.string().max(MESSAGE_FREE_VARIABLE_MAX, `at most ${MESSAGE_FREE_VARIABLE_MAX} characters`),
    )
    .refine(
      (values) => Object.keys(values).length <= TEMPLATE_LIMITS.variables,
      `at most ${TEMPLATE_LIMITS.variables} variables`,
    )
    .default({}),
});

/** An event rule as the rules' routes answer it, and what a change or a new status rule sends. */
export const messageRuleAnswer = record({
  ...versioned,
  event: z.enum(MESSAGE_EVENTS),
  order_status: z.enum(ORDER_STATUSES).nullable(),
  template_id: z.number().int().nullable(),
  template_name: z.string().nullable(),
  enabled: z.boolean(),
  updated_at: z.string(),
});
export const ruleChangeBody = z.object({ template_id: id.nullable(), enabled: z.boolean() });
export const ruleCreateBody = ruleChangeBody.extend({ order_status: z.enum(ORDER_STATUSES) });
