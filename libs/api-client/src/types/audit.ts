import type { PageQuery } from './common';

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
  'message',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
  'message_rule',
  'saved_view',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

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

/** A staff member as the Activity screen's person picker lists them (`GET /v2/audit/people`, audit.read). */
export interface StaffName {
  id: number;
  name: string;
}

/** `GET /v2/audit/people?q=&limit=`: staff whose name contains `q`, by name. */
export interface StaffNameQuery {
  q?: string;
  limit?: number;
}
