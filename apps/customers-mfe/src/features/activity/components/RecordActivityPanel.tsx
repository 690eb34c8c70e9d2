import { usePermission } from '@admin/auth';
import { ActivityPanel } from '@admin/ui';
import { recordHistory } from '../api/activity-queries';
import { activityOfActorHref, recordMessagesHref } from './record-links';

/**
 * A customer's or an employee's Activity panel; "All activity by this person" only for those who may
 * open the Activity screen; an entry about a message (a customer's) links to their Messages tab.
 */
export function RecordActivityPanel({ type, id }: { type: 'customer' | 'employee'; id: number }) {
  const seesAll = usePermission('audit.read');
  return (
    <ActivityPanel
      {...recordHistory(type, id)}
      actorHref={seesAll ? (actor) => activityOfActorHref(actor.id) : undefined}
      messagesHref={recordMessagesHref(type, id)}
    />
  );
}
