import { useParams } from '@admin/ui/router';
import { Breadcrumbs, Button, EmptyState, PageHeader, Spinner } from '@admin/ui';
import { usePermission } from '@admin/auth';
import { COMPANY_MESSAGES, errorMessage, useCompany } from '../features/companies/api/companies-queries';
import { RecordActivity } from '../features/activity/components/RecordActivity';
import { CompanyForm } from '../features/companies/components/CompanyForm';

/** /add-company and /edit-company/{id}: one form, keyed by the record so switching routes starts afresh. */
export default function CompanyFormPage() {
  const { id: rawId } = useParams();
  const id = rawId === undefined ? undefined : Number(rawId);
  const validId = id === undefined || (Number.isInteger(id) && id > 0);
  const query = useCompany(validId ? id : undefined);
  // A role that may only read the company is not told it edits it.
  const canWrite = usePermission('companies.write');
  const title = id === undefined ? 'Add Company' : canWrite ? 'Edit Company' : 'Company';

  let body;
  if (!validId)
    body = (
      <EmptyState
        title="No such company"
        description={`“${rawId}” is not a company id.`}
        action={<Button to="/company">Back to companies</Button>}
      />
    );
  else if (id === undefined) body = <CompanyForm key="new" />;
  else if (query.isPending) body = <Spinner label="Loading company" block />;
  else if (query.isError)
    body = (
      <EmptyState
        title={errorMessage(query.error, COMPANY_MESSAGES.detail)}
        action={<Button onClick={() => void query.refetch()}>Retry</Button>}
      />
    );
  else body = <CompanyForm key={query.data.id} company={query.data} />;

  return (
    <>
      <Breadcrumbs items={[{ label: 'Companies', to: '/company' }, { label: query.data?.name ?? title }]} />
      <PageHeader title={title} />
      {body}
      {id !== undefined && query.data ? <RecordActivity type="company" id={id} /> : null}
    </>
  );
}
