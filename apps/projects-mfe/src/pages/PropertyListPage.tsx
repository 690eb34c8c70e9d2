import { PageHeader } from '@admin/ui';
import { PropertyList } from '../features/properties/components/PropertyList';
import { ProjectSectionTabs } from '../shared/ProjectSectionTabs';

export default function PropertyListPage() {
  return (
    <>
      <ProjectSectionTabs />
      <PageHeader title="Properties">Filter projects by status, DAO, project type and creation date.</PageHeader>
      <PropertyList />
    </>
  );
}
