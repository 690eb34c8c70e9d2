import { PageHeader, RouteDetails } from '@admin/ui';
import { useParams } from 'react-router-dom';
import { APP_LABEL, RELEASE } from '../release';

/** One form serves both /add-company and /edit-company/{id}. */
export default function CompanyFormPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title={id ? 'Edit Company' : 'Add Company'}>Create or edit a company.</PageHeader>
      <RouteDetails pattern={id ? '/edit-company/{id}' : '/add-company'} servedBy={APP_LABEL} release={RELEASE} />
    </>
  );
}
