// The orders-next variant's detail page: the real page (copied beside it as OrderDetailPage.base.tsx
// by build.ts), followed by the new @admin/ui component.
import { useParams } from 'react-router-dom';
import { CopyableId } from '@admin/ui';
import OrderDetailBase from './OrderDetailPage.base';

export default function OrderDetailPage() {
  const id = useParams().id;
  return (
    <>
      <OrderDetailBase />
      {id ? <CopyableId label="Order number" value={`#${id}`} /> : null}
    </>
  );
}
