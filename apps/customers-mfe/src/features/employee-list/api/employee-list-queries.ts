import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { employeesApi } from '@admin/api-client';
import { EMPLOYEE_MESSAGES } from '@admin/api-client/contract';
import type { Employee, EmployeeListQuery } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';

/** The `employees` family: every employee view (list, form, sessions) sits under it. */
export const employeeListKeys = {
  all: ['employees'] as const,
  lists: ['employees', 'list'] as const,
  list: (params: EmployeeListQuery & { page: number; limit: number }) => ['employees', 'list', params] as const,
};

export function useEmployeeList(params: EmployeeListQuery & { page: number; limit: number }) {
  return useQuery({
    queryKey: employeeListKeys.list(params),
    queryFn: () => employeesApi.list(params),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteEmployee(onDone?: () => void) {
  return useApiMutation({
    mutationFn: (employee: Employee) => employeesApi.remove(employee.id),
    success: (_data, employee) => `${employee.name} deleted`,
    errorFallback: EMPLOYEE_MESSAGES.remove,
    invalidate: [employeeListKeys.all],
    onSuccess: () => onDone?.(),
  });
}
