import { useParams } from '@admin/ui/router';
import { EmptyState } from '@admin/ui';
import { RecordActivityPanel } from '../features/activity/components/RecordActivityPanel';
import { CustomerProfile } from '../features/customer-profile/components/CustomerProfile';
import { PortfolioPanel } from '../features/portfolio/components/PortfolioPanel';

/** /customers-profile/{id}: the account, KYC decisions, portfolio, comments and activity of one customer. */
export default function CustomerProfilePage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0)
    return <EmptyState title="Customer not found" description="This address names no customer." />;
  return (
    <CustomerProfile
      key={id}
      customerId={id}
      portfolio={<PortfolioPanel customerId={id} />}
      activity={<RecordActivityPanel type="customer" id={id} />}
    />
  );
}
