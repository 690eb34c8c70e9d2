import type { Employee } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { useSessions } from '@admin/auth/sessions';
import { SessionList } from '@admin/ui';

/**
 * Where the employee is signed in, on their form. Holders of employees.write may sign them out of
 * one session or all (less than deactivating them, which also ends every session).
 */
export function EmployeeSessions({ employee }: { employee: Employee }) {
  const sessions = useSessions(employee.id);
  const mayWrite = usePermission('employees.write');
  return (
    <SessionList
      {...sessions}
      title={`Where ${employee.name} is signed in`}
      signOutAllLabel="Sign out of every session"
      signOutAllDescription={`Every browser signed in to ${employee.name}'s account is signed out at once; they must sign in again.`}
      owner={`${employee.name}'s`}
      emptyText={`${employee.name} is not signed in anywhere`}
      readOnly={!mayWrite}
    />
  );
}
