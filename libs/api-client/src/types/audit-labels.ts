// The audit trail's words: what an action and a record type are called on screens, and the permission
// that reads one record's own history. Not in the contract's shared core (types/audit.ts is): a shared
// entry loads whole, and only the Activity screens, the kit's lazy Activity lines and the API read
// these, so they stay off every first load. `@admin/api-client/contract/audit-labels`, unshared like
// `/contract/audit-fields`.
import type { AuditAction, AuditRecordType } from './audit';
import type { Permission } from './permissions';

/** What an action is called on screens ("Status change"). */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  status_change: 'Status change',
  decision: 'Decision',
  sign_in: 'Sign-in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Sign-out',
  permission_change: 'Permission change',
  file_upload: 'File upload',
  pan_reveal: 'PAN reveal',
  control_change: 'Control change',
  message: 'Message',
};

/** What a record type is called on screens. */
export const AUDIT_RECORD_TYPE_LABELS: Readonly<Record<AuditRecordType, string>> = {
  order: 'Order',
  cancel_request: 'Cancel request',
  customer: 'Customer',
  project: 'Project',
  risk: 'Risk item',
  company: 'Company',
  employee: 'Employee',
  role: 'Role',
  fee: 'Fee',
  setting: 'Setting',
  partner: 'Partner',
  video_link: 'Video link',
  popup_text: 'Popup text',
  template: 'Template',
  session: 'Session',
  release: 'Release',
  message_rule: 'Message rule',
  saved_view: 'Shared view',
};

/**
 * The permission that lets a caller read one record's own history
 * (`GET /v2/audit?record_type=&record_id=`) without `audit.read`.
 */
export const AUDIT_RECORD_READ_PERMISSIONS: Readonly<Record<AuditRecordType, Permission>> = {
  order: 'orders.read',
  cancel_request: 'orders.read',
  customer: 'customers.read',
  project: 'projects.read',
  risk: 'projects.read',
  company: 'companies.read',
  employee: 'employees.read',
  role: 'employees.read',
  fee: 'fees.read',
  setting: 'config.read',
  partner: 'config.read',
  video_link: 'config.read',
  popup_text: 'config.read',
  template: 'templates.read',
  session: 'employees.read',
  release: 'releases.manage',
  message_rule: 'config.read',
  // A shared view's own history is read on the Activity screen only.
  saved_view: 'audit.read',
};
