import { PageHeader, RouteDetails } from '@admin/ui';
import { APP_LABEL, RELEASE } from '../release';

export default function TransactionsPage() {
  return (
    <>
      <PageHeader title="Wallet Transactions">Wallet transactions by customer, type, status and date.</PageHeader>
      <RouteDetails pattern="/transactions" servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
