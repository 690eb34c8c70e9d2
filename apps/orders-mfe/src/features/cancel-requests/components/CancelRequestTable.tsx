import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link } from '@admin/ui/router';
import type { CancelRequest, CancelRequestStatus } from '@admin/api-client';
import {
  AWAITING_SECOND_APPROVAL,
  AwaitingSecondApprovalNote,
  Button,
  decisionByWords,
  DataTable,
  formatAge,
  formatDate,
  formatMoney,
  Gated,
  secondStepGate,
  StatusBadge,
} from '@admin/ui';
import type { DataTableBulk, DataTableColumn, ListTableProps, StatusTone } from '@admin/ui';
import { CANCEL_REQUEST_MESSAGES, notAllowedReason } from '@admin/api-client/contract';
import { ALL_STATUSES } from '../schemas/cancel-list-params';
import shared from '../../../common/shared.module.css';

const NO_CANCEL_DECIDE = notAllowedReason('cancel.decide');

const TONES: Readonly<Record<CancelRequestStatus, StatusTone>> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'neutral',
};

export interface CancelRequestTableProps {
  /** The list's rows, paging and kept column choice: its page's `useListController(…).table`. */
  table: ListTableProps<CancelRequest>;
  hasFilters: boolean;
  /** The list shows the Pending queue (the default): its empty state links to every status. */
  pendingOnly: boolean;
  /** The list shows only the approvals awaiting the user's confirmation. */
  awaitingMine?: boolean;
  canDecide: boolean;
  onApprove: (request: CancelRequest) => void;
  onReject: (request: CancelRequest) => void;
  /** The signed-in user: the second step of an approval awaiting a second one is someone else's. */
  userId: number | undefined;
  onConfirm: (request: CancelRequest) => void;
  onSendBack: (request: CancelRequest) => void;
  /** Send message about a decided request's order (another feature, composed by the page). */
  renderSendMessage?: (request: CancelRequest) => ReactNode;
  /** Who owns the decision, and the means to claim or assign it (composed by the page). */
  renderAssignee?: (request: CancelRequest) => ReactNode;
  bulk?: DataTableBulk<CancelRequest>;
  /** Why a row someone else took out of the list is still shown ("Decided by …": the page's live list). */
  rowMark?: (request: CancelRequest) => string | undefined;
}

/**
 * A decided request: what was decided, by whom (both people when it took two) and when ("Approved by
 * Meera · confirmed by Asha Admin · November 22, 2026"), then its reason when one was given.
 */
function DecisionSummary({ request }: { request: CancelRequest }) {
  const decidedOn = formatDate(request.decided_at);
  return (
    <span className={shared.muted}>
      {request.decision_by ? decisionByWords(request.status, request.decision_by) : request.status}
      {/* The date wraps as a whole in the narrow column, never across its words. */}
      {decidedOn ? (
        <>
          {' · '}
          <span className={shared.nowrap}>{decidedOn}</span>
        </>
      ) : null}
      {request.decision_reason ? (
        <span className={shared.clamp} title={request.decision_reason}>
          {request.decision_reason}
        </span>
      ) : null}
    </span>
  );
}

/** A pending refund approved once: who approved it, on a line of its own under the row. One function, so the rows keep theirs. */
const approvalNote = (request: CancelRequest) =>
  request.status === 'Pending' && request.awaiting_second_approval ? (
    <AwaitingSecondApprovalNote awaiting={request.awaiting_second_approval} decision="approved" />
  ) : null;

/** The work queue's columns: how long a pending request has waited, and who owns it (a decided one waits no more). */
const queueColumns = (renderAssignee: (request: CancelRequest) => ReactNode): DataTableColumn<CancelRequest>[] => [
  {
    id: 'age',
    header: 'Waiting',
    cell: ({ row }) => (
      <span className={shared.nowrap}>
        {row.original.status === 'Pending' ? formatAge(row.original.created_at) : '—'}
      </span>
    ),
  },
  { id: 'assignee', header: 'Assignee', cell: ({ row }) => renderAssignee(row.original) },
];

