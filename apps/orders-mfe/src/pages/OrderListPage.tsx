import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function OrderListPage() {
  return (
    <>
      <PageHeader title="Orders">Orders filtered by customer, project and status; order report and wallet transactions.</PageHeader>
      <RouteDetails pattern="/orders" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
