/** What the message routes accept: the template to send and the values staff fill in. */
import { z } from 'zod';
import { MESSAGE_FREE_VARIABLE_MAX, TEMPLATE_LIMITS } from '@admin/api-client/contract';
import { id } from '../../http/fields';

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
