import { z } from 'zod';

export const settingFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name is at most 200 characters'),
  value: z.string().trim().min(1, 'Value is required').max(5000, 'Value is at most 5000 characters'),
});
export type SettingFormValues = z.infer<typeof settingFormSchema>;
