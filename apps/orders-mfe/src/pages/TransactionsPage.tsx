import { useListStorage } from '@admin/auth';
import { PageHeader, ReleaseStamp, SavedViews, useListController } from '@admin/ui';
import { CustomerSelect } from '../features/order-choices/components/ChoiceSelects';
import { transactionListQuery } from '../features/transactions/api/transactions-queries';
import { TransactionFilters } from '../features/transactions/components/TransactionFilters';
import { TransactionTable } from '../features/transactions/components/TransactionTable';
import { transactionParams } from '../features/transactions/schemas/transaction-params';
import { OrdersSectionTabs } from '../common/OrdersSectionTabs';
import { APP_LABEL, RELEASE } from '../release';

/** /transactions: wallet transactions by customer, type, status and dates, all in the URL. */
export default function TransactionsPage() {
  const list = useListController(transactionParams, {
    query: transactionListQuery,
    storage: useListStorage('transactions'),
  });
  const { params, query, storage } = list;
  const customerName = query.data?.items.find((tx) => tx.user_id === params.user_id)?.user_name;

  return (
    <>
      <PageHeader title="Wallet Transactions">
        Deposits, withdrawals, investments, refunds and royalties of customers' wallets.
      </PageHeader>
      <OrdersSectionTabs />
      <TransactionFilters
        type={params.type}
        status={params.status}
        from={params.from_date}
        to={params.to_date}
        onChange={(filters) => list.setFilters(filters)}
        onDatesChange={({ from, to }) => list.setFilters({ from_date: from, to_date: to })}
        customerFilter={
          <CustomerSelect
            value={params.user_id}
            selectedName={customerName}
            onChange={(user_id) => list.setFilters({ user_id })}
          />
        }
        hasFilters={list.hasFilters}
        onClear={() => list.clearFilters()}
        views={storage ? <SavedViews storage={storage} /> : null}
      />
      <TransactionTable table={list.table} hasFilters={list.hasFilters} />
      <ReleaseStamp app={APP_LABEL} release={RELEASE} />
    </>
  );
}
