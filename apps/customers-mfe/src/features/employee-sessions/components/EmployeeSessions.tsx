import type { Employee } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { SessionList } from '@admin/ui';
import { useEmployeeSessions } from '../api/employee-sessions-queries';

/**
 * Where the employee is signed in, on their form. Holders of employees.write may sign them out of
 * one session or all (less than deactivating them, which also ends every session).
 */
export function EmployeeSessions({ employee }: { employee: Employee }) {
  const state = useEmployeeSessions(employee.id);
  const mayWrite = usePermission('employees.write');
  return (
    <SessionList
      title={`Where ${employee.name} is signed in`}
      sessions={state.sessions}
      loading={state.loading}
      error={state.error}
      onRetry={state.reload}
      onSignOut={state.signOut}
      onSignOutAll={state.signOutAll}
      signOutAllLabel="Sign out of every session"
      signOutAllDescription={`Every browser signed in to ${employee.name}'s account is signed out at once; they must sign in again.`}
      owner={`${employee.name}'s`}
      emptyText={`${employee.name} is not signed in anywhere`}
      readOnly={!mayWrite}
    />
  );
}
