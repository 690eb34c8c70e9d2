import type { AuditRecordType } from './audit';

/**
 * The inbox (docs/live.md, "The inbox"): what waits on the signed-in staff member, kept per person
 * in the database with read and unread. Items are derived from the changes staff make, in the
 * change's own transaction; the live stream's `inbox` event says a new one arrived.
 */
export const INBOX_KINDS = ['awaiting_confirmation', 'assigned', 'sent_back', 'canary_stopped'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** What each kind is called on screens. */
export const INBOX_KIND_LABELS: Readonly<Record<InboxKind, string>> = {
  awaiting_confirmation: 'Awaiting your confirmation',
  assigned: 'Assigned to you',
  sent_back: 'Your decision was sent back',
  canary_stopped: 'Canary stopped',
};

export interface InboxItem {
  id: number;
  kind: InboxKind;
  record_type: AuditRecordType;
  record_id: string;
  /** How a person names the record ("Order #113", a customer's name). */
  record_label: string;
  /** One line saying what happened ("Asha Rao rejected the KYC pan check"). */
  text: string;
  /** The reason or note that came with it, if any. */
  note: string | null;
  /** Where the record opens in the app (a path of the shell: `/customers-profile/12?tab=kyc`). */
  href: string;
  /** Who did it; null for the system (a canary the registry stopped by itself). */
  by: { id: number; name: string } | null;
  at: string;
  read: boolean;
  /** The item waits on nobody any more (the decision was confirmed or sent back by someone): kept, not counted. */
  settled: boolean;
}

/** `GET /inbox`: the newest items (at most INBOX_PAGE_SIZE) and how many are unread and unsettled. */
export interface InboxList {
  data: InboxItem[];
  unread: number;
}

export const INBOX_PATH = '/inbox';
export const INBOX_PAGE_SIZE = 30;
/** The live stream's event name for "your inbox has something new" (data: `{}`). */
export const INBOX_EVENT = 'inbox';
