import { SectionTabs } from '@admin/ui';

// The sidebar keeps exactly the spec's links (Orders, Cancel Requests); the report and the wallet
// transactions are reached from these tabs.
const LINKS = [
  { to: '/orders', label: 'Orders' },
  { to: '/order-report', label: 'Order report' },
  { to: '/transactions', label: 'Transactions' },
] as const;

export function OrdersSectionTabs() {
  return <SectionTabs label="Orders sections" links={LINKS} />;
}
