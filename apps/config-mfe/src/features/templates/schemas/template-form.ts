import { z } from '@admin/ui/zod';
import { TEMPLATE_KINDS, TEMPLATE_LIMITS } from '../api/templates-queries';

export const templateFormSchema = z.object({
  // The API's own bounds, so the form never lets through what the save would refuse.
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(TEMPLATE_LIMITS.name, `Name is at most ${TEMPLATE_LIMITS.name} characters`),
  kind: z.enum(TEMPLATE_KINDS, { error: 'Choose a kind' }),
  subject: z
    .string()
    .max(TEMPLATE_LIMITS.subject, `Subject is at most ${TEMPLATE_LIMITS.subject} characters`)
    .optional(),
  body: z.string().trim().min(1, 'Body is required').max(TEMPLATE_LIMITS.body, 'Body is too long'),
});
export type TemplateFormValues = z.infer<typeof templateFormSchema>;
