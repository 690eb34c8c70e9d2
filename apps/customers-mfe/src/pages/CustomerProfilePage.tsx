import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function CustomerProfilePage() {
  return (
    <>
      <PageHeader title="Customer Profile">A customer with KYC verifications and portfolio.</PageHeader>
      <RouteDetails pattern="/customers-profile/{id}" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
