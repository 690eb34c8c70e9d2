import { z } from 'zod';
import { TEMPLATE_KINDS } from '../api/templates-queries';

export const templateFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name is at most 200 characters'),
  kind: z.enum(TEMPLATE_KINDS, { error: 'Choose a kind' }),
  subject: z.string().max(300, 'Subject is at most 300 characters').optional(),
  body: z.string().trim().min(1, 'Body is required').max(100_000, 'Body is too long'),
});
export type TemplateFormValues = z.infer<typeof templateFormSchema>;
