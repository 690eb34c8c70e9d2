import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function OrderDetailPage() {
  return (
    <>
      <PageHeader title="Order Details">An order with its documents, payment, status and times.</PageHeader>
      <RouteDetails pattern="/order-details/{id}" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
