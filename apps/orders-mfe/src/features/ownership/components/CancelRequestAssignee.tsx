import type { CancelRequest } from '@admin/api-client';
import { useCurrentUser, usePermission } from '@admin/auth';
import { AssigneeControl } from '@admin/ui';
import { useAssignCancelRequest, useAssignees } from '../api/ownership-queries';

/** A cancel request's owner in the list, claimed or assigned by those who may decide it. */
export function CancelRequestAssignee({ request }: { request: CancelRequest }) {
  const canAssign = usePermission('cancel.decide');
  const me = useCurrentUser().user?.id;
  const assignees = useAssignees('cancel_request', canAssign);
  const assign = useAssignCancelRequest();
  return (
    <AssigneeControl
      itemLabel={`cancel request #${request.id}`}
      assignee={request.assignee}
      meId={me}
      canAssign={canAssign && request.status === 'Pending'}
      assignees={assignees.data ?? []}
      pending={assign.isPending}
      onAssign={(assigneeId) => assign.mutate({ request, assigneeId })}
    />
  );
}
