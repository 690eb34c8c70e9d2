import { useParams } from '@admin/ui/router';
import { PageHeader, ReleaseStamp } from '@admin/ui';
import { OrderActivity } from '../features/activity/components/OrderActivity';
import { ORDER_DETAIL_ERROR } from '../features/order-detail/api/order-detail-queries';
import { OrderDetail } from '../features/order-detail/components/OrderDetail';
import { APP_LABEL, RELEASE } from '../release';
import { idParam } from '../common/url-params';

/** /order-details/{id}, with the order's activity below. Keyed by id, so moving to another order starts from its own state. */
export default function OrderDetailPage() {
  const parsed = idParam.safeParse(useParams().id);
  return (
    <>
      {parsed.success ? (
        <>
          <OrderDetail key={parsed.data} orderId={parsed.data} />
          <OrderActivity key={`activity-${parsed.data}`} orderId={parsed.data} />
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
