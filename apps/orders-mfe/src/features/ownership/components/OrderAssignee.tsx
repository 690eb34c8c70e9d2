import type { Order } from '@admin/api-client';
import { useCurrentUser, usePermission } from '@admin/auth';
import { AssigneeControl } from '@admin/ui';
import { isClosedOrder } from '../../../common/order-work';
import { useAssignees, useAssignOrder } from '../api/ownership-queries';

/** An order's owner in the list, claimed or assigned by those who may move orders while it is open (read-only once closed). */
export function OrderAssignee({ order }: { order: Order }) {
  const canAssign = usePermission('orders.write');
  const me = useCurrentUser().user?.id;
  const assignees = useAssignees('order', canAssign);
  const assign = useAssignOrder();
  return (
    <AssigneeControl
      itemLabel={`order #${order.id}`}
      assignee={order.assignee}
      meId={me}
      canAssign={canAssign && !isClosedOrder(order)}
      assignees={assignees.data ?? []}
      pending={assign.isPending}
      onAssign={(assigneeId) => assign.mutate({ order, assigneeId })}
    />
  );
}
