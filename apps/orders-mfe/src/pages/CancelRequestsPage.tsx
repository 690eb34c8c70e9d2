import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function CancelRequestsPage() {
  return (
    <>
      <PageHeader title="Cancel Requests">Cancel requests to approve or reject.</PageHeader>
      <RouteDetails pattern="/cancel" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
