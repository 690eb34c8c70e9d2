import { PageHeader, RouteDetails } from '@admin/ui';
import { useParams } from 'react-router-dom';
import { APP_LABEL, RELEASE } from '../release';

/** One form serves both /add-employee and /edit-employee/{id}. */
export default function EmployeeFormPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title={id ? 'Edit Employee' : 'Add Employee'}>Create or edit an employee.</PageHeader>
      <RouteDetails pattern={id ? '/edit-employee/{id}' : '/add-employee'} servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
