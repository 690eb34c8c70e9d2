import type { PageQuery } from './common';
import type { Permission } from './permissions';

/**
 * The audit trail: one entry per staff change, written in the same transaction as the change
 * (apps/api/README.md, "Audit trail"). Entries are append-only.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status_change',
  'decision',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'permission_change',
  'file_upload',
  'pan_reveal',
  'control_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
};

/** The kinds of record an entry is about. */
export const AUDIT_RECORD_TYPES = [
  'order',
  'cancel_request',
  'customer',
  'project',
  'risk',
  'company',
  'employee',
  'role',
  'fee',
  'setting',
  'partner',
  'video_link',
  'popup_text',
  'template',
  'session',
  'release',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

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
};

/**
 * What each field the trail records is called on screens, in the words of the forms that change it
 * ("cover document", not "cover image PDF"; "progress", not "step completed"). Every field the API
 * writes has its words here: the API's audit walk fails on a field without them
 * (apps/api/test/auditWalk.test.ts), so an Activity line never shows a column's name.
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  no_sqyds: 'units',
  token_amount: 'price per unit',
  total_token: 'total supply',
  total_amount: 'amount',
  property_type_id: 'category',
  property_id: 'project',
  user_id: 'customer',
  company_id: 'company',
  is_booking_amount_required: 'booking amount required',
  join_waitlist: 'waitlist',
  country_code: 'country code',
  pan_number: 'PAN',
  cover_image_pdf: 'cover document',
  document_sign_time: 'document signing time',
  payment_time: 'payment time',
  investment_deadline_time: 'investment deadline',
  step_completed: 'progress',
  royaltyPercentage: 'royalty percentage',
  individual_group: 'individual or group',
  investment_terms: 'investment terms',
  featured_image: 'featured image',
  media_type: 'media type',
  property_type_name: 'category',
  property_types: 'project types',
  project_id: 'project',
  order_id: 'order',
  company_name: 'company name',
  booking_amount: 'booking amount',
  previous_order_status: 'order status before the request',
  decision_reason: 'reason',
  assignee_id: 'assignee',
  kyc_assignee_id: 'KYC reviewer',
  kyc_status: 'KYC status',
  email_verification_status: 'email check',
  aadhar_verification_status: 'Aadhaar check',
  pan_verification_status: 'PAN check',
  video_verification_status: 'video check',
  awaiting_second_approval: 'awaiting a second approval',
  aadhar_awaiting_second_approval: 'Aadhaar check awaiting a second approval',
  email_awaiting_second_approval: 'email check awaiting a second approval',
  pan_awaiting_second_approval: 'PAN check awaiting a second approval',
  video_awaiting_second_approval: 'video check awaiting a second approval',
  permissions_awaiting_second_approval: 'permissions awaiting a second approval',
  role_awaiting_second_approval: 'role awaiting a second approval',
  value_awaiting_second_approval: 'value awaiting a second approval',
  email_verified: 'email verified',
  is_active: 'active',
  is_employee: 'staff account',
  is_staff: 'staff role',
  is_terms_condition: 'terms accepted',
  is_verification_dismiss: 'verification reminder dismissed',
  referral_credited: 'referral credited',
  wallet_balance: 'wallet balance',
  welcome_mail_sent: 'welcome email sent',
  deleted_at: 'deleted on',
  fee_status: 'fee status',
  team_members: 'team members',
  firstname: 'first name',
  lastname: 'last name',
  dob: 'date of birth',
  FILM: 'Film',
  WEBSERIES: 'Web Series',
  MUSIC: 'Music',
  BOOKS: 'Books',
  SPORTS: 'Sport',
  canary_share: 'canary share',
  deploy_token: 'deploy token',
  stop_ratio: 'automatic stop: times the live error rate',
  stop_points: 'automatic stop: points above the live error rate',
  stop_min_loads: 'automatic stop: page loads before it judges',
};

/** A field whose name is code (snake_case, camelCase, capitals) and so needs its words in AUDIT_FIELD_LABELS. */
export const isCodeFieldName = (field: string): boolean => /_|[a-z][A-Z]|^[A-Z]{2,}$/.test(field);

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
};

/** A value as the trail keeps it: secrets are never written, PAN and bank details only masked. */
export type AuditValue = string | number | boolean | null;

/** One changed field. */
export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

/** Who made the change, as they were at the time (their name and role may have changed since). */
export interface AuditActor {
  id: number;
  name: string;
  role: string;
}

export interface AuditEntry {
  id: number;
  /** ISO time of the change. */
  at: string;
  /** The request that made it (the `x-request-id` the API answered). */
  request_id: string | null;
  /** Null for an attempt nobody could be identified for (a failed sign-in for an unknown phone). */
  actor: AuditActor | null;
  action: AuditAction;
  record_type: AuditRecordType;
  /** The record's id as text (a setting's key, a session's id). */
  record_id: string;
  /** How a person names the record: "Order #113", "Priya Sharma", "Setting max_order_amount". */
  record_label: string;
  /** Changed fields, empty for an action with none (a sign-in, a delete keeps the last values as before). */
  changes: AuditChange[];
  /** Extra words for a decision or a status change (the reason given). */
  note: string | null;
}

/**
 * `GET /v2/audit` (newest first; `audit.read`, or, with record_type and record_id, the read permission
 * of that record's kind). Dates YYYY-MM-DD inclusive. `q` matches record labels and actor names.
 * `GET /v2/audit/csv` takes the same filters (no paging) and streams every matching entry.
 */
export interface AuditListQuery extends PageQuery {
  actor_id?: number;
  record_type?: AuditRecordType;
  record_id?: string;
  action?: AuditAction;
  from_date?: string;
  to_date?: string;
  q?: string;
}
