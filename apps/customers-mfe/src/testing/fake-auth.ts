// Stands in for @admin/auth in component tests: the signed-in user and what they may do, set per test.
import type { Permission, StaffUser } from '@admin/api-client';
import { PERMISSIONS } from '@admin/api-client';

let permissions = new Set<Permission>(PERMISSIONS);
let user: StaffUser | undefined;

/** Grants exactly these permissions (all of them by default). */
export function grant(list: readonly Permission[] = PERMISSIONS) {
  permissions = new Set(list);
}

export function signInAs(next: StaffUser | undefined) {
  user = next;
}

export const usePermission = (permission: Permission) => permissions.has(permission);
export const useCurrentUser = () => ({ user, isPending: false });
