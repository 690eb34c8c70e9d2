import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function CompanyListPage() {
  return (
    <>
      <PageHeader title="Companies">Companies and their status.</PageHeader>
      <RouteDetails pattern="/company" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
