import { Breadcrumbs, Button, EmptyState, PageHeader, Spinner, Tabs } from '@admin/ui';
import type { ReactNode } from 'react';
import { CUSTOMER_MESSAGES, errorMessage } from '@admin/api-client/contract';
import { KycBadge, UserStatusBadge } from '../../../common/badges';
import { useLiveRecord } from '@admin/auth/live';
import { customerPageKeys, useCustomer } from '../api/customer-profile-queries';
import { AccountDetails } from './AccountDetails';
import { CommentsPanel } from './CommentsPanel';
import { KycPanel } from './KycPanel';
import { ProfileActions } from './ProfileActions';
import styles from './CustomerProfile.module.css';

export interface CustomerProfileProps {
  customerId: number;
  /** The portfolio tab's content (another feature, composed by the page). */
  portfolio: ReactNode;
  /** The activity tab's content: the customer's history (another feature, composed by the page). */
  activity?: ReactNode;
}

/** One account: header with its statuses and actions, then Account, KYC, Portfolio, Comments and Activity tabs. */
export function CustomerProfile({ customerId, portfolio, activity }: CustomerProfileProps) {
  const query = useCustomer(customerId);
  // Someone else's change (an edit, a KYC decision) shows at once: the edit dialog keeps what is typed in it.
  useLiveRecord({ type: 'customer', id: customerId, queryKeys: customerPageKeys(customerId) });
  const crumbs = (name: string) => <Breadcrumbs items={[{ label: 'Customers', to: '/customers' }, { label: name }]} />;

  if (query.isPending) {
    return (
      <>
        {crumbs('Customer')}
        <PageHeader title="Customer Profile" />
        <Spinner label="Loading customer" />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {crumbs('Customer')}
        <PageHeader title="Customer Profile" />
        <EmptyState
          title={errorMessage(query.error, CUSTOMER_MESSAGES.detail)}
          description="The account could not be loaded."
          action={<Button onClick={() => void query.refetch()}>Retry</Button>}
        />
      </>
    );
  }
  const customer = query.data;
  return (
    <>
      {crumbs(customer.name)}
      <PageHeader title={customer.name} actions={<ProfileActions customer={customer} />}>
        <span className={styles.overall}>
          <UserStatusBadge status={customer.status} /> KYC <KycBadge status={customer.kyc?.status} />{' '}
          {customer.role_data?.name ?? ''}
        </span>
      </PageHeader>
      <Tabs
        label="Customer sections"
        tabs={[
          { value: 'account', label: 'Account', content: <AccountDetails customer={customer} /> },
          { value: 'kyc', label: 'KYC', content: <KycPanel customer={customer} /> },
          { value: 'portfolio', label: 'Portfolio', content: portfolio },
          {
            value: 'comments',
            label: `Comments (${customer.comments.length})`,
            content: <CommentsPanel customer={customer} />,
          },
          ...(activity ? [{ value: 'activity', label: 'Activity', content: activity }] : []),
        ]}
      />
    </>
  );
}
