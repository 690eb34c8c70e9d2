import { useListStorage, usePermission } from '@admin/auth';
import { NewRowsNotice, useLiveList } from '@admin/auth/live';
import { Button, Gated, PageHeader, useListController } from '@admin/ui';
import { companyListQuery, fetchCompany } from '../features/companies/api/companies-queries';
import { CompanyList } from '../features/companies/components/CompanyList';
import { companyListParams } from '../features/companies/schemas/company-list-params';

const LIVE_COMPANIES = ['company'] as const;
const LIVE_OPTIONS = { fetchRow: fetchCompany };

export default function CompanyListPage() {
  const canWrite = usePermission('companies.write');
  const list = useListController(companyListParams, { query: companyListQuery, storage: useListStorage('companies') });
  // What other staff change shows in place; companies they add wait behind "N new · Show".
  const live = useLiveList(LIVE_COMPANIES, list.queryKey, LIVE_OPTIONS);
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
      <NewRowsNotice live={live} />
      <CompanyList list={list} rowMark={live.markOf} />
    </>
  );
}
