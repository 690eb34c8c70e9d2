import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function TemplatesPage() {
  return (
    <>
      <PageHeader title="Templates">Email and document templates with variables and preview.</PageHeader>
      <RouteDetails pattern="/templates" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
