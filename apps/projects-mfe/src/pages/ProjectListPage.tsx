import { usePermission } from '@admin/auth';
import { Button, PageHeader, SectionTabs, Tooltip } from '@admin/ui';
import { ProjectList } from '../features/projects/components/ProjectList';
import { PROJECT_SECTION_LINKS } from './sectionLinks';

export default function ProjectListPage() {
  const canWrite = usePermission('projects.write');
  return (
    <>
      <SectionTabs label="Project sections" links={PROJECT_SECTION_LINKS} />
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
