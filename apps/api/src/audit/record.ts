/**
 * Writes one entry of the audit trail. Call it with the transaction of the change it records, so
 * a change that fails or rolls back leaves no entry and no entry exists without its change.
 */
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditActor, AuditChange, AuditRecordType } from '@admin/api-client/contract';
import type { Queryable } from '../db/connection';
import { auditEntries } from '../db/schema';
import { recordDomainEvent } from '../live/events';
import { deriveInboxItems } from '../inbox/derive';

/**
 * The one switch of the trail, for the API bench alone (it measures what the trail costs):
 * `AUDIT_TRAIL=off` writes no entries. Nothing else reads it, and no deployment should set it.
 */
const TRAIL_ON = process.env.AUDIT_TRAIL !== 'off';

export interface AuditRecord {
  type: AuditRecordType;
  id: string | number;
  /** How a person names the record ("Order #113", a customer's name). */
  label: string;
}

export interface AuditWrite {
  action: AuditAction;
  record: AuditRecord;
  changes?: AuditChange[];
  note?: string | null;
  /** The change sent back a first decision: whose it was (their inbox says so, src/inbox/derive.ts). */
  sentBackTo?: number;
}

/** Who did it and in which request: the signed-in staff user, or an explicit actor (sign-in). */
export interface AuditSource {
  requestId: string | null;
  actor: AuditActor | null;
  clientAddress?: string | null;
}

/** The signed-in staff user of an admin request, as they are now (kept in the entry as they were). */
export function auditSourceOf(request: FastifyRequest): AuditSource {
  const user = request.authUser;
  return {
    requestId: request.id,
    actor: user ? { id: user.id, name: user.name, role: user.roleName } : null,
  };
}

/**
 * Also writes the change's domain event (live/events.ts) in the same transaction: every change the
 * trail records reaches the live streams of those who may read it, through this one call; and the
 * inbox items it makes (inbox/derive.ts: a decision to confirm, an item assigned, a send-back).
 * Answers the event's id (null for a record type no one watches), which a message the change causes keeps.
 */
export async function recordAudit(
  tx: Queryable,
  by: FastifyRequest | AuditSource,
  entry: AuditWrite,
): Promise<number | null> {
  const source = 'requestId' in by ? by : auditSourceOf(by);
  const eventId = await recordDomainEvent(tx, {
    type: entry.record.type,
    recordId: entry.record.id,
    action: entry.action,
    fields: (entry.changes ?? []).map((change) => change.field),
    actor: source.actor ? { id: source.actor.id, name: source.actor.name } : null,
  });
  await deriveInboxItems(tx, {
    record: entry.record,
    action: entry.action,
    changes: entry.changes ?? [],
    note: entry.note ?? null,
    actor: source.actor ? { id: source.actor.id, name: source.actor.name } : null,
    sentBackTo: entry.sentBackTo,
  });
  if (!TRAIL_ON) return eventId;
  await tx.insert(auditEntries).values({
    request_id: source.requestId,
    actor_id: source.actor?.id ?? null,
    actor_name: source.actor?.name ?? null,
    actor_role: source.actor?.role ?? null,
    action: entry.action,
    record_type: entry.record.type,
    record_id: String(entry.record.id),
    record_label: entry.record.label,
    changes: entry.changes ?? [],
    note: entry.note ?? null,
    client_address: source.clientAddress ?? null,
  });
  return eventId;
}
