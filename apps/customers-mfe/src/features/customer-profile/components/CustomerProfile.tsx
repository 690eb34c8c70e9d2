import {
  AlsoViewing,
  Breadcrumbs,
  Button,
  EditingWarning,
  EmptyState,
  LiveChangeNotice,
  PageHeader,
  Spinner,
  Tabs,
} from '@admin/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import type { Customer } from '@admin/api-client';
import { CUSTOMER_MESSAGES, errorMessage } from '@admin/api-client/contract';
import { KycBadge, UserStatusBadge } from '../../../common/Badges';
import { useLivePresence, useLiveRecord, useSoftLock } from '@admin/auth/live';
import { customerPageKeys, useCustomer, useRefetchCustomer } from '../api/customer-profile-queries';
import { AccountDetails } from './AccountDetails';
import { CommentsPanel } from './CommentsPanel';
import { EditCustomerDialog } from './EditCustomerDialog';
import { KycPanel, type KycMessage } from './KycPanel';
import { ProfileActions } from './ProfileActions';
import styles from './CustomerProfile.module.css';

export interface CustomerProfileProps {
  customerId: number;
  /** The portfolio tab's content (another feature, composed by the page). */
  portfolio: ReactNode;
  /** The activity tab's content: the customer's history (another feature, composed by the page). */
  activity?: ReactNode;
  /** The messages tab's content: what was sent to the customer (another feature, composed by the page). */
  messages?: ReactNode;
  /** Send message in the header (another feature, composed by the page). */
  sendMessage?: (customer: Customer) => ReactNode;
  /** Send message beside a decided KYC check, its reason offered to the template. */
  kycMessage?: KycMessage;
}

/** One account: header with its statuses and actions, then Account, KYC, Portfolio, Comments, Messages and Activity tabs. */
export function CustomerProfile({
  customerId,
  portfolio,
  activity,
  messages,
  sendMessage,
  kycMessage,
}: CustomerProfileProps) {
  const query = useCustomer(customerId);
  const edit = useEditWithPresence(customerId);
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
      <PageHeader
        title={customer.name}
        actions={
          <>
            {sendMessage?.(customer)}
            <ProfileActions
              customer={customer}
              onEdit={edit.start}
              editDialog={
                <EditCustomerDialog
                  customer={customer}
                  open={edit.open}
                  onOpenChange={edit.setOpen}
                  onDirtyChange={edit.onDirtyChange}
                  formKey={edit.formKey}
                  notice={<LiveChangeNotice what="this customer" live={edit.live} />}
                />
              }
            />
          </>
        }
      >
        <span className={styles.overall}>
          <UserStatusBadge status={customer.status} /> KYC <KycBadge status={customer.kyc?.status} />{' '}
          {customer.role_data?.name ?? ''}
        </span>
        <AlsoViewing viewers={edit.viewers} />
      </PageHeader>
      <EditingWarning what="this customer" warning={edit.warning} />
      <Tabs
        label="Customer sections"
        tabs={[
          { value: 'account', label: 'Account', content: <AccountDetails customer={customer} /> },
          { value: 'kyc', label: 'KYC', content: <KycPanel customer={customer} kycMessage={kycMessage} /> },
          { value: 'portfolio', label: 'Portfolio', content: portfolio },
          {
            value: 'comments',
            label: `Comments (${customer.comments.length})`,
            content: <CommentsPanel customer={customer} />,
          },
          ...(messages ? [{ value: 'messages', label: 'Messages', content: messages }] : []),
          ...(activity ? [{ value: 'activity', label: 'Activity', content: activity }] : []),
        ]}
      />
    </>
  );
}

/**
 * The profile's edit and live updates together: who else has the customer open (presence, "editing"
 * while the edit form holds input); Edit warns first when someone else is editing (a soft lock); a
 * change by someone else shows at once, or, while the form holds input, waits behind a notice in the
 * dialog (Reload starts the form again from the new values; Keep mine leaves the If-Match rule to it).
 */
function useEditWithPresence(customerId: number) {
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const unsaved = useRef(false);
  const onDirtyChange = useCallback((next: boolean) => {
    unsaved.current = next;
    setDirty(next);
  }, []);
  const viewers = useLivePresence('customer', customerId, open && dirty);
  const lock = useSoftLock(viewers);
  const live = useLiveRecord({
    type: 'customer',
    id: customerId,
    queryKeys: customerPageKeys(customerId),
    hasUnsavedEdits: () => unsaved.current,
  });
  const refetchCustomer = useRefetchCustomer(customerId);
  return {
    open,
    setOpen,
    viewers,
    onDirtyChange,
    formKey,
    warning: lock.warning,
    start: () => lock.startEditing(() => setOpen(true)),
    live: {
      notice: live.notice,
      keepMine: live.keepMine,
      reload: () => {
        live.reload();
        // The form starts again once the record has been fetched anew.
        void refetchCustomer().then(() => setFormKey((key) => key + 1));
      },
    },
  };
}
