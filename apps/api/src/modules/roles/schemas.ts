/** What the role routes accept. */
import { z } from 'zod';
import { PERMISSIONS, ROLE_SORT_KEYS } from '@admin/api-client/contract';
import { optionalText, pageFields, requiredText } from '../../http/fields';
import { sortFields } from '../../http/sorting';

export const roleBody = z.object({ name: requiredText.max(60), description: optionalText });
export const updateBody = roleBody.partial().extend({
  permissions: z
    .array(z.enum(PERMISSIONS))
    .max(PERMISSIONS.length * 2)
    .optional(),
});
export type RoleCreate = z.output<typeof roleBody>;
export type RoleUpdate = z.output<typeof updateBody>;
export const sendBackBody = z.object({ reason: requiredText.max(2000).optional() });
export const roleQuery = z.object({ ...pageFields, ...sortFields(ROLE_SORT_KEYS) });
export type RoleQuery = z.output<typeof roleQuery>;
