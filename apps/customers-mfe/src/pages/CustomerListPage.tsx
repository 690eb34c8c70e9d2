import { useMemo } from 'react';
import type { Assignee, Customer, RemotePagePrefetch } from '@admin/api-client';
import { queryClient, useCurrentUser, useListStorage, usePermission } from '@admin/auth';
import { NewRowsNotice, useLiveList } from '@admin/auth/live';
import { PageHeader, parseListParams, SavedViews, useListController } from '@admin/ui';
import { PeopleSectionTabs } from '../common/PeopleSectionTabs';
import { customerListQuery, fetchCustomer } from '../features/customer-list/api/customer-list-queries';
import { useCustomerBulk } from '../features/customer-list/hooks/use-customer-bulk';
import { CustomerFilters } from '../features/customer-list/components/CustomerFilters';
import { CustomerTable } from '../features/customer-list/components/CustomerTable';
import { customerListParams } from '../features/customer-list/schemas/customer-list-params';
import { useKycAssignees } from '../features/kyc-ownership/api/kyc-ownership-queries';
import { KycAssignee } from '../features/kyc-ownership/components/KycAssignee';
import { KycAssigneeChoicesContext } from '../features/kyc-ownership/hooks/use-kyc-assignee-choices';
import { roleOptionsQuery, useRoleOptions } from '../features/roles/api/roles-queries';

const LIVE_CUSTOMERS = ['customer'] as const;
const LIVE_OPTIONS = { fetchRow: fetchCustomer };
const NO_ASSIGNEES: readonly Assignee[] = [];
/** One function for the page's life: the table keeps its columns, and its rows, while it does. */
const renderKycAssignee = (customer: Customer) => <KycAssignee customer={customer} />;

/**
 * /customers: the users filter, customers (role 2) unless another role is chosen; sort, columns and
 * saved views; selected customers export to CSV, and with kyc.decide get one KYC check decided at once.
 */
export default function CustomerListPage() {
  const list = useListController(customerListParams, {
    query: customerListQuery,
    storage: useListStorage('customers'),
  });
  const roles = useRoleOptions();
  const { storage } = list;
  // What other staff change shows in place (a KYC decision that takes a customer out of the review
  // queue leaves the row, marked "Decided by …", until the next fetch); new accounts wait behind "N new · Show".
  const live = useLiveList(LIVE_CUSTOMERS, list.queryKey, LIVE_OPTIONS);
  const mayDecideKyc = usePermission('kyc.decide');
  const bulk = useCustomerBulk(mayDecideKyc);
  const assignees = useKycAssignees(mayDecideKyc).data ?? NO_ASSIGNEES;
  const meId = useCurrentUser().user?.id;
  const choices = useMemo(() => ({ canAssign: mayDecideKyc, meId, assignees }), [mayDecideKyc, meId, assignees]);
  return (
    <>
      <PageHeader title="Customers">Accounts with their KYC status and wallet balance.</PageHeader>
      <PeopleSectionTabs />
      <NewRowsNotice live={live} />
      <CustomerFilters
        params={list.params}
        setFilters={list.setFilters}
        clearFilters={list.clearFilters}
        hasFilters={list.hasFilters}
        roleOptions={roles.options}
        mayConfirm={mayDecideKyc}
        views={storage ? <SavedViews storage={storage} /> : null}
      />
      <KycAssigneeChoicesContext value={choices}>
        <CustomerTable
          table={list.table}
          hasFilters={list.hasFilters}
          awaitingMine={list.params.awaiting_my_confirmation === 'true'}
          bulk={bulk}
          renderKycAssignee={renderKycAssignee}
          rowMark={live.markOf}
        />
      </KycAssigneeChoicesContext>
    </>
  );
}

/** The shell calls this as soon as the page's code is loaded: the list's and the role filter's calls start beside its first render. */
export const prefetch: RemotePagePrefetch = ({ searchParams }) => {
  void queryClient.prefetchQuery(customerListQuery(parseListParams(customerListParams, searchParams)));
  void queryClient.prefetchQuery(roleOptionsQuery());
};
