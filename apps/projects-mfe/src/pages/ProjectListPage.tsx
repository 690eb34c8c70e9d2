import { usePermission } from '@admin/auth';
import { Button, PageHeader, Tooltip } from '@admin/ui';
import { ProjectList } from '../features/projects/components/ProjectList';
import { ProjectSectionTabs } from '../shared/ProjectSectionTabs';

export default function ProjectListPage() {
  const canWrite = usePermission('projects.write');
  return (
    <>
      <ProjectSectionTabs />
      <PageHeader
        title="Project List"
        actions={
          canWrite ? (
            <Button to="/add-project" variant="primary">
              Add project
            </Button>
          ) : (
            <Tooltip content="Your role cannot add projects.">
              <Button variant="primary" disabled>
                Add project
              </Button>
            </Tooltip>
          )
        }
      >
        Every project with its token terms, status and booking options.
      </PageHeader>
      <ProjectList />
    </>
  );
}
