import { usePermission } from '@admin/auth';
import { Button, Gated, PageHeader, useListParams } from '@admin/ui';
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
          <Gated allowed={canWrite} permission="companies.write">
            <Button to="/add-company" variant="primary">
              Add company
            </Button>
          </Gated>
        }
      >
        Companies that run projects, their registration and their team.
      </PageHeader>
      <CompanyList list={list} />
    </>
  );
}
