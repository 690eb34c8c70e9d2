// Stands in for @admin/auth in component tests: the signed-in user and what they may do, set per test.
import type { Permission, StaffUser } from '@admin/api-client';

let permissions: ReadonlySet<Permission> | 'all' = 'all';
let user: StaffUser | undefined;

/** Grants exactly these permissions; with none given, every permission. */
export function grant(list?: readonly Permission[]) {
  permissions = list ? new Set(list) : 'all';
}

export function signInAs(next: StaffUser | undefined) {
  user = next;
}

export const usePermission = (permission: Permission) => permissions === 'all' || permissions.has(permission);
export const useCurrentUser = () => ({ user, isPending: false });
