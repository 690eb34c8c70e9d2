import { usePermission } from '@admin/auth';
import { ActivityPanel } from '@admin/ui';
import { recordHistory } from '../api/activity-queries';

/**
 * The order's Activity panel. "All activity by this person" opens the Activity screen (customers-mfe,
 * a plain URL) and is offered only to those who may open it. An entry about a message links to the
 * order's messages on its timeline (`#messages` brings them into view).
 */
export function OrderActivity({ orderId }: { orderId: number }) {
  const seesAll = usePermission('audit.read');
  return (
    <ActivityPanel
      {...recordHistory('order', orderId)}
      actorHref={seesAll ? (actor) => `/activity?actor_id=${actor.id}` : undefined}
      messagesHref={`/order-details/${orderId}#messages`}
    />
  );
}
