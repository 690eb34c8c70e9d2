import { z } from '@admin/ui/zod';

export const popupTextFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is at most 200 characters'),
  text: z.string().trim().min(1, 'Text is required').max(2000, 'Text is at most 2000 characters'),
  is_active: z.boolean(),
});
