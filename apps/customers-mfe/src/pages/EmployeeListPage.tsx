import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function EmployeeListPage() {
  return (
    <>
      <PageHeader title="Employees">Employees of the platform.</PageHeader>
      <RouteDetails pattern="/employee" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
