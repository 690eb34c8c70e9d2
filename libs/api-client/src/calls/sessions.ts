// Typed calls of the session lists: one's own (Profile page) and an employee's (employee form).
import type { SessionsRevoked, UserSession } from '../types/index';
import { getItem, send } from './request';

export const sessionsApi = {
  /** The signed-in user's open sessions, most recently used first; this one `current`. */
  listMine: () => getItem<UserSession[]>('/me/sessions'),
  signOutMine: (sessionId: string) => send<SessionsRevoked>('delete', `/me/sessions/${encodeURIComponent(sessionId)}`),
  /** Every session of the signed-in user but the current one. */
  signOutMyOthers: () => send<SessionsRevoked>('delete', '/me/sessions', undefined, { params: { others: true } }),
  listOfEmployee: (employeeId: number) => getItem<UserSession[]>(`/v2/admin/employee/${employeeId}/sessions`),
  signOutOfEmployee: (employeeId: number, sessionId: string) =>
    send<SessionsRevoked>('delete', `/v2/admin/employee/${employeeId}/sessions/${encodeURIComponent(sessionId)}`),
  /** Every session of the employee (on one's own record, all but the current one). */
  signOutAllOfEmployee: (employeeId: number) =>
    send<SessionsRevoked>('delete', `/v2/admin/employee/${employeeId}/sessions`),
};
