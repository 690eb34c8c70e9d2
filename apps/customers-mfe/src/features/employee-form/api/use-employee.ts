import { useQuery, useQueryClient } from '@tanstack/react-query';
import { employeesApi } from '@admin/api-client';
import type { Employee, EmployeeCreateRequest, EmployeeUpdateRequest } from '@admin/api-client';

export const employeeKeys = {
  detail: (id: number) => ['employees', 'detail', id] as const,
};

export function useEmployee(id: number | undefined) {
  return useQuery({ queryKey: employeeKeys.detail(id ?? 0), queryFn: () => employeesApi.get(id as number), enabled: id !== undefined });
}

/** The record's version when the API sends one (lost-update check, issue 15). */
const versionOf = (employee: Employee) => (employee as Employee & { version?: number }).version;

/**
 * Create or update: the form kit shows failures on the form (server message, conflict), so this is a
 * plain call that refreshes the cached lists and record afterwards.
 */
export function useSaveEmployee(employee: Employee | undefined) {
  const queryClient = useQueryClient();
  return async (body: EmployeeCreateRequest | EmployeeUpdateRequest): Promise<Employee> => {
    const saved = employee ? await employeesApi.update(employee.id, body, versionOf(employee)) : await employeesApi.create(body as EmployeeCreateRequest);
    queryClient.setQueryData(employeeKeys.detail(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: ['employees', 'list'] });
    return saved;
  };
}
