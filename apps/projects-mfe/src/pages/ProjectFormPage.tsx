import { PageHeader, RouteDetails } from '@admin/ui';
import { useParams } from 'react-router-dom';
import { APP_LABEL, RELEASE } from '../release';

/** One form serves both /add-project and /edit-project/{id}. */
export default function ProjectFormPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title={id ? 'Edit Project' : 'Add Project'}>Basic details, investment terms, media and risk items of a project.</PageHeader>
      <RouteDetails pattern={id ? '/edit-project/{id}' : '/add-project'} servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
