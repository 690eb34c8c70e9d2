/** How the trail names each kind of record: what a person reads in an Activity list. */
import type { AuditRecord } from './record';

export const orderRecord = (id: number): AuditRecord => ({ type: 'order', id, label: `Order #${id}` });
export const cancelRequestRecord = (id: number, orderId: number): AuditRecord => ({
  type: 'cancel_request',
  id,
  label: `Cancel request #${id} (Order #${orderId})`,
});
export const customerRecord = (row: { id: number; name: string }): AuditRecord => ({
  type: 'customer',
  id: row.id,
  label: row.name,
});
export const employeeRecord = (row: { id: number; name: string }): AuditRecord => ({
  type: 'employee',
  id: row.id,
  label: row.name,
});
export const projectRecord = (row: { id: number; name: string }): AuditRecord => ({
  type: 'project',
  id: row.id,
  label: row.name,
});
export const riskRecord = (row: { id: number; title: string }): AuditRecord => ({
  type: 'risk',
  id: row.id,
  label: `Risk item "${row.title}"`,
});
export const companyRecord = (row: { id: number; name: string }): AuditRecord => ({
  type: 'company',
  id: row.id,
  label: row.name,
});
export const roleRecord = (row: { id: number; name: string }): AuditRecord => ({
  type: 'role',
  id: row.id,
  label: `Role ${row.name}`,
});
export const feeRecord = (row: { id: number; name: string }): AuditRecord => ({
  type: 'fee',
  id: row.id,
  label: `Fee ${row.name}`,
});
export const settingRecord = (row: { id: number; name: string }): AuditRecord => ({
  type: 'setting',
  id: row.id,
  label: `Setting ${row.name}`,
});
export const partnerRecord = (row: { id: number; name: string }): AuditRecord => ({
  type: 'partner',
  id: row.id,
  label: `Partner ${row.name}`,
});
export const videoLinkRecord = (row: { id: number; title: string }): AuditRecord => ({
  type: 'video_link',
  id: row.id,
  label: `Video link "${row.title}"`,
});
export const popupTextRecord = (row: { id: number; title: string }): AuditRecord => ({
  type: 'popup_text',
  id: row.id,
  label: `Popup text "${row.title}"`,
});
export const templateRecord = (row: { id: number; name: string }): AuditRecord => ({
  type: 'template',
  id: row.id,
  label: `Template ${row.name}`,
});
export const sessionRecord = (sessionId: string, userName: string): AuditRecord => ({
  type: 'session',
  id: sessionId,
  label: `Session of ${userName}`,
});
export const sharedViewRecord = (row: { id: number; name: string; list: string }): AuditRecord => ({
  type: 'saved_view',
  id: row.id,
  label: `Shared view "${row.name}" (${row.list})`,
});
