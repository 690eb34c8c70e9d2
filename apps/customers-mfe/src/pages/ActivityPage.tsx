import { useListStorage } from '@admin/auth';
import { ExportCsvButton, PageHeader, SavedViews, useListController } from '@admin/ui';
import { PeopleSectionTabs } from '../common/PeopleSectionTabs';
import { activityListQuery, fetchActivityCsv } from '../features/activity/api/activity-queries';
import { ActivityFilters } from '../features/activity/components/ActivityFilters';
import { ActivityTable } from '../features/activity/components/ActivityTable';
import { activityListParams } from '../features/activity/schemas/activity-list-params';

/** /activity: every change staff made, newest first, filtered in the URL; the CSV holds the whole filtered set. */
export default function ActivityPage() {
  const list = useListController(activityListParams, {
    query: activityListQuery,
    storage: useListStorage('activity'),
  });
  const { params, query } = list;
  const entries = query.data?.items ?? [];
  const actor = entries.find((entry) => entry.actor?.id === params.actor_id)?.actor;
  const record = entries.find(
    (entry) =>
      entry.record_id === params.record_id && (!params.record_type || entry.record_type === params.record_type),
  );
  const { page: _page, limit: _limit, ...filters } = params;
  const today = new Date().toISOString().slice(0, 10);

  return (
    <>
      <PageHeader
        title="Activity"
        actions={<ExportCsvButton fileName={`activity-${today}.csv`} fetchFile={() => fetchActivityCsv(filters)} />}
      >
        Who changed what, and when, across every record. The CSV holds every entry the filters match.
      </PageHeader>
      <PeopleSectionTabs />
      <ActivityFilters
        params={params}
        setFilters={list.setFilters}
        clearFilters={list.clearFilters}
        hasFilters={list.hasFilters}
        actorName={actor ? `${actor.name} (${actor.role})` : undefined}
        recordLabel={record?.record_label}
        views={list.storage ? <SavedViews storage={list.storage} /> : null}
      />
      <ActivityTable table={list.table} hasFilters={list.hasFilters} onClearFilters={() => list.clearFilters()} />
    </>
  );
}
