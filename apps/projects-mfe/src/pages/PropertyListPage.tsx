import { PageHeader, useListParams } from '@admin/ui';
import { PropertyList } from '../features/properties/components/PropertyList';
import { propertyListParams } from '../features/properties/schemas/property-list-params';
import { ProjectSectionTabs } from '../common/ProjectSectionTabs';

export default function PropertyListPage() {
  const list = useListParams(propertyListParams);
  return (
    <>
      <PageHeader title="Properties">Filter projects by status, DAO, project type and creation date.</PageHeader>
      <ProjectSectionTabs />
      <PropertyList list={list} />
    </>
  );
}
