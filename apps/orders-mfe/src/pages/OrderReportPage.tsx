import { PageHeader, ReleaseStamp, useListController } from '@admin/ui';
import { CustomerSelect, ProjectSelect } from '../features/order-choices/components/ChoiceSelects';
import { orderReportQuery } from '../features/order-report/api/order-report-queries';
import { ReportCsvExport } from '../features/order-report/components/ReportCsvExport';
import { ReportFilters } from '../features/order-report/components/ReportFilters';
import { ReportTable } from '../features/order-report/components/ReportTable';
import { ReportTotals } from '../features/order-report/components/ReportTotals';
import { reportParams } from '../features/order-report/schemas/report-params';
import { OrdersSectionTabs } from '../common/OrdersSectionTabs';
import { APP_LABEL, RELEASE } from '../release';

/** /order-report: orders by customer, project, status and dates, with totals and a CSV of the whole filtered set. */
export default function OrderReportPage() {
  const list = useListController(reportParams, { query: orderReportQuery });
  const { params, query } = list;
  const rows = query.data?.items ?? [];
  const customerName = rows.find((order) => order.user_id === params.user_id)?.user_name;
  const projectName = rows.find((order) => order.property_id === params.property_id)?.property_name;
  const { page: _page, limit: _limit, ...filters } = params;

  return (
    <>
      <PageHeader title="Order Report" actions={<ReportCsvExport filters={filters} />}>
        Orders with the totals of everything the filters match; the CSV holds every matching order.
      </PageHeader>
      <OrdersSectionTabs />
      <ReportFilters
        status={params.status}
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
      />
      {query.isError && !query.data ? null : (
        <ReportTotals totals={query.data?.totals} stale={query.isPlaceholderData} />
      )}
      <ReportTable table={list.table} hasFilters={list.hasFilters} />
      <ReleaseStamp app={APP_LABEL} release={RELEASE} />
    </>
  );
}
