import { usePermission } from '@admin/auth';
import { ActivityPanel } from '@admin/ui';
import { recordHistory } from '../api/activity-queries';

/**
 * The order's Activity panel. "All activity by this person" opens the Activity screen (customers-mfe,
 * a plain URL) and is offered only to those who may open it.
 */
export function OrderActivity({ orderId }: { orderId: number }) {
  const seesAll = usePermission('audit.read');
  return (
    <ActivityPanel
      {...recordHistory('order', orderId)}
      actorHref={seesAll ? (actor) => `/activity?actor_id=${actor.id}` : undefined}
    />
  );
}
