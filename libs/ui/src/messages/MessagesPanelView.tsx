import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '@admin/api-client/contract/core';
import type { CustomerMessage } from '@admin/api-client/contract';
import { Link } from '@admin/ui/router';
import { describeCause, describeRoute, MESSAGE_STATUS_TONES, mayRetryMessage, statusLabel } from './describe-message';
import type { MessagesPanelProps } from './types';
import { useRevealMessages } from './use-reveal-messages';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  formatDateTime,
  Gated,
  Pagination,
  Panel,
  Spinner,
  StatusBadge,
  useApiMutation,
} from '@admin/ui';
import styles from './Messages.module.css';

const PAGE_SIZE = 10;
/** While a message on the page is on its way, its status is read again this often (a send takes a second). */
const IN_FLIGHT_REFRESH_MS = 2_000;

const inFlight = (items: readonly CustomerMessage[] | undefined) =>
  items?.some((message) => message.status === 'queued' || message.status === 'sending') ?? false;

/**
 * A record's messages, newest first, a page at a time from the server: template, channel and masked
 * recipient, who or which event sent it, status (a failure's reason beside it), dates; Retry on a
 * failed or bounced message, after a confirmation.
 */
export default function MessagesPanelView({
  title = 'Messages',
  queryKey,
  fetchPage,
  errorFallback,
  retry,
  retryFallback,
  invalidate,
  mayRetry,
  orderHref,
  actions,
  pageSize = PAGE_SIZE,
}: MessagesPanelProps) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...queryKey, { page, limit: pageSize }],
    queryFn: () => fetchPage(page, pageSize),
    placeholderData: keepPreviousData,
    // Nothing pushes a message's delivery to the page: it is read again until the page's messages settle.
    refetchInterval: (current) => (inFlight(current.state.data?.items) ? IN_FLIGHT_REFRESH_MS : false),
  });
  const revealRef = useRevealMessages<HTMLDivElement>(!query.isPending);
  const [retrying, setRetrying] = useState<CustomerMessage | null>(null);
  const retryMessage = useApiMutation({
    mutationFn: (message: CustomerMessage) => retry(message.id),
    success: 'Message queued again',
    errorFallback: retryFallback,
    invalidate: [...invalidate],
  });

  let body;
  if (query.isPending) body = <Spinner label="Loading messages" block />;
  else if (query.isError && !query.data)
    body = (
      <div role="alert" className={styles.error}>
        <p>{errorMessage(query.error, errorFallback)}</p>
        <Button size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  else if (query.data.items.length === 0 && page === 1)
    body = (
      <EmptyState
        title="No messages yet"
        description="Messages sent to the customer from here are listed with their status."
      />
    );
  else
    body = (
      <>
        <ol className={styles.list} aria-label={`${title}, newest first`} aria-busy={query.isFetching || undefined}>
          {query.data.items.map((message) => (
            <li key={message.id} className={styles.item} data-status={message.status}>
              <div className={styles.main}>
                <p className={styles.name}>
                  {message.template_name}
                  {message.order_id && orderHref ? (
                    <>
                      {' · '}
                      <Link to={orderHref(message.order_id)}>Order #{message.order_id}</Link>
                    </>
                  ) : null}
                </p>
                {message.subject ? <p className={styles.subject}>{message.subject}</p> : null}
                <p className={styles.meta}>
                  {describeRoute(message)} · {describeCause(message.cause)}
                </p>
                <p className={styles.meta}>
                  Created <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
                  {message.sent_at ? (
                    <>
                      {' · Sent '}
                      <time dateTime={message.sent_at}>{formatDateTime(message.sent_at)}</time>
                    </>
                  ) : null}
                  {message.attempts > 1 ? ` · ${message.attempts} tries` : null}
                </p>
                {message.failure_reason && message.status !== 'sent' ? (
                  <p className={styles.reason}>
                    {message.status === 'queued' ? 'Last try failed: ' : 'Reason: '}
                    {message.failure_reason}
                    {message.status === 'queued' && message.next_attempt_at
                      ? ` · next try ${formatDateTime(message.next_attempt_at)}`
                      : null}
                  </p>
                ) : null}
              </div>
              <div className={styles.side}>
                <StatusBadge tone={MESSAGE_STATUS_TONES[message.status]}>{statusLabel(message.status)}</StatusBadge>
                {mayRetryMessage(message) ? (
                  <Gated allowed={mayRetry} permission="messages.send">
                    <Button
                      size="sm"
                      onClick={() => setRetrying(message)}
                      aria-label={`Retry “${message.template_name}” to ${message.to}`}
                    >
                      Retry
                    </Button>
                  </Gated>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
        {query.isError ? <p role="alert">{errorMessage(query.error, errorFallback)}</p> : null}
        {query.data.pager.totalPages > 1 ? <Pagination pager={query.data.pager} onPageChange={setPage} /> : null}
      </>
    );

  return (
    <div ref={revealRef} className={styles.revealable}>
      <Panel
        title={title}
        description="What was sent to the customer, by whom or which event, newest first."
        actions={actions}
      >
        {body}
        <ConfirmDialog
          open={retrying !== null}
          onOpenChange={(open) => {
            if (!open) setRetrying(null);
          }}
          title="Retry this message?"
          description={
            retrying
              ? `“${retrying.template_name}” is queued again: ${describeRoute(retrying)}, with the same Message-ID, so the customer's mail can tell it is the same message.`
              : ''
          }
          confirmLabel="Retry"
          pending={retryMessage.isPending}
          onConfirm={async () => {
            if (!retrying) return;
            await retryMessage.mutateAsync(retrying);
            setRetrying(null);
          }}
        />
      </Panel>
    </div>
  );
}
