import { useParams } from '@admin/ui/router';
import { usePermission } from '@admin/auth';
import { Breadcrumbs, Button, EmptyState, PageHeader, Spinner } from '@admin/ui';
import { EMPLOYEE_MESSAGES, errorMessage, ROLE_MESSAGES } from '@admin/api-client/contract';
import { useEmployee } from '../features/employee-form/api/employee-form-queries';
import { EmployeeForm } from '../features/employee-form/components/EmployeeForm';
import { RecordActivityPanel } from '../features/activity/components/RecordActivityPanel';
import { EmployeeSessions } from '../features/employee-sessions/components/EmployeeSessions';
import { useRoleOptions } from '../features/roles/api/roles-queries';

/** One form serves both /add-employee and /edit-employee/{id}, keyed by id so switching starts afresh. */
export default function EmployeeFormPage() {
  const { id: rawId } = useParams();
  const id = rawId === undefined ? undefined : Number(rawId);
  const query = useEmployee(id);
  const roles = useRoleOptions({ staffOnly: true });
  // A record the role may only read is titled as such ('Employee', not 'Edit Employee').
  const mayWrite = usePermission('employees.write');
  const title = id === undefined ? 'Add Employee' : mayWrite ? 'Edit Employee' : 'Employee';

  let body;
  if (id !== undefined && (!Number.isInteger(id) || id <= 0))
    body = <EmptyState title="Employee not found" description="This address names no employee." />;
  else if (id !== undefined && query.isPending) body = <Spinner label="Loading employee" />;
  else if (id !== undefined && query.isError)
    body = (
      <EmptyState
        title={errorMessage(query.error, EMPLOYEE_MESSAGES.detail)}
        action={<Button onClick={() => void query.refetch()}>Retry</Button>}
      />
    );
  else if (roles.isPending) body = <Spinner label="Loading roles" />;
  else if (roles.isError)
    body = (
      <EmptyState
        title={ROLE_MESSAGES.list}
        description="The roles could not be loaded."
        action={<Button onClick={roles.retry}>Retry</Button>}
      />
    );
  else
    body = (
      <EmployeeForm
        key={rawId ?? 'new'}
        employee={id === undefined ? undefined : query.data}
        roleOptions={roles.options}
      />
    );

  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Employees', to: '/employee' },
          { label: id === undefined ? 'Add employee' : (query.data?.name ?? title) },
        ]}
      />
      <PageHeader title={title}>
        {id === undefined
          ? 'A new staff account; they sign in with this phone number.'
          : 'Contact details, role and status.'}
      </PageHeader>
      {body}
      {id !== undefined && query.data ? <EmployeeSessions employee={query.data} /> : null}
      {id !== undefined && query.data ? <RecordActivityPanel type="employee" id={id} /> : null}
    </>
  );
}
