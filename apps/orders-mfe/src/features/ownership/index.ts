export { OrderAssignee } from './components/OrderAssignee';
export { CancelRequestAssignee } from './components/CancelRequestAssignee';
export { ownershipKeys } from './api/ownership-queries';
