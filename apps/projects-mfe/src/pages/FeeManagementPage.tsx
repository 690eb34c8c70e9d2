import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function FeeManagementPage() {
  return (
    <>
      <PageHeader title="Fee Management">Fee entries per category and fee percentages per project.</PageHeader>
      <RouteDetails pattern="/fee-management" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
