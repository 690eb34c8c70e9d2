import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function ProjectListPage() {
  return (
    <>
      <PageHeader title="Project List">Projects with their status, booking-amount and waitlist flags; property list with filters.</PageHeader>
      <RouteDetails pattern="/" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
