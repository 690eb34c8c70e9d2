import type { Order } from '@admin/api-client';
import { AssigneeControl } from '@admin/ui';
import { isClosedOrder } from '../../../common/order-work';
import { useAssignOrder } from '../api/ownership-queries';
import { useAssigneeChoices } from '../hooks/use-assignee-choices';

/**
 * An order's owner in the list, claimed or assigned by those who may move orders while it is open
 * (read-only once closed). Who may assign, and whom, come from the page (AssigneeChoicesContext).
 */
export function OrderAssignee({ order }: { order: Order }) {
  const { canAssign, meId, assignees } = useAssigneeChoices();
  const assign = useAssignOrder();
  return (
    <AssigneeControl
      itemLabel={`order #${order.id}`}
      assignee={order.assignee}
      meId={meId}
      canAssign={canAssign && !isClosedOrder(order)}
      assignees={assignees}
      pending={assign.isPending}
      onAssign={(assigneeId) => assign.mutate({ order, assigneeId })}
    />
  );
}
