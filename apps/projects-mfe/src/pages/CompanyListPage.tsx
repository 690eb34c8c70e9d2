import { useListStorage, usePermission } from '@admin/auth';
import { Button, Gated, PageHeader, useListController } from '@admin/ui';
import { companyListQuery } from '../features/companies/api/companies-queries';
import { CompanyList } from '../features/companies/components/CompanyList';
import { companyListParams } from '../features/companies/schemas/company-list-params';

export default function CompanyListPage() {
  const canWrite = usePermission('companies.write');
  const list = useListController(companyListParams, { query: companyListQuery, storage: useListStorage('companies') });
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
