import { z } from 'zod';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, TEMPLATE_KINDS } from '@admin/api-client/contract';
import { record } from '../../http/responses';

/** The client's `CustomerMessage`, field by field. */
export const messageAnswer = record({
  id: z.number().int(),
  message_id: z.string(),
  customer_id: z.number().int(),
  order_id: z.number().int().nullable(),
  template_id: z.number().int().nullable(),
  template_name: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  cause: z.union([
    z.object({ kind: z.literal('staff'), id: z.number().int().nullable(), name: z.string() }),
    z.object({ kind: z.literal('event'), event: z.string() }),
  ]),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});

export const messagePreviewAnswer = record({
  template_id: z.number().int(),
  template_name: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  format: z.enum(['html', 'text']),
  record_variables: z.record(z.string(), z.string()),
  free_variables: z.record(z.string(), z.string()),
  missing: z.array(z.string()),
});

/** A template staff may send: its id, name and kind. */
export const sendableTemplateAnswer = record({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  variables: z.array(z.string()),
});
