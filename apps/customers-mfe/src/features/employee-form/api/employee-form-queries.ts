import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EMPLOYEE_MESSAGES, employeesApi, errorMessage } from '@admin/api-client';
import { toast } from '@admin/ui';
import type { Employee, EmployeeCreateRequest, EmployeeUpdateRequest } from '@admin/api-client';
import { employeeListKeys } from '../../employee-list/api/employee-list-queries';

export const employeeFormKeys = {
  detail: (id: number) => ['employees', 'detail', id] as const,
};

export function useEmployee(id: number | undefined) {
  return useQuery({ queryKey: employeeFormKeys.detail(id ?? 0), queryFn: () => employeesApi.get(id as number), enabled: id !== undefined });
}

/**
 * Create or update: toasts the outcome and rethrows a failure, which the form kit shows on the form
 * (server message, conflict); on success the cached record and lists are refreshed.
 */
export function useSaveEmployee(employee: Employee | undefined) {
  const queryClient = useQueryClient();
  return async (body: EmployeeCreateRequest | EmployeeUpdateRequest): Promise<Employee> => {
    let saved: Employee;
    try {
      saved = employee ? await employeesApi.update(employee.id, body, employee.version) : await employeesApi.create(body as EmployeeCreateRequest);
    } catch (error) {
      toast.error(errorMessage(error, EMPLOYEE_MESSAGES.save));
      throw error;
    }
    toast.success(employee ? `${saved.name} saved` : `${saved.name} added`);
    queryClient.setQueryData(employeeFormKeys.detail(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: employeeListKeys.lists });
    return saved;
  };
}
