import { PageHeader, SectionTabs } from '@admin/ui';
import { PropertyList } from '../features/properties/components/PropertyList';
import { PROJECT_SECTION_LINKS } from './sectionLinks';

export default function PropertyListPage() {
  return (
    <>
      <SectionTabs label="Project sections" links={PROJECT_SECTION_LINKS} />
      <PageHeader title="Properties">Filter projects by status, DAO, project type and creation date.</PageHeader>
      <PropertyList />
    </>
  );
}
