// The query-key families the libs own. Every page holds one QueryClient shared by the shell and
// every remote, so a family is declared once in the whole suite: each app lists its own in its
// `query-roots.ts`, and tools/checks/query-keys.test.ts fails when two of them declare the same root.
import type { AuditListQuery, AuditRecordType } from '../types/index';

export const libQueryRoots = {
  /** The signed-in staff user (`@admin/auth`'s currentUserQuery). */
  auth: ['auth'],
  /** The audit trail: the Activity screen's pages and every record's own history. */
  audit: ['audit'],
  /** Open sessions: one's own (`@admin/auth`'s useSessions) and each employee's. */
  sessions: ['sessions'],
  /** What waits on the signed-in person (the shell's bell), refetched by the live stream's inbox events. */
  inbox: ['inbox'],
  /** Messages to customers: a record's list, the sendable templates, previews (`messageKeys`, `@admin/api-client/messages`). */
  messages: ['messages'],
  /** The views shared with the team, per list (the kit's Views menu). */
  views: ['views'],
} as const;

/** The audit trail's keys, read by every remote: a change invalidates `auditKeys.all` or one record's history. */
export const auditKeys = {
  all: libQueryRoots.audit,
  list: (query: AuditListQuery) => [...libQueryRoots.audit, 'list', query] as const,
  record: (type: AuditRecordType, id: number) => [...libQueryRoots.audit, 'record', type, id] as const,
};
