import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, ROLE_MESSAGES, rolesApi } from '@admin/api-client';
import type { Role, RoleCreateRequest, RoleUpdateRequest } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';

export const roleKeys = {
  all: ['roles'] as const,
  list: (params: { page: number; limit: number }) => ['roles', 'list', params] as const,
};

/** A page of roles for the Roles screen. */
export function useRoleList(params: { page: number; limit: number }) {
  return useQuery({ queryKey: roleKeys.list(params), queryFn: () => rolesApi.list(params), placeholderData: keepPreviousData });
}

export interface RoleOption {
  value: string;
  label: string;
}

/**
 * Every role as select options (the role filters and the employee form). One page of the API's
 * largest size: a staff site has a handful of roles, far below 100.
 */
export function useRoleOptions(options: { staffOnly?: boolean } = {}): { options: RoleOption[]; isPending: boolean; isError: boolean } {
  const query = useQuery({ queryKey: roleKeys.list({ page: 1, limit: MAX_PAGE_SIZE }), queryFn: () => rolesApi.list({ page: 1, limit: MAX_PAGE_SIZE }) });
  const roles: Role[] = query.data?.items ?? [];
  return {
    options: roles.filter((role) => !options.staffOnly || role.is_staff).map((role) => ({ value: String(role.id), label: role.name })),
    isPending: query.isPending,
    isError: query.isError,
  };
}

export function useCreateRole(onDone?: (role: Role) => void) {
  return useApiMutation({
    mutationFn: (body: RoleCreateRequest) => rolesApi.create(body),
    success: (role) => `Role ${role.name} created`,
    errorFallback: ROLE_MESSAGES.save,
    invalidate: [roleKeys.all],
    onSuccess: (role) => onDone?.(role),
  });
}

export function useUpdateRole(onDone?: (role: Role) => void) {
  return useApiMutation({
    mutationFn: ({ id, body }: { id: number; body: RoleUpdateRequest }) => rolesApi.update(id, body),
    success: (role) => `Role ${role.name} saved`,
    errorFallback: ROLE_MESSAGES.save,
    // Employees and customers show role names: they change with a rename.
    invalidate: [roleKeys.all, ['employees'], ['customers']],
    onSuccess: (role) => onDone?.(role),
  });
}
