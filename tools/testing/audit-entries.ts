// Audit entries as `GET /v2/audit` answers them, for the tests of the Activity panel and screen.
import type { AuditEntry } from '@admin/api-client/contract';

let nextId = 1000;

/** An entry of the trail: by default Priya of Operations moving Order #113 from Booked to Document Signature Pending. */
export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  nextId += 1;
  return {
    id: nextId,
    at: '2026-11-25T07:53:00.000Z',
    request_id: `req-${nextId}`,
    actor: { id: 31, name: 'Priya', role: 'Operations' },
    action: 'status_change',
    record_type: 'order',
    record_id: '113',
    record_label: 'Order #113',
    changes: [{ field: 'status', before: 'Booked', after: 'Document_Signature_Pending' }],
    note: null,
    ...overrides,
  };
}
