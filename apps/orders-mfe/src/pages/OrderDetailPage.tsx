import { useParams } from 'react-router-dom';
import { ORDER_MESSAGES } from '@admin/api-client';
import { PageHeader } from '@admin/ui';
import { OrderDetail } from '../features/order-detail';
import { idParam } from '../shared/url-params';

/** /order-details/{id}. Keyed by id, so moving to another order starts from its own state. */
export default function OrderDetailPage() {
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) {
    return (
      <>
        <PageHeader title="Order" />
        <p role="alert">{ORDER_MESSAGES.detail}: not an order number.</p>
      </>
    );
  }
  return <OrderDetail key={parsed.data} orderId={parsed.data} />;
}
