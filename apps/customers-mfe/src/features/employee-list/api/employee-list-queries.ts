import { queryOptions } from '@tanstack/react-query';
import { employeesApi } from '@admin/api-client/employees';
import { EMPLOYEE_MESSAGES } from '@admin/api-client/contract';
import type { Employee, EmployeeListQuery } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';
import { queryRoots } from '../../../common/query-roots';

/** The `employees` family: every employee view (list, form, sessions) sits under it. */
export const employeeListKeys = {
  all: queryRoots.employees,
  lists: [...queryRoots.employees, 'list'] as const,
  list: (params: EmployeeListQuery & { page: number; limit: number }) =>
    [...queryRoots.employees, 'list', params] as const,
};

export const employeeListQuery = (params: EmployeeListQuery & { page: number; limit: number }) =>
  queryOptions({ queryKey: employeeListKeys.list(params), queryFn: () => employeesApi.list(params) });

/** An employee as they are now: one someone else moved out of the filters shows it (useLiveList's fetchRow). */
export const fetchEmployee = (id: string): Promise<Employee> => employeesApi.get(Number(id));

export function useDeleteEmployee(onDone?: () => void) {
  return useApiMutation({
    mutationFn: (employee: Employee) => employeesApi.remove(employee.id),
    success: (_data, employee) => `${employee.name} deleted`,
    errorFallback: EMPLOYEE_MESSAGES.remove,
    invalidate: [employeeListKeys.all],
    onSuccess: () => onDone?.(),
  });
}
