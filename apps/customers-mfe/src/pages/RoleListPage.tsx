import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function RoleListPage() {
  return (
    <>
      <PageHeader title="Roles">Roles and their permissions.</PageHeader>
      <RouteDetails pattern="/roles" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
