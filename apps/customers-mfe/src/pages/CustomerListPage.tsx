import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function CustomerListPage() {
  return (
    <>
      <PageHeader title="Customers">Customers filtered by KYC, wallet, role and join date.</PageHeader>
      <RouteDetails pattern="/customers" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
