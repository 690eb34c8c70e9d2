import type { Order, RemotePagePrefetch } from '@admin/api-client';
import { queryClient, useListStorage, usePermission } from '@admin/auth';
import { NewRowsNotice, useLiveList } from '@admin/auth/live';
import { PageHeader, parseListParams, ReleaseStamp, SavedViews, useListController } from '@admin/ui';
import type { ListParams } from '@admin/ui';
import { CustomerSelect, ProjectSelect } from '../features/order-choices/components/ChoiceSelects';
import { fetchOrder, orderListQuery } from '../features/orders/api/orders-queries';
import { useOrderBulk } from '../features/orders/hooks/use-order-bulk';
import { OrderFilters } from '../features/orders/components/OrderFilters';
import { OrderTable } from '../features/orders/components/OrderTable';
import { orderListParams, toOrderListQuery } from '../features/orders/schemas/order-list-params';
import { OrderAssignee } from '../features/ownership/components/OrderAssignee';
import { AssigneeChoicesContext, usePageAssigneeChoices } from '../features/ownership/hooks/use-assignee-choices';
import { OrdersSectionTabs } from '../common/OrdersSectionTabs';
import { APP_LABEL, RELEASE } from '../release';

const LIVE_ORDERS = ['order'] as const;
const LIVE_OPTIONS = { fetchRow: fetchOrder };
/** One function for the page's life: the table keeps its columns, and its rows, while it does. */
const renderAssignee = (order: Order) => <OrderAssignee order={order} />;

/** The list's query for the URL's state: the controller's and the prefetch's. */
const listQuery = (params: ListParams<typeof orderListParams>) => orderListQuery(toOrderListQuery(params));

/**
 * /orders: orders by customer, project and status, every filter, the sort and the page in the URL;
 * columns to choose and saved views per user; selected orders export to CSV and, with orders.write,
 * are assigned, moved or given more time at once, each by its own rules.
 */
export default function OrderListPage() {
  const list = useListController(orderListParams, { query: listQuery, storage: useListStorage('orders') });
  const { params, query, storage } = list;
  // What other staff change shows in place; orders they create wait behind "N new · Show".
  const live = useLiveList(LIVE_ORDERS, list.queryKey, LIVE_OPTIONS);
  const mayWrite = usePermission('orders.write');
  const choices = usePageAssigneeChoices('order', mayWrite);
  const bulk = useOrderBulk(mayWrite, choices.assignees);
  const rows = query.data?.items ?? [];
  // A filter set from the URL shows its name once a row of it has loaded (every row matches it).
  const customerName = rows.find((order) => order.user_id === params.user_id)?.user_name;
  const projectName = rows.find((order) => order.property_id === params.property_id)?.property_name;

  return (
    <>
      <PageHeader title="Orders">Bookings by customers, with their status, payment and documents.</PageHeader>
      <OrdersSectionTabs />
      <NewRowsNotice live={live} />
      <OrderFilters
        status={params.status}
        onStatusChange={(status) => list.setFilters({ status })}
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
        queue={params.queue}
        onQueueChange={(queue) => list.setFilters({ queue })}
        mine={params.mine === 'true'}
        onMineChange={(checked) => list.setFilters({ mine: checked ? 'true' : undefined })}
        views={storage ? <SavedViews storage={storage} /> : null}
      />
      <AssigneeChoicesContext value={choices}>
        <OrderTable
          table={list.table}
          hasFilters={list.hasFilters}
          onClearFilters={() => list.clearFilters()}
          renderAssignee={renderAssignee}
          bulk={bulk}
          rowMark={live.markOf}
        />
      </AssigneeChoicesContext>
      <ReleaseStamp app={APP_LABEL} release={RELEASE} />
    </>
  );
}

/** The shell calls this as soon as the page's code is loaded: the list's call starts beside its first render. */
export const prefetch: RemotePagePrefetch = ({ searchParams }) => {
  void queryClient.prefetchQuery(listQuery(parseListParams(orderListParams, searchParams)));
};
