import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function PropertyListPage() {
  return (
    <>
      <PageHeader title="Properties">Projects listed by status, DAO, type and date.</PageHeader>
      <RouteDetails pattern="/properties" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
