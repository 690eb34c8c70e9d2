import { usePermission } from '@admin/auth';
import { Button, PageHeader, Tooltip, useListParams } from '@admin/ui';
import { CompanyList } from '../features/companies/components/CompanyList';
import { companyListParams } from '../features/companies/schemas/company-list-params';

export default function CompanyListPage() {
  const canWrite = usePermission('companies.write');
  const list = useListParams(companyListParams);
  return (
    <>
      <PageHeader
        title="Companies"
        actions={
          canWrite ? (
            <Button to="/add-company" variant="primary">
              Add company
            </Button>
          ) : (
            <Tooltip content="Your role cannot add companies.">
              <Button variant="primary" disabled>
                Add company
              </Button>
            </Tooltip>
          )
        }
      >
        Companies that run projects, their registration and their team.
      </PageHeader>
      <CompanyList list={list} />
    </>
  );
}
