// How order and project statuses read on screens. Part of the contract's core (contract/core.ts):
// the kit's Activity sentences use them, so they are shared once rather than bundled per lib.
import type { OrderStatus, ProjectStatus } from './constants';

/** Display labels (docs/product.md#statuses: Cancel_Request_Raised reads 'Cancelled Request'). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  Booked: 'Booked',
  Document_Signature_Pending: 'Document Signature Pending',
  Full_Payment_Pending: 'Full Payment Pending',
  Full_Payment_Done: 'Full Payment Done',
  Token_Transfer: 'Token Transfer',
  Cancel_Request_Raised: 'Cancelled Request',
  Refunded: 'Refunded',
};

/** How a project status reads ('Application Pending' reads 'Incomplete'). */
export const PROJECT_STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = {
  Active: 'Active',
  Inactive: 'Inactive',
  Completed: 'Completed',
  'Application Pending': 'Incomplete',
};