export function CancelRequestTable({
  table,
  hasFilters,
  pendingOnly,
  awaitingMine = false,
  canDecide,
  onApprove,
  onReject,
  userId,
  onConfirm,
  onSendBack,
  renderAssignee,
  renderSendMessage,
  bulk,
  rowMark,
}: CancelRequestTableProps) {
  // One array while the page's callbacks and the user stay: a new one each render drew every row
  // again (the rows compare their columns) whenever the page rendered, e.g. as each query answered.
  const columns = useMemo((): DataTableColumn<CancelRequest>[] => {
    /**
     * A refund approved once, above the threshold: the second step, for someone else (who approved it
     * is the row's note, on a line of its own: in this narrow column it squeezed the row to ~400 px).
     */
    const secondStep = (request: CancelRequest, first: NonNullable<CancelRequest['awaiting_second_approval']>) => {
      const gate = secondStepGate(first, userId, canDecide, NO_CANCEL_DECIDE);
      return (
        <span className={shared.rowActions}>
          <Gated allowed={gate.allowed} why={gate.why}>
            <Button
              size="sm"
              onClick={() => onConfirm(request)}
              aria-label={`Confirm the refund of cancel request #${request.id}`}
            >
              Confirm
            </Button>
          </Gated>
          <Gated allowed={gate.allowed} why={gate.why}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onSendBack(request)}
              aria-label={`Send back the approval of cancel request #${request.id}`}
            >
              Send back
            </Button>
          </Gated>
        </span>
      );
    };
    return [
      {
        id: 'id',
        header: 'Request',
        cell: ({ row }) => `#${row.original.id}`,
        meta: { width: '5.5rem', sticky: 'start' },
      },
      {
        id: 'customer',
        header: 'Customer',
        cell: ({ row }) => <Link to={`/customers-profile/${row.original.user_id}`}>{row.original.user_name}</Link>,
        // A long name wraps rather than push the queue's columns under the sticky Decision at 1024 px.
        meta: { wrap: true },
      },
      // Right after who raised it, then the queue's columns: what staff scan first stays beside the
      // sticky columns when the table scrolls sideways on a narrower window (1024 px).
      {
        id: 'status',
        header: 'Status',
        sortKey: 'status',
        // As narrow as a Pending badge needs: "Awaiting second approval" wraps inside it, so Waiting and
        // Assignee stay clear of the sticky Decision at 1024 px.
        meta: { wrap: true, width: '8rem' },
        cell: ({ row }) => (
          <span title={row.original.decision_reason ?? undefined}>
            {/* Still Pending for the API; for staff it waits on someone else's eyes, and says so. */}
            {row.original.status === 'Pending' && row.original.awaiting_second_approval ? (
              <StatusBadge tone="info" wrap>
                {AWAITING_SECOND_APPROVAL}
              </StatusBadge>
            ) : (
              <StatusBadge tone={TONES[row.original.status]}>{row.original.status}</StatusBadge>
            )}
          </span>
        ),
      },
      ...(renderAssignee ? queueColumns(renderAssignee) : []),
      {
        id: 'order',
        header: 'Order',
        cell: ({ row }) => <Link to={`/order-details/${row.original.order_id}`}>#{row.original.order_id}</Link>,
      },
      {
        id: 'project',
        header: 'Project',
        cell: ({ row }) => row.original.property_name,
        meta: { defaultHidden: true },
      },
      {
        id: 'amount',
        header: 'Amount',
        cell: ({ row }) => formatMoney(row.original.total_amount),
        meta: { align: 'right' },
      },
      {
        id: 'reason',
        header: 'Reason',
        cell: ({ row }) => (
          <span className={shared.clamp} title={row.original.reason}>
            {row.original.reason}
          </span>
        ),
        meta: { wrap: true },
      },
      {
        id: 'raised',
        header: 'Raised on',
        sortKey: 'created_at',
        cell: ({ row }) => <span className={shared.nowrap}>{formatDate(row.original.created_at)}</span>,
      },
      {
        id: 'decision',
        header: 'Decision',
        sortKey: 'decided_at',
        // A decision's reason can be long: it wraps, so the row's other columns keep their room.
        meta: { sticky: 'end', wrap: true, width: '15rem' },
        cell: ({ row }) =>
          row.original.status === 'Pending' && row.original.awaiting_second_approval ? (
            secondStep(row.original, row.original.awaiting_second_approval)
          ) : row.original.status === 'Pending' ? (
            <span className={shared.rowActions}>
              <Gated allowed={canDecide} why={NO_CANCEL_DECIDE}>
                <Button
                  size="sm"
                  onClick={() => onApprove(row.original)}
                  aria-label={`Approve cancel request #${row.original.id}`}
                >
                  Approve
                </Button>
              </Gated>
              <Gated allowed={canDecide} why={NO_CANCEL_DECIDE}>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => onReject(row.original)}
                  aria-label={`Reject cancel request #${row.original.id}`}
                >
                  Reject
                </Button>
              </Gated>
            </span>
          ) : (
            <>
              <DecisionSummary request={row.original} />
              {renderSendMessage ? <span className={shared.rowActions}>{renderSendMessage(row.original)}</span> : null}
            </>
          ),
      },
    ];
  }, [canDecide, userId, onApprove, onReject, onConfirm, onSendBack, renderAssignee, renderSendMessage]);
  return (
    <DataTable
      {...table}
      caption="Cancel requests"
      columns={columns}
      errorFallback={CANCEL_REQUEST_MESSAGES.list}
      getRowId={(request) => String(request.id)}
      rowMark={rowMark}
      bulk={bulk}
      rowNote={approvalNote}
      empty={
        awaitingMine
          ? {
              title: 'Nothing awaits your confirmation',
              description:
                'Refunds another staff member approved above the threshold appear here for your second approval.',
            }
          : hasFilters
            ? { title: 'No cancel requests match these filters' }
            : pendingOnly
              ? {
                  title: 'No pending cancel requests',
                  description: 'Requests raised from an order appear here for a decision.',
                  action: <Button to={`?status=${ALL_STATUSES}`}>Show all statuses</Button>,
                }
              : {
                  title: 'No cancel requests',
                  description: 'Requests raised from an order appear here for a decision.',
                }
      }
    />
  );
}
