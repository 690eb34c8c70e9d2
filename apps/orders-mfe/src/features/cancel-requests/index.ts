export { ALL_STATUSES, cancelListParams, cancelListQuery } from './schemas/cancel-list-params';
export { useCancelRequests } from './api/cancel-requests';
export { CancelRequestTable } from './components/CancelRequestTable';
export { CancelFilters } from './components/CancelFilters';
export { ApproveDialog, RejectDialog } from './components/DecisionDialogs';
export { useCancelBulk } from './components/cancel-bulk';
