import { type FocusEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { useLivePresence, useLiveRecord, useSoftLock } from '@admin/auth/live';
import { Link } from '@admin/ui/router';
import type { Order } from '@admin/api-client';
import { errorMessage, ORDER_MESSAGES } from '@admin/api-client/contract';
import {
  AlsoViewing,
  Breadcrumbs,
  Button,
  DetailList,
  EditingWarning,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPhone,
  formatUnits,
  LiveChangeNotice,
  PageHeader,
  Skeleton,
} from '@admin/ui';
import { orderPageKeys, useOrder } from '../api/order-detail-queries';
import { CoverDocument } from './CoverDocument';
import styles from './OrderDetail.module.css';
import { OrderTimeline } from './OrderTimeline';
import { StatusActions } from './StatusActions';
import { OrderStatusBadge } from '../../../common/OrderStatusBadge';
import { OverdueChip } from '../../../common/OverdueChip';

/** /order-details/{id}: the order, its customer and project, amounts, documents, times and status actions. */
export function OrderDetail({
  orderId,
  sendMessage,
  messages,
}: {
  orderId: number;
  /** Send message to the customer about this order (another feature, composed by the page). */
  sendMessage?: ReactNode;
  /** The messages sent about the order, shown on its timeline (another feature, composed by the page). */
  messages?: ReactNode;
}) {
  const query = useOrder(orderId);
  // The time forms with unsaved input: a change by someone else then waits behind a notice.
  const unsaved = useRef(new Set<string>());
  const [editing, setEditing] = useState(false);
  const onUnsaved = useCallback((field: string, dirty: boolean) => {
    if (dirty) unsaved.current.add(field);
    else unsaved.current.delete(field);
    setEditing(unsaved.current.size > 0);
  }, []);
  // Who else has this order open (and whether they are editing it), and they learn of me.
  const viewers = useLivePresence('order', orderId, editing);
  const live = useLiveRecord({
    type: 'order',
    id: orderId,
    queryKeys: orderPageKeys(orderId),
    hasUnsavedEdits: () => unsaved.current.size > 0,
  });
  // A soft lock: going into a time form while someone else is editing the order asks first.
  const lock = useSoftLock(viewers);
  const [editAnyway, setEditAnyway] = useState(false);
  const guardEditing = (event: FocusEvent<HTMLElement>) => {
    if (editAnyway || !viewers.some((viewer) => viewer.editing)) return;
    const field = event.target;
    field.blur();
    lock.startEditing(() => {
      setEditAnyway(true);
      // After the warning has closed and handed focus back.
      setTimeout(() => field.focus(), 0);
    });
  };
  if (query.isPending) return <OrderDetailSkeleton />;
  if (query.isError) {
    return (
      <>
        <Breadcrumbs items={[{ label: 'Orders', to: '/orders' }, { label: `Order #${orderId}` }]} />
        <PageHeader title={`Order #${orderId}`} />
        <div className={styles.error} role="alert">
          <p>{errorMessage(query.error, ORDER_MESSAGES.detail)}</p>
          <Button onClick={() => void query.refetch()}>Retry</Button>
        </div>
      </>
    );
  }
  return (
    <OrderView
      order={query.data}
      notice={
        <>
          <AlsoViewing viewers={viewers} />
          <LiveChangeNotice what="this order" live={live} />
          <EditingWarning what="this order" warning={lock.warning} />
        </>
      }
      onUnsaved={onUnsaved}
      guardEditing={guardEditing}
      sendMessage={sendMessage}
      messages={messages}
    />
  );
}

function OrderView({
  order,
  notice,
  onUnsaved,
  guardEditing,
  sendMessage,
  messages,
}: {
  order: Order;
  sendMessage?: ReactNode;
  messages?: ReactNode;
  notice: ReactNode;
  onUnsaved: (field: string, dirty: boolean) => void;
  /** Focus entering the time forms: the soft lock's moment to warn. */
  guardEditing: (event: FocusEvent<HTMLElement>) => void;
}) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Orders', to: '/orders' }, { label: `Order #${order.id}` }]} />
      <PageHeader
        title={`Order #${order.id}`}
        actions={
          <>
            {sendMessage}
            <StatusActions order={order} />
          </>
        }
      >
        <span className={styles.headline}>
          <OrderStatusBadge status={order.status} /> <OverdueChip order={order} /> Booked on{' '}
          {formatDate(order.created_at)}
        </span>
      </PageHeader>
      {notice}
      {order.status === 'Cancel_Request_Raised' ? (
        <p className={styles.notice} role="status">
          A cancel request is waiting for a decision.{' '}
          <Link to={`/cancel?order_id=${order.id}`}>View the cancel request</Link>
        </p>
      ) : (
        <p className={styles.quietLink}>
          <Link to={`/cancel?order_id=${order.id}&status=all`}>Cancel requests of this order</Link>
        </p>
      )}
      <div className={styles.grid}>
        <Card title="Amounts">
          <DetailList
            items={[
              { label: 'Units', value: formatUnits(order.no_sqyds) },
              { label: 'Price per unit', value: formatMoney(order.token_amount) },
              { label: 'Amount', value: formatMoney(order.total_amount) },
              { label: 'Booking amount', value: formatMoney(order.booking_amount) },
              { label: 'Last updated', value: formatDateTime(order.updated_at) },
            ]}
          />
        </Card>
        <Card title="Customer">
          <DetailList
            items={[
              { label: 'Name', value: <Link to={`/customers-profile/${order.user_id}`}>{order.user_name}</Link> },
              { label: 'Phone', value: formatPhone(order.user_country_code, order.user_phone) },
              { label: 'Customer ID', value: `#${order.user_id}` },
            ]}
          />
        </Card>
        <Card title="Project">
          <DetailList
            items={[
              { label: 'Name', value: <Link to={`/edit-project/${order.property_id}`}>{order.property_name}</Link> },
              { label: 'Project ID', value: `#${order.property_id}` },
            ]}
          />
        </Card>
        <Card title="Documents">
          <CoverDocument order={order} />
        </Card>
        <Card title="Timeline" wide>
          <div onFocusCapture={guardEditing}>
            <OrderTimeline order={order} onUnsaved={onUnsaved} />
          </div>
          {messages ? (
            <div id="messages" className={styles.timelineMessages}>
              {messages}
            </div>
          ) : null}
        </Card>
      </div>
    </>
  );
}

function Card({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = `order-card-${title.toLowerCase()}`;
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The page's shape while the order loads. */
function OrderDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the order">
      <Skeleton width="12rem" height="1rem" />
      <div className={styles.skeletonTitle}>
        <Skeleton width="16rem" height="1.75rem" />
      </div>
      <div className={styles.grid}>
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className={styles.card}>
            <Skeleton width="40%" height="1rem" />
            {[0, 1, 2].map((line) => (
              <Skeleton key={line} width={`${60 + ((card + line) % 3) * 10}%`} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
