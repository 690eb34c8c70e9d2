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

/** Where the entry's record is opened, or undefined (a session, a deleted record is still linked: its page says so). */
export function recordHref(entry: Pick<AuditEntry, 'record_type' | 'record_id'>): string | undefined {
  return RECORD_PAGES[entry.record_type]?.(entry.record_id);
}

/** The Activity screen filtered by one person: what a panel's "All activity by this person" opens. */
export const activityOfActorHref = (actorId: number) => `/activity?actor_id=${actorId}`;
