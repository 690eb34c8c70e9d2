import { useParams } from '@admin/ui/router';
import { EmptyState } from '@admin/ui';
import { CustomerProfile } from '../features/customer-profile/components/CustomerProfile';
import { PortfolioPanel } from '../features/portfolio/components/PortfolioPanel';

/** /customers-profile/{id}: the account, KYC decisions, portfolio and comments of one customer. */
export default function CustomerProfilePage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState title="Customer not found" description="This address names no customer." />;
  return <CustomerProfile key={id} customerId={id} portfolio={<PortfolioPanel customerId={id} />} />;
}
