import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function OrderReportPage() {
  return (
    <>
      <PageHeader title="Order Report">Orders reported with totals and CSV export.</PageHeader>
      <RouteDetails pattern="/order-report" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
