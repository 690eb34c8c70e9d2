import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function ConfigPage() {
  return (
    <>
      <PageHeader title="Config">Settings, partners, video links, popup texts and countries.</PageHeader>
      <RouteDetails pattern="/config" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
