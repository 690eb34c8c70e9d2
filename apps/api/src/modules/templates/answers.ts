import { z } from 'zod';
import { TEMPLATE_KINDS } from '@admin/api-client/contract';
import { record, versioned } from '../../http/responses';

/** The client's record of the same name, field by field (test/client-types.test.ts). */
export const templateAnswer = record({
  ...versioned,
  uuid: z.string(),
  name: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  subject: z.string().nullable(),
  body: z.string(),
  variables: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
const textFormat = z.enum(['html', 'text']);
export const templatePreviewAnswer = record({
  subject: z.string().nullable(),
  body: z.string(),
  missing: z.array(z.string()),
  formats: z.object({ subject: textFormat, body: textFormat }),
});
