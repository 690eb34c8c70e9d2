import { useParams } from '@admin/ui/router';
import { EmptyState } from '@admin/ui';
import { RecordActivityPanel } from '../features/activity/components/RecordActivityPanel';
import { CustomerProfile } from '../features/customer-profile/components/CustomerProfile';
import { CustomerMessages, SendCustomerMessage } from '../features/messages/components/CustomerMessages';
import { PortfolioPanel } from '../features/portfolio/components/PortfolioPanel';

/**
 * /customers-profile/{id}: the account, KYC decisions, portfolio, comments, messages and activity of one
 * customer; Send message in its header and beside each KYC decision.
 */
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
      messages={<CustomerMessages customerId={id} />}
      sendMessage={(customer) => <SendCustomerMessage customerId={id} customerName={customer.name} />}
      kycMessage={(customer, check, verification) => (
        <SendCustomerMessage
          customerId={id}
          customerName={customer.name}
          initialValues={check.reason ? { reason: check.reason } : undefined}
          accessibleName={`Send message about the ${verification} decision`}
          size="sm"
        />
      )}
    />
  );
}
