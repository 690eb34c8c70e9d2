import { sectionTabs } from '@admin/api-client/contract';
import { usePermissions } from '@admin/auth';
import { SectionTabs } from '@admin/ui';
import { pages } from '../pages';

// The sidebar keeps exactly the spec's links (Orders, Cancel Requests); the pages this remote declares
// under Orders with a tab (src/pages.ts: the report, the wallet transactions) are reached from these.
export function OrdersSectionTabs() {
  return <SectionTabs label="Orders sections" links={sectionTabs(pages, '/orders', usePermissions())} />;
}
