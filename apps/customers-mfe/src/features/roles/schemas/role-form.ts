import { z } from '@admin/ui/zod';
import type { Permission, Role } from '@admin/api-client';
import { PERMISSIONS } from '@admin/api-client/contract';
import { permissionsOf } from '../api/roles-queries';

/** A form key per permission: react-hook-form reads dots as nesting, so `customers.reveal` → `customers__reveal`. */
export const grantKey = (permission: Permission) => permission.replace('.', '__');

export const roleFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60, 'At most 60 characters'),
  description: z
    .string()
    .trim()
    .max(500, 'At most 500 characters')
    .transform((value) => value || null),
  grants: z.object(
    Object.fromEntries(PERMISSIONS.map((p) => [grantKey(p), z.boolean()])) as Record<string, z.ZodBoolean>,
  ),
});

export type RoleFormInput = z.input<typeof roleFormSchema>;
export type RoleFormValues = z.output<typeof roleFormSchema>;

export function roleFormDefaults(role: Role | undefined): RoleFormInput {
  const held = new Set(permissionsOf(role));
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    grants: Object.fromEntries(PERMISSIONS.map((p) => [grantKey(p), held.has(p)])),
  };
}

/** The ticked permissions, in the order of PERMISSIONS. */
export const grantedPermissions = (values: RoleFormValues): Permission[] =>
  PERMISSIONS.filter((p) => values.grants[grantKey(p)]);
