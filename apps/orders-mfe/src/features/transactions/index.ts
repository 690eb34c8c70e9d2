export { transactionParams } from './schemas/transaction-params';
export { useTransactions } from './api/transactions';
export { TransactionTable } from './components/TransactionTable';
export { TransactionFilters } from './components/TransactionFilters';
