/**
 * Domain events (docs/live.md): what changed, written in the change's own transaction and signalled
 * with NOTIFY on LIVE_CHANNEL. PostgreSQL delivers a NOTIFY only when its transaction commits, so a
 * change that rolls back sends nothing, and one that commits is in the table for a stream that
 * reconnects. Events carry field names only, never values: no PAN or bank details can travel in one.
 */
import { eq, gt, lt, sql } from 'drizzle-orm';
import {
  LIVE_RECORD_PERMISSIONS,
  type AuditAction,
  type AuditRecordType,
  type LiveChange,
  type LiveRecordType,
  type Permission,
} from '@admin/api-client/contract';
import type { Queryable } from '../db/connection';
import {
  cancelRequests,
  companies,
  domainEvents,
  feeEntries,
  orders,
  projects,
  settings,
  templates,
  users,
} from '../db/schema';
import type { PresenceSignal } from './hub';

/** The NOTIFY channel every instance LISTENs on. */
export const LIVE_CHANNEL = 'admin_live';
/** How long events are kept for Last-Event-ID resume. */
const EVENT_RETENTION_MINUTES = 15;
/** At most this many field names travel with an event (a created record lists them all). */
const MAX_FIELDS = 40;

/** Actions that change nothing others see (a sign-in, a reveal): no event. */
const SILENT_ACTIONS: ReadonlySet<AuditAction> = new Set(['sign_in', 'sign_in_failed', 'sign_out', 'pan_reveal']);

export interface DomainEventWrite {
  type: AuditRecordType;
  recordId: string | number;
  action: AuditAction;
  fields: string[];
  actor: { id: number; name: string } | null;
}

const isLiveType = (type: AuditRecordType): type is LiveRecordType => type in LIVE_RECORD_PERMISSIONS;

/** The permission a receiver needs for an event of this record type. */
export const permissionFor = (type: LiveRecordType): Permission => LIVE_RECORD_PERMISSIONS[type];

type EventRow = typeof domainEvents.$inferSelect;

/**
 * The record type of an event that tells one person their inbox changed (its record_id: the person's
 * id). Kept in the same table as the changes, so a stream that reconnects with Last-Event-ID gets it
 * again like any other event; it goes to that person's streams only, and carries nothing but its id.
 */
const INBOX_RECORD = 'inbox';

/** An inbox event as a stream writes it: to `user`'s streams, as `event: inbox`. */
export interface InboxEvent {
  kind: 'inbox';
  id: string;
  user: number;
}

/** The NOTIFY of the inbox events one transaction wrote (the live hub writes each to its person's streams). */
export interface InboxSignal {
  kind: 'inbox';
  events: InboxEvent[];
}

/** What a stream replays on resume: a change, or a person's inbox event. */
export type LiveEvent = LiveChange | InboxEvent;

function changeOf(row: EventRow): LiveChange {
  return {
    id: String(row.id),
    type: row.record_type as LiveRecordType,
    record_id: row.record_id,
    action: row.action,
    fields: row.fields,
    version: row.version,
    by: row.actor_id !== null && row.actor_name !== null ? { id: row.actor_id, name: row.actor_name } : null,
    at: row.at.toISOString(),
  };
}

/**
 * Writes the event of a change and NOTIFYs it; call with the change's transaction (recordAudit
 * does, for every change of a live record type). Types and actions nobody watches write nothing.
 * Answers the event's id (a message the change causes is keyed to it: docs/messages.md), or null.
 */
export async function recordDomainEvent(tx: Queryable, event: DomainEventWrite): Promise<number | null> {
  if (!isLiveType(event.type) || SILENT_ACTIONS.has(event.action)) return null;
  const [row] = await tx
    .insert(domainEvents)
    .values({
      record_type: event.type,
      record_id: String(event.recordId),
      version: await versionOf(tx, event.type, event.recordId),
      action: event.action,
      fields: [...new Set(event.fields)].slice(0, MAX_FIELDS),
      actor_id: event.actor?.id ?? null,
      actor_name: event.actor?.name ?? null,
    })
    .returning();
  if (!row) return null;
  // The whole event travels in the payload (well under NOTIFY's 8,000 bytes), so no instance reads it back.
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(changeOf(row))})`);
  return row.id;
}

/** The versioned table of each live record type (a customer and an employee are both users). */
const VERSIONED = {
  order: orders,
  cancel_request: cancelRequests,
  customer: users,
  employee: users,
  project: projects,
  company: companies,
  fee: feeEntries,
  setting: settings,
  template: templates,
} as const satisfies Record<LiveRecordType, unknown>;

/** The version the record holds now, in the change's transaction (null when it has none, or is gone). */
async function versionOf(tx: Queryable, type: LiveRecordType, recordId: string | number): Promise<number | null> {
  const id = Number(recordId);
  if (!Number.isSafeInteger(id)) return null;
  const table = VERSIONED[type];
  const [row] = await tx.select({ version: table.version }).from(table).where(eq(table.id, id));
  return row?.version ?? null;
}

/** Reads a NOTIFY payload back into an event; null for anything else. */
export function parseChange(payload: string): LiveChange | null {
  try {
    const change = JSON.parse(payload) as LiveChange;
    return typeof change.id === 'string' && isLiveType(change.type as AuditRecordType) ? change : null;
  } catch {
    return null;
  }
}

/**
 * What a stream that reconnects with Last-Event-ID missed: the events after it, or `reset` when
 * that event is no longer kept (older than the retention, or a database that started over), so
 * the reader refetches what it shows.
 */
export async function eventsAfter(db: Queryable, lastId: number): Promise<LiveEvent[] | 'reset'> {
  // The reader received `lastId`, so it committed: gone, it was swept, and what followed it may be too.
  const [kept] = await db.select({ id: domainEvents.id }).from(domainEvents).where(eq(domainEvents.id, lastId));
  if (!kept) return 'reset';
  const rows = await db.select().from(domainEvents).where(gt(domainEvents.id, lastId)).orderBy(domainEvents.id);
  return rows.map(
    (row): LiveEvent =>
      row.record_type === INBOX_RECORD
        ? { kind: 'inbox', id: String(row.id), user: Number(row.record_id) }
        : changeOf(row),
  );
}

/**
 * Writes an inbox event for each of these people (their items were made or settled by the change in
 * `tx`) and NOTIFYs them, in the change's transaction: delivered on commit, kept for a resume.
 */
export async function recordInboxEvents(tx: Queryable, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await tx
    .insert(domainEvents)
    .values(
      userIds.map((userId): typeof domainEvents.$inferInsert => ({
        record_type: INBOX_RECORD,
        record_id: String(userId),
        action: 'update',
        fields: [],
      })),
    )
    .returning({ id: domainEvents.id, record_id: domainEvents.record_id });
  const signal: InboxSignal = {
    kind: 'inbox',
    events: rows.map((row) => ({ kind: 'inbox', id: String(row.id), user: Number(row.record_id) })),
  };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)})`);
}

/** Deletes events past the retention (every instance runs it now and then; it is idempotent). */
export async function sweepEvents(db: Queryable): Promise<void> {
  await db
    .delete(domainEvents)
    .where(lt(domainEvents.at, sql`now() - make_interval(mins => ${EVENT_RETENTION_MINUTES})`));
}

/** Tells every instance (and so every open stream) that a staff member has a record open, or left it. */
export async function signalPresence(db: Queryable, signal: Omit<PresenceSignal, 'kind'>): Promise<void> {
  const payload: PresenceSignal = { kind: 'presence', ...signal };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
}
