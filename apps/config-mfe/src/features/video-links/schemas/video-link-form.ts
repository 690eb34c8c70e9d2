import { z } from '@admin/ui/zod';

export const videoLinkFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is at most 200 characters'),
  url: z
    .string()
    .trim()
    .min(1, 'URL is required')
    .refine((value) => {
      try {
        const { protocol } = new URL(value);
        return protocol === 'http:' || protocol === 'https:';
      } catch {
        return false;
      }
    }, 'Enter an http:// or https:// URL'),
  description: z.string().trim().max(2000, 'Description is at most 2000 characters').optional(),
});
