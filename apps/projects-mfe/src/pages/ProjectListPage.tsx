import { useCallback, useState } from 'react';
import type { RemotePagePrefetch } from '@admin/api-client';
import { queryClient, useListStorage, usePermission } from '@admin/auth';
import { Button, Gated, PageHeader, parseListParams, useListController } from '@admin/ui';
import { feeKeys } from '../features/fees/api/fees-queries';
import { fetchProject, projectListQuery } from '../features/projects/api/projects-queries';
import { ProjectList } from '../features/projects/components/ProjectList';
import { projectListParams } from '../features/projects/schemas/project-list-params';
import { ProjectSectionTabs } from '../common/ProjectSectionTabs';
import { LiveListLater } from '../common/LiveListLater';

const LIVE_PROJECTS = ['project'] as const;
const LIVE_OPTIONS = { fetchRow: fetchProject };
type RowMark = (row: { id: number | string }) => string | undefined;

export default function ProjectListPage() {
  const canWrite = usePermission('projects.write');
  const list = useListController(projectListParams, { query: projectListQuery, storage: useListStorage('projects') });
  // What other staff change shows in place; projects they add wait behind "N new · Show" (its code
  // loads after the first screen: LiveListLater).
  const [rowMark, setRowMark] = useState<RowMark>();
  const onRowMark = useCallback((markOf: RowMark) => setRowMark(() => markOf), []);
  return (
    <>
      <PageHeader
        title="Project List"
        actions={
          <Gated allowed={canWrite} permission="projects.write">
            <Button to="/add-project" variant="primary">
              Add project
            </Button>
          </Gated>
        }
      >
        Every project with its token terms, status and booking options.
      </PageHeader>
      <ProjectSectionTabs />
      <LiveListLater types={LIVE_PROJECTS} queryKey={list.queryKey} options={LIVE_OPTIONS} onRowMark={onRowMark} />
      {/* A deleted project takes the fees synced onto it along. */}
      <ProjectList list={list} deleteAlsoRefreshes={[feeKeys.all]} rowMark={rowMark} />
    </>
  );
}

/** The shell calls this as soon as the page's code is loaded: the list's call starts beside its first render. */
export const prefetch: RemotePagePrefetch = ({ searchParams }) => {
  void queryClient.prefetchQuery(projectListQuery(parseListParams(projectListParams, searchParams)));
};
