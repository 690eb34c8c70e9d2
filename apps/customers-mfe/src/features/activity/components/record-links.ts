import type { AuditEntry, AuditRecordType } from '@admin/api-client';

/** The screen each kind of record is opened on, where it has one (links between remotes are plain URLs). */
const RECORD_PAGES: Partial<Record<AuditRecordType, (id: string) => string>> = {
  order: (id) => `/order-details/${id}`,
  customer: (id) => `/customers-profile/${id}`,
  project: (id) => `/edit-project/${id}`,
  company: (id) => `/edit-company/${id}`,
  employee: (id) => `/edit-employee/${id}`,
  cancel_request: () => '/cancel',
  role: () => '/roles',
  fee: () => '/fee-management',
  setting: () => '/config',
  partner: () => '/config',
  video_link: () => '/config',
  popup_text: () => '/config',
  template: () => '/templates',
};

/**
 * Where a message to the customer is read: the order's timeline, the customer's Messages tab. The
 * `#messages` fragment has the page bring the messages into view once they load.
 */
const MESSAGE_PAGES: Partial<Record<AuditRecordType, (id: string) => string>> = {
  order: (id) => `/order-details/${id}#messages`,
  customer: (id) => `/customers-profile/${id}?tab=messages#messages`,
};

/** Where a record lists its messages, for its own Activity panel's links (undefined: it has none). */
export const recordMessagesHref = (type: AuditRecordType, id: number | string): string | undefined =>
  MESSAGE_PAGES[type]?.(String(id));

/**
 * Where the entry's record is opened, or undefined (a session, a deleted record is still linked: its
 * page says so). A message sent about a record opens where that record lists its messages.
 */
export function recordHref(
  entry: Pick<AuditEntry, 'record_type' | 'record_id'> & Partial<Pick<AuditEntry, 'action'>>,
): string | undefined {
  const messages = entry.action === 'message' ? MESSAGE_PAGES[entry.record_type] : undefined;
  return (messages ?? RECORD_PAGES[entry.record_type])?.(entry.record_id);
}

/** The Activity screen filtered by one person: what a panel's "All activity by this person" opens. */
export const activityOfActorHref = (actorId: number) => `/activity?actor_id=${actorId}`;
