// zod/mini, not classic zod: the add form is on /config's first screen (the Settings tab), where
// classic zod's chainable build costs ~22 KiB gz and mini only what it uses. The other tabs' forms
// keep classic zod; their code loads when their tab is opened (pages/ConfigPage.tsx).
import { z } from '@admin/ui/zod-mini';

export const settingFormSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200, 'Name is at most 200 characters')),
  value: z
    .string()
    .check(z.trim(), z.minLength(1, 'Value is required'), z.maxLength(5000, 'Value is at most 5000 characters')),
});
export type SettingFormValues = z.infer<typeof settingFormSchema>;
