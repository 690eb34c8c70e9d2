import { useListStorage, usePermission } from '@admin/auth';
import { NewRowsNotice, useLiveList } from '@admin/auth/live';
import { Button, Gated, PageHeader, SavedViews, useListController } from '@admin/ui';
import { PeopleSectionTabs } from '../common/PeopleSectionTabs';
import { employeeListQuery, fetchEmployee } from '../features/employee-list/api/employee-list-queries';
import { EmployeeFilters } from '../features/employee-list/components/EmployeeFilters';
import { EmployeeTable } from '../features/employee-list/components/EmployeeTable';
import { employeeListParams } from '../features/employee-list/schemas/employee-list-params';
import { useRoleOptions } from '../features/roles/api/roles-queries';

const LIVE_EMPLOYEES = ['employee'] as const;
const LIVE_OPTIONS = { fetchRow: fetchEmployee };

/** /employee: staff users, filtered by role, status and search; add, edit and delete. */
export default function EmployeeListPage() {
  const list = useListController(employeeListParams, {
    query: employeeListQuery,
    storage: useListStorage('employees'),
  });
  const { storage } = list;
  // What other staff change shows in place; employees they add wait behind "N new · Show".
  const live = useLiveList(LIVE_EMPLOYEES, list.queryKey, LIVE_OPTIONS);
  const roles = useRoleOptions({ staffOnly: true });
  const mayWrite = usePermission('employees.write');
  const add = (
    <Button variant="primary" to="/add-employee">
      Add employee
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Employees"
        actions={
          <Gated allowed={mayWrite} permission="employees.write">
            {add}
          </Gated>
        }
      >
        Staff accounts and their roles.
      </PageHeader>
      <PeopleSectionTabs />
      <NewRowsNotice live={live} />
      <EmployeeFilters
        params={list.params}
        setFilters={list.setFilters}
        clearFilters={list.clearFilters}
        hasFilters={list.hasFilters}
        roleOptions={roles.options}
        views={storage ? <SavedViews storage={storage} /> : null}
      />
      <EmployeeTable
        table={list.table}
        hasFilters={list.hasFilters}
        emptyAction={mayWrite ? add : undefined}
        rowMark={live.markOf}
      />
    </>
  );
}
