import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { employeesApi } from '@admin/api-client/employees';
import { auditKeys, EMPLOYEE_MESSAGES } from '@admin/api-client/contract';
import { useApiMutation } from '@admin/ui';
import type { Employee, EmployeeCreateRequest, EmployeeUpdateRequest } from '@admin/api-client';
import { employeeListKeys } from '../../employee-list/api/employee-list-queries';
import { queryRoots } from '../../../common/query-roots';

const employeeFormKeys = {
  detail: (id: number) => [...queryRoots.employees, 'detail', id] as const,
};

const employeeQuery = (id: number | undefined) =>
  queryOptions({ queryKey: employeeFormKeys.detail(id ?? 0), queryFn: () => employeesApi.get(id as number) });

export function useEmployee(id: number | undefined) {
  return useQuery({ ...employeeQuery(id), enabled: id !== undefined });
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
    // A role that decides waits for a second Admin: the toast says so, as the API's message does.
    success: (saved: Employee) => {
      const waiting = saved.role_awaiting_second_approval;
      if (waiting?.new_employee)
        return `${saved.name} added, inactive until a second Admin confirms the role ${waiting.role.name}`;
      if (waiting && !employee?.role_awaiting_second_approval)
        return `${saved.name} saved; the role ${waiting.role.name} awaits a second Admin`;
      return employee ? `${saved.name} saved` : `${saved.name} added`;
    },
    errorFallback: EMPLOYEE_MESSAGES.save,
    onSuccess: (saved) => queryClient.setQueryData(employeeFormKeys.detail(saved.id), saved),
    // The saved employee's Activity panel shows the change (a new one has no panel open yet).
    invalidate: employee
      ? [employeeListKeys.lists, auditKeys.record('employee', employee.id)]
      : [employeeListKeys.lists],
  }).mutateAsync;
}

/** What both steps refresh: the record, the lists and its Activity. */
function useGrantStep(
  call: (employee: Employee) => Promise<Employee>,
  success: (employee: Employee, saved: Employee) => string,
) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: call,
    success: (saved: Employee, employee: Employee) => success(employee, saved),
    errorFallback: EMPLOYEE_MESSAGES.save,
    onSuccess: (saved) => queryClient.setQueryData(employeeFormKeys.detail(saved.id), saved),
    invalidate: (_data, employee) => [employeeListKeys.lists, auditKeys.record('employee', employee.id)],
  });
}

/** A second Admin confirms the role that decides waiting on an employee: it takes effect (a new account becomes Active). */
export function useConfirmRoleGrant() {
  return useGrantStep(
    (employee) => employeesApi.confirmRole(employee.id, employee.version),
    (employee, saved) => {
      const waiting = employee.role_awaiting_second_approval;
      return `${saved.name} now has the role ${waiting?.role.name} (given by ${waiting?.by.name}, confirmed)`;
    },
  );
}

/** A second Admin sends the waiting role back: the role stays as it was; a new account waiting with it is not added. */
export function useSendBackRoleGrant() {
  return useGrantStep(
    (employee) => employeesApi.sendBackRole(employee.id, {}, employee.version),
    (employee, saved) => {
      const waiting = employee.role_awaiting_second_approval;
      return waiting?.new_employee
        ? `Role ${waiting.role.name} sent back: ${saved.name} is not added`
        : `Role ${waiting?.role.name} for ${saved.name} by ${waiting?.by.name} sent back`;
    },
  );
}
