import { useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { rolesApi } from '@admin/api-client/roles';
import { MAX_PAGE_SIZE, PERMISSION_LABELS, ROLE_MESSAGES } from '@admin/api-client/contract';
import { useApiMutation } from '@admin/ui';
import type {
  Permission,
  PermissionsAwaitingSecondApproval,
  Role,
  RoleCreateRequest,
  RoleListQuery,
  RoleUpdateRequest,
} from '@admin/api-client';
import { customerListKeys } from '../../customer-list/api/customer-list-queries';
import { employeeListKeys } from '../../employee-list/api/employee-list-queries';
import { queryRoots } from '../../../common/query-roots';

const rolesKeys = {
  all: queryRoots.roles,
  list: (params: RoleListQuery) => [...queryRoots.roles, 'list', params] as const,
};

/** The permissions waiting on a role as staff read them (“Approve or reject cancel requests”), never their keys. */
const waitingWords = (waiting: PermissionsAwaitingSecondApproval | null | undefined) =>
  (waiting?.permissions ?? []).map((permission) => `“${PERMISSION_LABELS[permission]}”`).join(', ');

/** A page of roles for the Roles screen. */
export const roleListQuery = (params: RoleListQuery & { page: number; limit: number }) =>
  queryOptions({ queryKey: rolesKeys.list(params), queryFn: () => rolesApi.list(params) });

/** A role with the permissions `GET /role` answers (`Role` carries them now: this is just `Role`). */
export type RoleWithPermissions = Role & { permissions?: Permission[] };
type RoleChange = RoleUpdateRequest & { permissions?: Permission[] };

/** The role's permissions (none when the API sends no list). */
export const permissionsOf = (role: RoleWithPermissions | undefined): Permission[] => role?.permissions ?? [];

export interface RoleOption {
  value: string;
  label: string;
}

/**
 * Every role as select options (the role filters and the employee form). One page of the API's
 * largest size: a staff site has a handful of roles, far below 100.
 */
/** Every role (one page of the API's largest size): the options' hook and the customer list's prefetch share it. */
export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: rolesKeys.list({ page: 1, limit: MAX_PAGE_SIZE }),
    queryFn: () => rolesApi.list({ page: 1, limit: MAX_PAGE_SIZE }),
  });

export function useRoleOptions(options: { staffOnly?: boolean } = {}): {
  options: RoleOption[];
  isPending: boolean;
  isError: boolean;
  retry: () => void;
} {
  const query = useQuery(roleOptionsQuery());
  const roles: Role[] = query.data?.items ?? [];
  return {
    options: roles
      .filter((role) => !options.staffOnly || role.is_staff)
      .map((role) => ({ value: String(role.id), label: role.name })),
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}

/**
 * Creates a role or saves one (name, description, permissions), for the role form: failures are
 * shown on the form by the form kit, so this is a plain call that refreshes what shows roles.
 * A new role starts with no permissions (`POST /role`), so its list is set by a `PUT` after.
 */
export function useSaveRole(role: Role | undefined) {
  const queryClient = useQueryClient();
  // A role created whose permissions then failed to save: a retry updates it rather than adding another.
  const created = useRef<Role | undefined>(undefined);
  const save = useApiMutation({
    mutationFn: ({ permissions, ...fields }: RoleCreateRequest & { permissions?: Permission[] }) =>
      saveFields(role ?? created.current, fields, permissions),
    // Decide permissions added wait for a second Admin: the toast says so, as the API's message does.
    success: (saved: Role) => {
      const waiting = saved.awaiting_second_approval;
      if (waiting && waiting.at !== role?.awaiting_second_approval?.at)
        return `Role ${saved.name} saved; ${waitingWords(waiting)} awaits a second Admin`;
      return role ? `Role ${saved.name} saved` : `Role ${saved.name} created`;
    },
    errorFallback: ROLE_MESSAGES.save,
    // Employees and customers show role names: they change with a rename.
    invalidate: [rolesKeys.all, employeeListKeys.all, customerListKeys.all],
  });
  return save.mutateAsync;

  async function saveFields(
    existing: Role | undefined,
    fields: RoleCreateRequest,
    permissions: Permission[] | undefined,
  ): Promise<Role> {
    let saved: Role;
    if (existing) {
      const change: RoleChange = { ...fields, ...(permissionsChanged(existing, permissions) ? { permissions } : {}) };
      // The version the form loaded (or the retry's last save) goes as If-Match: a stale one gets 409.
      saved = await rolesApi.update(existing.id, change, existing.version);
    } else {
      saved = created.current = await rolesApi.create(fields);
      await queryClient.invalidateQueries({ queryKey: rolesKeys.all });
      const change: RoleChange = { permissions };
      if (permissions?.length) saved = await rolesApi.update(saved.id, change, saved.version);
    }
    if (created.current?.id === saved.id) created.current = saved;
    return saved;
  }
}

/** Unchanged permissions are not sent: the API checks every change against the editor's own. */
const permissionsChanged = (role: RoleWithPermissions, next: Permission[] | undefined) =>
  next !== undefined && next.join() !== permissionsOf(role).join();

/** A second Admin confirms the decide permissions waiting on a role: holders get them now. */
export function useConfirmRolePermissions() {
  return useApiMutation({
    mutationFn: (role: Role) => rolesApi.confirm(role.id, role.version),
    success: (saved: Role, role: Role) =>
      `${saved.name} now holds ${waitingWords(role.awaiting_second_approval)} (asked by ${role.awaiting_second_approval?.by.name}, confirmed)`,
    errorFallback: ROLE_MESSAGES.save,
    invalidate: [rolesKeys.all],
  });
}

/** A second Admin sends them back (Cancel): the role keeps what it holds. */
export function useSendBackRolePermissions() {
  return useApiMutation({
    mutationFn: (role: Role) => rolesApi.sendBack(role.id, {}, role.version),
    success: (saved: Role, role: Role) =>
      `Granting ${waitingWords(role.awaiting_second_approval)} to ${saved.name} by ${role.awaiting_second_approval?.by.name} sent back`,
    errorFallback: ROLE_MESSAGES.save,
    invalidate: [rolesKeys.all],
  });
}
