import { useParams } from '@admin/ui/router';
import { PageHeader, readId, ReleaseStamp } from '@admin/ui';
import { OrderActivity } from '../features/activity/components/OrderActivity';
import { ORDER_DETAIL_ERROR } from '../features/order-detail/api/order-detail-queries';
import { OrderDetail } from '../features/order-detail/components/OrderDetail';
import { OrderMessages, SendOrderMessage } from '../features/messages/components/OrderMessages';
import { APP_LABEL, RELEASE } from '../release';

/** /order-details/{id} (Send message in its header, its messages on its timeline), with the order's activity below. Keyed by id, so moving to another order starts from its own state. */
export default function OrderDetailPage() {
  const orderId = readId(useParams().id);
  return (
    <>
      {orderId !== undefined ? (
        <>
          <OrderDetail
            key={orderId}
            orderId={orderId}
            sendMessage={<SendOrderMessage orderId={orderId} />}
            messages={<OrderMessages orderId={orderId} />}
          />
          <OrderActivity key={`activity-${orderId}`} orderId={orderId} />
        </>
      ) : (
        <>
          <PageHeader title="Order" />
          <p role="alert">{ORDER_DETAIL_ERROR}: not an order number.</p>
        </>
      )}
      <ReleaseStamp app={APP_LABEL} release={RELEASE} />
    </>
  );
}
