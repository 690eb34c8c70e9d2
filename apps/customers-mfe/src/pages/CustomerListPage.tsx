import { PageHeader, useListParams } from '@admin/ui';
import { PeopleSectionTabs } from '../common/PeopleSectionTabs';
import { useCustomerList } from '../features/customer-list/api/customer-list-queries';
import { CustomerFilters } from '../features/customer-list/components/CustomerFilters';
import { CustomerTable } from '../features/customer-list/components/CustomerTable';
import { customerListParams } from '../features/customer-list/schemas/customer-list-params';
import { useRoleOptions } from '../features/roles/api/roles-queries';

/** /customers: the users filter, customers (role 2) unless another role is chosen. */
export default function CustomerListPage() {
  const list = useListParams(customerListParams);
  const query = useCustomerList(list.params);
  const roles = useRoleOptions();
  return (
    <>
      <PageHeader title="Customers">Accounts with their KYC status and wallet balance.</PageHeader>
      <PeopleSectionTabs />
      <CustomerFilters params={list.params} setFilters={list.setFilters} clearFilters={list.clearFilters} hasFilters={list.hasFilters} roleOptions={roles.options} />
      <CustomerTable query={query} list={list} hasFilters={list.hasFilters} />
    </>
  );
}
