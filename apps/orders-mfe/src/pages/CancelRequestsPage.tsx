import { useState } from 'react';
import type { CancelRequest } from '@admin/api-client';
import { useCurrentUser, useListStorage, usePermission } from '@admin/auth';
import { NewRowsNotice, useLiveList } from '@admin/auth/live';
import { Button, PageHeader, ReleaseStamp, SavedViews, useListController } from '@admin/ui';
import type { ListParams } from '@admin/ui';
import { cancelRequestListQuery, fetchCancelRequest } from '../features/cancel-requests/api/cancel-requests-queries';
import { useCancelBulk } from '../features/cancel-requests/hooks/use-cancel-bulk';
import { CancelFilters } from '../features/cancel-requests/components/CancelFilters';
import { CancelRequestTable } from '../features/cancel-requests/components/CancelRequestTable';
import {
  ApproveDialog,
  ConfirmRefundDialog,
  RejectDialog,
  SendBackDialog,
} from '../features/cancel-requests/components/DecisionDialogs';
import { cancelListParams, cancelListQuery } from '../features/cancel-requests/schemas/cancel-list-params';
import { CustomerSelect, ProjectSelect } from '../features/order-choices/components/ChoiceSelects';
import { CancelRequestAssignee } from '../features/ownership/components/CancelRequestAssignee';
import { AssigneeChoicesContext, usePageAssigneeChoices } from '../features/ownership/hooks/use-assignee-choices';
import { SendOrderMessage } from '../features/messages/components/OrderMessages';
import { APP_LABEL, RELEASE } from '../release';

const LIVE_CANCEL_REQUESTS = ['cancel_request'] as const;
const LIVE_OPTIONS = { fetchRow: fetchCancelRequest };
/** One function each for the page's life: the table keeps its columns, and its rows, while it does. */
const renderAssignee = (request: CancelRequest) => <CancelRequestAssignee request={request} />;
const renderSendMessage = (request: CancelRequest) => (
  <SendOrderMessage
    orderId={request.order_id}
    initialValues={request.decision_reason ? { reason: request.decision_reason } : undefined}
    accessibleName={`Send message about cancel request #${request.id}`}
    size="sm"
  />
);

/** The list's query for the URL's state. */
const listQuery = (params: ListParams<typeof cancelListParams>) => cancelRequestListQuery(cancelListQuery(params));

/**
 * /cancel: cancel requests (Pending first) by status, customer, project and dates; approve (refund) or
 * reject with a reason, one by one or the selected pending ones at once; a refund above the threshold
 * waits for a second staff member, who confirms or sends it back; columns and saved views per user.
 */
export default function CancelRequestsPage() {
  const list = useListController(cancelListParams, { query: listQuery, storage: useListStorage('cancel-requests') });
  const { params, query, storage } = list;
  // A decision someone else makes shows at once (a request it takes out of the queue stays, marked
  // "Decided by …", until the next fetch); requests raised meanwhile wait behind "N new · Show".
  const live = useLiveList(LIVE_CANCEL_REQUESTS, list.queryKey, LIVE_OPTIONS);
  const canDecide = usePermission('cancel.decide');
  const bulk = useCancelBulk(canDecide);
  const [approving, setApproving] = useState<CancelRequest | null>(null);
  const [rejecting, setRejecting] = useState<CancelRequest | null>(null);
  const [confirming, setConfirming] = useState<CancelRequest | null>(null);
  const [sendingBack, setSendingBack] = useState<CancelRequest | null>(null);
  const userId = useCurrentUser().user?.id;
  const choices = usePageAssigneeChoices('cancel_request', canDecide);
  const rows = query.data?.items ?? [];
  const customerName = rows.find((r) => r.user_id === params.user_id)?.user_name;
  const projectName = rows.find((r) => r.property_id === params.property_id)?.property_name;

  return (
    <>
      <PageHeader title="Cancel Requests">
        Cancellations customers or staff asked for, waiting for a decision.
      </PageHeader>
      {params.order_id !== undefined ? (
        <p>
          Showing the requests of order #{params.order_id}.{' '}
          <Button variant="ghost" size="sm" onClick={() => list.setFilters({ order_id: undefined })}>
            Show all orders
          </Button>
        </p>
      ) : null}
      <CancelFilters
        status={params.status ?? 'Pending'}
        onStatusChange={(status) => list.setFilters({ status })}
        from={params.from_date}
        to={params.to_date}
        onDatesChange={({ from, to }) => list.setFilters({ from_date: from, to_date: to })}
        customerFilter={
          <CustomerSelect
            value={params.user_id}
            selectedName={customerName}
            onChange={(user_id) => list.setFilters({ user_id })}
          />
        }
        projectFilter={
          <ProjectSelect
            value={params.property_id}
            selectedName={projectName}
            onChange={(property_id) => list.setFilters({ property_id })}
          />
        }
        hasFilters={list.hasFilters}
        onClear={() => list.clearFilters()}
        mine={params.mine === 'true'}
        onMineChange={(checked) => list.setFilters({ mine: checked ? 'true' : undefined })}
        awaitingMyConfirmation={params.awaiting_my_confirmation === 'true'}
        onAwaitingMyConfirmationChange={
          canDecide
            ? (checked) => list.setFilters({ awaiting_my_confirmation: checked ? 'true' : undefined })
            : undefined
        }
        views={storage ? <SavedViews storage={storage} /> : null}
      />
      <NewRowsNotice live={live} />
      <AssigneeChoicesContext value={choices}>
        <CancelRequestTable
          renderAssignee={renderAssignee}
          renderSendMessage={renderSendMessage}
          table={list.table}
          hasFilters={list.hasFilters}
          pendingOnly={params.status === 'Pending'}
          awaitingMine={params.awaiting_my_confirmation === 'true'}
          canDecide={canDecide}
          onApprove={setApproving}
          onReject={setRejecting}
          userId={userId}
          onConfirm={setConfirming}
          onSendBack={setSendingBack}
          bulk={bulk}
          rowMark={live.markOf}
        />
      </AssigneeChoicesContext>
      <ApproveDialog request={approving} onClose={() => setApproving(null)} />
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
      <ConfirmRefundDialog request={confirming} onClose={() => setConfirming(null)} />
      <SendBackDialog request={sendingBack} onClose={() => setSendingBack(null)} />
      <ReleaseStamp app={APP_LABEL} release={RELEASE} />
    </>
  );
}
