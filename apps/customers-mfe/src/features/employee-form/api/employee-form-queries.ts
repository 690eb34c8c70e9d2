import { useQuery, useQueryClient } from '@tanstack/react-query';
import { employeesApi } from '@admin/api-client';
import { EMPLOYEE_MESSAGES } from '@admin/api-client/contract';
import { useApiMutation } from '@admin/ui';
import type { Employee, EmployeeCreateRequest, EmployeeUpdateRequest } from '@admin/api-client';
import { activityKeys } from '../../activity/api/activity-queries';
import { employeeListKeys } from '../../employee-list/api/employee-list-queries';

export const employeeFormKeys = {
  detail: (id: number) => ['employees', 'detail', id] as const,
};

export function useEmployee(id: number | undefined) {
  return useQuery({
    queryKey: employeeFormKeys.detail(id ?? 0),
    queryFn: () => employeesApi.get(id as number),
    enabled: id !== undefined,
  });
}

/**
 * Create or update: toasts the outcome and rejects on failure, which the form kit shows on the form
 * (server message, conflict); on success the cached record and lists are refreshed.
 */
export function useSaveEmployee(
  employee: Employee | undefined,
): (body: EmployeeCreateRequest | EmployeeUpdateRequest) => Promise<Employee> {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: EmployeeCreateRequest | EmployeeUpdateRequest) =>
      employee
        ? employeesApi.update(employee.id, body, employee.version)
        : employeesApi.create(body as EmployeeCreateRequest),
    success: (saved: Employee) => (employee ? `${saved.name} saved` : `${saved.name} added`),
    errorFallback: EMPLOYEE_MESSAGES.save,
    onSuccess: (saved) => queryClient.setQueryData(employeeFormKeys.detail(saved.id), saved),
    // The saved employee's Activity panel shows the change (a new one has no panel open yet).
    invalidate: employee
      ? [employeeListKeys.lists, activityKeys.record('employee', employee.id)]
      : [employeeListKeys.lists],
  }).mutateAsync;
}
