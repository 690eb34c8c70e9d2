import { z } from '@admin/ui/zod';

export const partnerFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name is at most 200 characters'),
  icon: z
    .string({ error: 'Upload an icon' })
    .min(1, 'Upload an icon')
    .refine((url) => /^https?:\/\//i.test(url), 'The icon must be an http(s) URL'),
});

export const ICON_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'];
export const ICON_MAX_BYTES = 2 * 1024 * 1024;
