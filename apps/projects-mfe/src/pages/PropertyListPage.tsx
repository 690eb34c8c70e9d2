import { useListStorage } from '@admin/auth';
import { PageHeader, useListController } from '@admin/ui';
import type { ListParams } from '@admin/ui';
import { propertyListQuery } from '../features/properties/api/properties-queries';
import { PropertyList } from '../features/properties/components/PropertyList';
import { propertyListParams, toPropertyQuery } from '../features/properties/schemas/property-list-params';

/** The list's query for the URL's state. */
const listQuery = (params: ListParams<typeof propertyListParams>) => propertyListQuery(toPropertyQuery(params));
import { ProjectSectionTabs } from '../common/ProjectSectionTabs';

export default function PropertyListPage() {
  const list = useListController(propertyListParams, { query: listQuery, storage: useListStorage('properties') });
  return (
    <>
      <PageHeader title="Properties">Filter projects by status, DAO, project type and creation date.</PageHeader>
      <ProjectSectionTabs />
      <PropertyList list={list} />
    </>
  );
}
