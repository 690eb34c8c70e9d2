import { usePermission } from '@admin/auth';
import { MessagesPanel, SendMessageButton } from '@admin/ui/messages';
import { messageComposer, recordMessages } from '../api/messages-queries';

/** The messages sent about an order, newest first, with Retry on a failed or bounced one. */
export function OrderMessages({ orderId }: { orderId: number }) {
  const maySend = usePermission('messages.send');
  return <MessagesPanel {...recordMessages('order', orderId)} mayRetry={maySend} />;
}

/**
 * Send message about an order (its amount, units, project, deadline and the customer's name filled in).
 * `initialValues` offers values for the placeholders staff write (a decision's reason).
 */
export function SendOrderMessage({
  orderId,
  initialValues,
  accessibleName,
  size,
}: {
  orderId: number;
  initialValues?: Record<string, string>;
  /** Where a page has more than one ("Send message about cancel request #12"). */
  accessibleName?: string;
  size?: 'sm' | 'md';
}) {
  const maySend = usePermission('messages.send');
  return (
    <SendMessageButton
      maySend={maySend}
      composer={messageComposer('order', orderId)}
      about={`Order #${orderId}`}
      initialValues={initialValues}
      accessibleName={accessibleName}
      size={size}
    />
  );
}
