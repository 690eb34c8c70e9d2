import { usePermission } from '@admin/auth';
import { MessagesPanel, SendMessageButton } from '@admin/ui/messages';
import { messageComposer, recordMessages } from '../api/messages-queries';

/** The customer's Messages tab: every message sent to them, their orders' too, newest first, with Retry. */
export function CustomerMessages({ customerId }: { customerId: number }) {
  const maySend = usePermission('messages.send');
  return (
    <MessagesPanel
      {...recordMessages('customer', customerId)}
      mayRetry={maySend}
      orderHref={(orderId) => `/order-details/${orderId}`}
    />
  );
}

/**
 * Send message to the customer (their name filled in). From a decision, `initialValues` offers its
 * reason for a template's `{{reason}}`, and `accessibleName` says which decision.
 */
export function SendCustomerMessage({
  customerId,
  customerName,
  initialValues,
  accessibleName,
  size,
}: {
  customerId: number;
  customerName: string;
  initialValues?: Record<string, string>;
  accessibleName?: string;
  size?: 'sm' | 'md';
}) {
  const maySend = usePermission('messages.send');
  return (
    <SendMessageButton
      maySend={maySend}
      composer={messageComposer('customer', customerId)}
      about={customerName}
      initialValues={initialValues}
      accessibleName={accessibleName}
      size={size}
    />
  );
}
